import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteShell } from '@design-system/shell/SiteShell';
import { vars } from '@design-system/theme/contract.css';
import { siteThemeClass } from '@design-system/theme/themes.css';
import { loadPage } from '@runtime/loader/page-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import { type SiteId, siteIds } from '@runtime/sites/registry';
import { resolveTheme } from '@tokens/base';
import { siteTokens } from '@tokens/sites';
import { mapPage } from '../pages/page.mapper';
import { mapShell } from '../rootData/rootData.mapper';
import { createEmbeddedSource } from '../source/embedded-source';
import { sanityImageUrls } from './image.mapper';
import { mapTheme } from './theme.mapper';

/**
 * Spec: "Theme colours default to the site's four primary colours and are overridden per page by the page theme."
 * The site's colours are its theme class (tokens: base plus the site's override); a page theme maps to inline CSS
 * variables for the colours it sets, and only those.
 */
const source = createEmbeddedSource(path.resolve(import.meta.dirname, '../../../fixtures/content/dataset.ndjson'));
const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const PRIMARY = ['primaryBackground', 'primaryForeground', 'impactBackground', 'impactForeground'] as const;
const varName = (token: string) => token.replace(/^var\((--[^)]+)\)$/, '$1');

async function rendered(site: SiteId, pathname: string) {
  const outcome = await loadPage(
    { site, path: pathname },
    { source, hosts, clock: () => new Date('2026-11-22T10:00:00Z') },
  );
  if (outcome.kind !== 'page') throw new Error(`no page at ${site} ${pathname}`);
  const ctx = { site, locale: outcome.locale as 'da', hosts, images, today: '2026-11-22' };
  const page = mapPage(outcome.page, ctx);
  const html = renderToStaticMarkup(
    <SiteShell shell={mapShell(null, ctx)} pageTheme={page.theme}>
      <p>Indhold</p>
    </SiteShell>,
  );
  const root = /<div class="([^"]+)"( style="([^"]*)")? data-site="[^"]+"/.exec(html);
  return { page, classes: root?.[1]?.split(' ') ?? [], style: root?.[3] ?? '' };
}

describe('spec: "Theme colours default to the site’s four primary colours and are overridden per page by the page theme"', () => {
  it('every site’s theme carries the site’s own four primary colours', () => {
    for (const site of siteIds) {
      const own = siteTokens[site].theme.color as Record<(typeof PRIMARY)[number], string>;
      const theme = resolveTheme(siteTokens[site].theme);
      for (const key of PRIMARY) expect(theme.color[key], `${site} ${key}`).toBe(own[key]);
    }
  });

  it('no page theme: no colour of the page’s own (the site’s colours apply)', () => {
    expect(mapTheme(null)).toBeUndefined();
    expect(mapTheme(undefined)).toBeUndefined();
    expect(mapTheme({ primaryBackground: null, primaryForeground: null })).toBeUndefined();
  });

  it('a page theme overrides each colour it sets, and only those', () => {
    expect(
      mapTheme({
        primaryBackground: '#14213d',
        primaryForeground: '#f5f1e8',
        impactBackground: '#c9a227',
        impactForeground: '#14213d',
      }),
    ).toEqual({
      primaryBackground: '#14213d',
      primaryForeground: '#f5f1e8',
      impactBackground: '#c9a227',
      impactForeground: '#14213d',
    });
    expect(mapTheme({ impactBackground: '#c9a227' })).toEqual({ impactBackground: '#c9a227' });
  });

  it('a page without a theme renders in its site’s theme class, with no colours of its own', async () => {
    const { page, classes, style } = await rendered('kronborg', '/besoeg-kronborg');
    expect(page.theme).toBeUndefined();
    expect(classes).toContain(siteThemeClass.kronborg);
    expect(style).toBe('');
  });

  it('a page with a theme renders in its site’s theme class, its four colours set on top', async () => {
    const { page, classes, style } = await rendered('kronborg', '/hamlet-paa-kronborg');
    expect(page.theme).toEqual({
      primaryBackground: '#14213d',
      primaryForeground: '#f5f1e8',
      impactBackground: '#c9a227',
      impactForeground: '#14213d',
    });
    expect(classes).toContain(siteThemeClass.kronborg);
    expect(style).toContain(`${varName(vars.color.primaryBackground)}:#14213d`);
    expect(style).toContain(`${varName(vars.color.impactBackground)}:#c9a227`);
  });
});
