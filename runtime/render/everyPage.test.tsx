import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/LocaleContext';
import { isLocale } from '@design-system/i18n/locales';
import { mapPage } from '../cms/pages/page.mapper';
import { isPageType } from '../cms/pages/pageTypes';
import { contentConfigFromEnv } from '../cms/source/config';
import { readNdjson } from '../cms/source/dataset';
import { createEmbeddedSource } from '../cms/source/embedded-source';
import { createLiveSource } from '../cms/source/live-source';
import { type LocalSanityServer, startLocalSanityServer } from '../cms/source/local-sanity-server';
import type { ContentSource } from '../cms/source/source';
import { pagePath } from '../i18n/paths';
import { loadPage } from '../loader/page-loader';
import { hostConfigFromEnv } from '../sites/hosts';
import { isSiteId, sites } from '../sites/registry';
import { mapContextFor } from './mapContext';
import { PageTemplate } from './PageTemplate';
import { loadPageCode } from './pageCode';

/**
 * Every page type in every locale, on a site that has it (one page per type and locale, the sites
 * taken in turn), loaded through both content sources — the live @sanity/client over HTTP against the local
 * Sanity-compatible server, and groq-js in-process — maps to the same view model and renders its
 * template with a first-level heading. (The browser suite runs axe on one page per site and type.)
 */
const datasetFile = join(import.meta.dirname, '../../fixtures/content/dataset.ndjson');
const documents = readNdjson(datasetFile);
const published = documents.filter(
  (doc) =>
    isPageType(doc._type) &&
    !doc._id.startsWith('drafts.') &&
    isSiteId(String(doc.site)) &&
    !sites[String(doc.site) as keyof typeof sites].productionExcluded &&
    isLocale(String(doc.locale)),
);
const byTypeAndLocale = new Map<string, typeof published>();
for (const doc of published) {
  const key = `${doc._type} ${String(doc.locale)}`;
  byTypeAndLocale.set(key, [...(byTypeAndLocale.get(key) ?? []), doc]);
}
const pages = [...byTypeAndLocale.values()].map((group, index) => {
  const sorted = [...group].sort((a, b) => a._id.localeCompare(b._id));
  return sorted[index % sorted.length] as (typeof published)[number];
});
const hosts = hostConfigFromEnv({ PORT: '3000' });
const clock = () => new Date('2026-11-22T10:00:00Z');

describe('every page type renders in every locale, from both sources', () => {
  let server: LocalSanityServer;
  let live: ContentSource;
  const embedded = createEmbeddedSource(datasetFile);
  const embeddedConfig = contentConfigFromEnv({});

  beforeAll(async () => {
    server = await startLocalSanityServer({ datasetFile, dataset: 'stage' });
    const config = contentConfigFromEnv({ SANITY_PROJECT_ID: 'local1', SANITY_API_HOST: server.url });
    if (config.kind !== 'live') throw new Error('expected a live configuration');
    live = createLiveSource(config);
  });
  afterAll(() => server.close());

  it('the dataset has pages to check', () => {
    // Front and landing pages in four locales at least; more as page types arrive.
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  for (const doc of pages) {
    const site = String(doc.site) as keyof typeof sites;
    const locale = String(doc.locale) as 'da' | 'en' | 'de' | 'sv';
    const slug = doc._type === 'frontPage' ? '' : String((doc.slug as { current?: string } | undefined)?.current);
    const path = pagePath(locale, slug);
    it(`${site} ${path} (${doc._type})`, async () => {
      const [viaHttp, inProcess] = await Promise.all([
        loadPage({ site, path }, { source: live, hosts, clock }),
        loadPage({ site, path }, { source: embedded, hosts, clock }),
      ]);
      expect(viaHttp).toEqual(inProcess);
      if (inProcess.kind !== 'page') throw new Error(`${path} on ${site} gave ${inProcess.kind}`);
      expect(inProcess.page._id).toBe(doc._id);

      const view = mapPage(inProcess.page, mapContextFor(site, locale, hosts, embeddedConfig));
      expect(view.template.type, 'a template for the page type').not.toBe('unknown');
      await loadPageCode(view.template);
      const html = renderToStaticMarkup(
        <LocaleProvider locale={locale}>
          <PageTemplate template={view.template} />
        </LocaleProvider>,
      );
      expect(html.match(/<h1[\s>]/g)?.length, 'one first-level heading').toBe(1);
    });
  }
});
