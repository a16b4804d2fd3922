import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniDataset } from '@tests/support/miniDataset';
import { NOT_FOUND_QUERY, PAGE_QUERY } from '../pages/page.query';
import { slugTypesFor } from '../pages/pageTypes';
import { ROOT_DATA_QUERY } from '../rootData/rootData.query';
import { contentConfigFromEnv } from './config';
import { readNdjson } from './dataset';
import { createEmbeddedSource } from './embedded-source';
import { createLiveSource } from './live-source';
import { type LocalSanityServer, startLocalSanityServer } from './local-sanity-server';
import type { ContentSource, QueryParams } from './source';

/**
 * Both implementations return the same result for the same query: the live @sanity/client over real
 * HTTP against the local Sanity-compatible server, and groq-js over the same documents in-process.
 */
function suite(
  name: string,
  datasetFile: () => string,
  cases: { site: string; path: string; slug: string; locale: string }[],
) {
  describe(name, () => {
    let server: LocalSanityServer;
    let live: ContentSource;
    let embedded: ContentSource;

    beforeAll(async () => {
      server = await startLocalSanityServer({ datasetFile: datasetFile(), dataset: 'stage' });
      const config = contentConfigFromEnv({ SANITY_PROJECT_ID: 'local1', SANITY_API_HOST: server.url });
      if (config.kind !== 'live') throw new Error('expected a live configuration');
      live = createLiveSource(config);
      embedded = createEmbeddedSource(datasetFile());
    });
    afterAll(() => server.close());

    const dates = { today: '2026-11-22', tomorrow: '2026-11-23' };
    for (const c of cases) {
      it(`PAGE_QUERY ${c.site} ${c.path}: live over HTTP equals embedded`, async () => {
        const params: QueryParams = { ...c, ...dates, slugTypes: slugTypesFor('natmus') };
        const before = server.requests;
        const viaHttp = await live.fetch(c.site, PAGE_QUERY, params);
        expect(server.requests).toBe(before + 1);
        expect(viaHttp).toEqual(await embedded.fetch(c.site, PAGE_QUERY, params));
      });
      it(`ROOT_DATA_QUERY and NOT_FOUND_QUERY ${c.site} ${c.locale}: live equals embedded`, async () => {
        const params = { site: c.site, locale: c.locale, ...dates };
        expect(await live.fetch(c.site, ROOT_DATA_QUERY, params)).toEqual(
          await embedded.fetch(c.site, ROOT_DATA_QUERY, params),
        );
        expect(await live.fetch(c.site, NOT_FOUND_QUERY, params)).toEqual(
          await embedded.fetch(c.site, NOT_FOUND_QUERY, params),
        );
      });
    }

    it('drafts are served only in the previewDrafts perspective, over HTTP as in-process', async () => {
      const documents = readNdjson(datasetFile());
      const draft = documents.find((d) => d._id.startsWith('drafts.') && d._type === 'landingPage');
      const published = documents.find((d) => d._id === draft?._id.slice('drafts.'.length));
      if (!draft || !published) throw new Error('the dataset needs a draft of a published landing page');
      const locale = String(draft.locale);
      const slug = (draft.slug as { current: string }).current;
      const path = locale === 'da' ? `/${slug}` : `/${locale}/${slug}`;
      const site = String(draft.site);
      const params = { slug, path, site, locale, ...dates, slugTypes: slugTypesFor('natmus') };
      const viaPublished = await live.fetch<{ page: { title: string } | null }>(site, PAGE_QUERY, params);
      const viaPreview = await live.fetch<{ page: { title: string } | null }>(
        site,
        PAGE_QUERY,
        params,
        'previewDrafts',
      );
      expect(viaPublished.page?.title).toBe(published.title);
      expect(viaPreview.page?.title).toBe(draft.title);
      expect(viaPreview.page?.title).not.toBe(viaPublished.page?.title);
      expect(viaPreview).toEqual(await embedded.fetch(site, PAGE_QUERY, params, 'previewDrafts'));
    });

    it('click-to-edit: a stega-enabled client over HTTP gets the same encoded preview as the embedded source', async () => {
      const documents = readNdjson(datasetFile());
      const draft = documents.find((d) => d._id.startsWith('drafts.') && d._type === 'landingPage');
      if (!draft) throw new Error('the dataset needs a draft of a landing page');
      const locale = String(draft.locale);
      const slug = (draft.slug as { current: string }).current;
      const path = locale === 'da' ? `/${slug}` : `/${locale}/${slug}`;
      const site = String(draft.site);
      const params = { slug, path, site, locale, ...dates, slugTypes: slugTypesFor('natmus') };
      const config = contentConfigFromEnv({ SANITY_PROJECT_ID: 'local1', SANITY_API_HOST: server.url });
      if (config.kind !== 'live') throw new Error('expected a live configuration');
      const stegaStudioUrl = 'https://studio.example.org';
      const liveStega = createLiveSource(config, { stegaStudioUrl });
      const embeddedStega = createEmbeddedSource(datasetFile(), { stegaStudioUrl });
      const viaHttp = await liveStega.fetch<{ page: { title: string } }>(site, PAGE_QUERY, params, 'previewDrafts');
      expect(viaHttp).toEqual(await embeddedStega.fetch(site, PAGE_QUERY, params, 'previewDrafts'));
      expect(viaHttp.page.title).not.toBe(draft.title);
      expect(stegaClean(viaHttp.page.title)).toBe(draft.title);
      expect(vercelStegaDecode<{ href: string }>(viaHttp.page.title)?.href).toContain(
        `/intent/edit/mode=presentation;id=${draft._id.slice('drafts.'.length)};type=landingPage;path=title`,
      );
      // Published reads through the same client settings stay plain.
      expect(await liveStega.fetch(site, PAGE_QUERY, params)).toEqual(await live.fetch(site, PAGE_QUERY, params));
    });

    it('the local server answers a malformed query with 400 and the client rejects', async () => {
      await expect(live.fetch('natmus', '*[_type == ', {})).rejects.toThrow();
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'museum-dataset-'));
const miniFile = join(dir, 'mini.ndjson');
writeFileSync(miniFile, miniDataset.map((d) => JSON.stringify(d)).join('\n'));

suite('content sources over the unit-test dataset', () => miniFile, [
  { site: 'natmus', path: '/', slug: '', locale: 'da' },
  { site: 'natmus', path: '/besoeg-museet', slug: 'besoeg-museet', locale: 'da' },
  { site: 'natmus', path: '/gammel-side', slug: 'gammel-side', locale: 'da' },
  { site: 'natmus', path: '/en', slug: '', locale: 'en' },
]);

const embeddedFile = join(import.meta.dirname, '../../../fixtures/content/dataset.ndjson');
if (existsSync(embeddedFile)) {
  suite('content sources over the embedded dataset', () => embeddedFile, [
    { site: 'natmus', path: '/', slug: '', locale: 'da' },
    { site: 'krigsmuseet', path: '/en', slug: '', locale: 'en' },
    { site: 'kronborg', path: '/de', slug: '', locale: 'de' },
    { site: 'trelleborg', path: '/sv', slug: '', locale: 'sv' },
    { site: 'natmus', path: '/gammel-side', slug: 'gammel-side', locale: 'da' },
    { site: 'samling', path: '/findes-ikke', slug: 'findes-ikke', locale: 'da' },
  ]);
}
