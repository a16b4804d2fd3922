import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/LocaleContext';
import { isLocale } from '@design-system/i18n/locales';
import { SiteShell } from '@design-system/shell/SiteShell';
import { pagePath } from '@runtime/i18n/paths';
import { loadPage } from '@runtime/loader/page-loader';
import { loadRootDataOrFallback } from '@runtime/loader/rootData-loader';
import { mapContextFor } from '@runtime/render/mapContext';
import { PageTemplate } from '@runtime/render/PageTemplate';
import { loadPageCode } from '@runtime/render/pageCode';
import { jsonLdText } from '@runtime/render/structuredData';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import { isSiteId, sites } from '@runtime/sites/registry';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';
import { mapPage } from '../pages/page.mapper';
import { isPageType } from '../pages/pageTypes';
import { sitePractical } from '../rootData/practical.mapper';
import { rootDataOrFallback, shellFromRootData } from '../rootData/rootData.mapper';
import { contentConfigFromEnv } from '../source/config';
import { readNdjson, type StoredDocument } from '../source/dataset';
import { createEmbeddedSourceFromDocuments } from '../source/embedded-source';
import type { MapContext } from './context';
import { sanityImageUrls } from './image.mapper';
import { mapLink } from './link.mapper';

const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };

afterEach(() => vi.restoreAllMocks());

const external = (href: string) => ({ type: 'external' as const, title: 'Et link', href });

describe('mapLink: every link of the content leaves through one allow list', () => {
  it('https, http, mailto, tel and root-relative links are kept exactly as written', () => {
    for (const href of [
      'https://www.moesgaardmuseum.dk/',
      'https://example.com/a?b=c&d=e#f',
      'http://example.com',
      'mailto:info@natmus.dk',
      'tel:+4533134411',
    ]) {
      expect(mapLink(external(href), ctx), href).toEqual({ label: 'Et link', href, kind: 'external' });
    }
    // A path on this site written as an external link is a link to a page of this site.
    expect(mapLink(external('/besoeg-museet'), ctx)).toEqual({
      label: 'Et link',
      href: '/besoeg-museet',
      kind: 'internal',
    });
  });

  it('javascript:, data:, vbscript:, //host, /\\host and URLs with control characters give no link at all', () => {
    for (const href of HOSTILE_URLS) {
      expect(mapLink(external(href), ctx), JSON.stringify(href)).toBeNull();
      // Without a type, a link with an href is read as external: the same rule.
      expect(mapLink({ title: 'Et link', href }, ctx), JSON.stringify(href)).toBeNull();
    }
  });

  it('a page link stays on its site whatever its slug starts with (`\\host`, a tab, a line break)', () => {
    for (const slug of [
      '\\evil.example',
      '\\\\evil.example',
      '\t/evil.example',
      '\n\\evil.example',
      '/ /evil.example',
    ]) {
      const internal = mapLink({ type: 'internal', title: 'Side', targetType: 'landingPage', slug, locale: 'da' }, ctx);
      expect(internal?.href, JSON.stringify(slug)).toBe('/evil.example');
      const crossSite = mapLink(
        { type: 'crossSite', title: 'Side', targetType: 'landingPage', slug, locale: 'en', site: 'krigsmuseet' },
        ctx,
      );
      expect(new URL(crossSite?.href ?? '').origin, JSON.stringify(slug)).toBe(
        new URL(hosts.origins.krigsmuseet).origin,
      );
    }
    // A control character inside the slug is no usable address either: no link.
    expect(
      mapLink({ type: 'internal', title: 'Side', targetType: 'landingPage', slug: 'a\r\nb', locale: 'da' }, ctx),
    ).toBeNull();
  });
});

/**
 * The whole fixture dataset with every URL an editor can type (link hrefs in navigation, footer, blocks, buttons,
 * rich text and images' links; social profiles; ticket purchase links; podcast audio and Spreaker addresses; file
 * addresses) replaced by hostile ones in turn, then one page of every type with its site's header and footer
 * rendered: no hostile URL reaches the HTML or the structured data, and every page still renders.
 */
describe('hostile URLs everywhere in the content never reach the rendered page', () => {
  const URL_FIELDS = new Set(['href', 'url', 'playbackUrl', 'spreakerUrl']);
  let next = 0;
  function poison(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(poison);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) =>
        URL_FIELDS.has(key) && typeof field === 'string'
          ? [key, HOSTILE_URLS[next++ % HOSTILE_URLS.length]]
          : [key, poison(field)],
      ),
    );
  }
  const clean = readNdjson(join(import.meta.dirname, '../../../fixtures/content/dataset.ndjson'));
  // Image URLs are built from the asset id, never from its `url`; redirects have their own test (page-loader).
  const documents = clean.map((doc) =>
    doc._type === 'sanity.imageAsset' || doc._type === 'redirect' ? doc : (poison(doc) as StoredDocument),
  );
  const source = createEmbeddedSourceFromDocuments(documents);
  const config = contentConfigFromEnv({});
  const clock = () => new Date('2026-11-22T10:00:00Z');

  /** One published page of every type, each site's front page among them (their shells differ). */
  const pages = new Map<string, StoredDocument>();
  for (const doc of clean) {
    if (!isPageType(doc._type) || doc._id.startsWith('drafts.') || !isSiteId(String(doc.site))) continue;
    if (!isLocale(String(doc.locale)) || sites[String(doc.site) as keyof typeof sites].productionExcluded) continue;
    const key = doc._type === 'frontPage' ? `frontPage ${String(doc.site)}` : doc._type;
    if (!pages.has(key)) pages.set(key, doc);
  }

  /** Every attribute that takes a URL, entity-decoded. */
  const urlAttributes = (html: string) =>
    [...html.matchAll(/\s(href|src|action|formaction|poster|data)="([^"]*)"/g)].map(([, name, value]) => ({
      name,
      value: (value ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'"),
    }));
  const HOSTILE_MARK = /javascript|vbscript|evil\.example|^\s*data:(?!image\/)|^file:|^blob:/i;
  // Besides what content may link to: the site's own calendar subscription (webcal:) and image placeholders.
  const ALLOWED = /^(https?:\/\/[^/\\]|mailto:.|tel:.|\/(?![/\\])|#|\?|webcal:\/\/[^/\\]|data:image\/)/i;

  it('the dataset has pages of many types to check', () => {
    expect(pages.size).toBeGreaterThanOrEqual(15);
  });

  for (const doc of pages.values()) {
    const site = String(doc.site) as keyof typeof sites;
    const locale = String(doc.locale) as 'da' | 'en' | 'de' | 'sv';
    const slug = doc._type === 'frontPage' ? '' : String((doc.slug as { current?: string } | undefined)?.current);
    const path = pagePath(locale, slug);
    it(`${site} ${path} (${doc._type})`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const outcome = await loadPage({ site, path }, { source, hosts, clock });
      if (outcome.kind !== 'page') throw new Error(`${path} on ${site} gave ${outcome.kind}`);
      const pageCtx = mapContextFor(site, locale, hosts, config, '2026-11-22');
      const root = await loadRootDataOrFallback({ site, locale }, source);
      const rootData = rootDataOrFallback(root, pageCtx);
      const page = mapPage(outcome.page, { ...pageCtx, practical: sitePractical(rootData, pageCtx) });
      await loadPageCode(page.template);
      const html = renderToStaticMarkup(
        <LocaleProvider locale={locale}>
          <SiteShell shell={shellFromRootData(rootData, pageCtx, page.languages)}>
            <PageTemplate template={page.template} />
          </SiteShell>
        </LocaleProvider>,
      );
      expect(html.match(/<h1[\s>]/g)?.length, 'the page still renders, with its heading').toBe(1);
      for (const { name, value } of urlAttributes(html)) {
        expect(value, `${name}="${value}"`).not.toMatch(HOSTILE_MARK);
        expect(value, `${name}="${value}"`).toMatch(ALLOWED);
        expect(value, `${name}="${value}"`).not.toMatch(/[\p{Cc}\\]/u);
      }
      const jsonLd = page.head.jsonLd.map((node) => jsonLdText(node)).join('\n');
      expect(jsonLd).not.toMatch(/javascript|vbscript|evil\.example|data:text|file:\/\//i);
    });
  }
});
