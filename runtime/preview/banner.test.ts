import type { PageContextServer } from 'vike/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePath } from '../i18n/paths';
import { data } from '../pages/content/+data';
import { onBeforeRender } from '../pages/content/+onBeforeRender';
import type { LoadedContentPage } from '../render/types';
import { previewBannerModel, previewPageFacts, studioEditUrl } from './banner';
import { previewConfigFromEnv, studioUrlFromEnv } from './config';
import { type PreviewClientState, perspectiveModel, previewPageContext } from './pageContext';
import { encodeSession } from './session';

vi.stubEnv('PREVIEW_SESSION_KEY', 'test-session-key');
vi.stubEnv('SANITY_STUDIO_URL', 'https://museum.sanity.studio/production/');
vi.stubEnv('CONTENT_TODAY', '2026-11-22');
afterEach(() => vi.restoreAllMocks());

const STUDIO = 'https://museum.sanity.studio/production';
const cookie = (releases: string[] = []) =>
  `museum-preview=${encodeSession(
    { exp: Math.floor(Date.now() / 1000) + 60, releases },
    previewConfigFromEnv({ PREVIEW_SESSION_KEY: 'test-session-key' }).sessionKey,
  )}`;

describe('the Studio link: "{studio}/intent/edit/id={documentId};type={type}"', () => {
  it('takes the published id, encodes each value, and opens a release’s version with ?perspective=', () => {
    expect(studioEditUrl(STUDIO, { id: 'landingPage-natmus-visit-da', type: 'landingPage' })).toBe(
      `${STUDIO}/intent/edit/id=landingPage-natmus-visit-da;type=landingPage`,
    );
    expect(studioEditUrl(STUDIO, { id: 'drafts.page;x', type: 'landingPage' })).toBe(
      `${STUDIO}/intent/edit/id=page%3Bx;type=landingPage`,
    );
    expect(
      studioEditUrl(
        STUDIO,
        { id: 'versions.rSummer.page-1', type: 'exhibition' },
        { kind: 'release', releases: ['rSummer'] },
      ),
    ).toBe(`${STUDIO}/intent/edit/id=page-1;type=exhibition?perspective=rSummer`);
  });

  it('SANITY_STUDIO_URL: an http(s) address, trailing slash dropped; unset or anything else is no Studio', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(studioUrlFromEnv('https://museum.sanity.studio/production/')).toBe(STUDIO);
    expect(studioUrlFromEnv(undefined)).toBeUndefined();
    expect(studioUrlFromEnv(' ')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['javascript:alert(1)', '//studio.example', 'https://studio.example/?x=1', 'studio.example']) {
      expect(studioUrlFromEnv(bad), bad).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('the preview state a page gets', () => {
  it('outside preview: off, and nothing else (no perspective, date or Studio reaches the published HTML)', () => {
    expect(previewPageContext(undefined, { date: '2026-12-24' })).toEqual({
      preview: { enabled: false, overlay: false },
      previewPerspective: 'published',
    });
  });

  it('in preview: the perspective the runtime picked and the valid ?date (never the Studio’s address)', () => {
    expect(previewPageContext(cookie(), { date: '2026-12-24' }).preview).toEqual({
      enabled: true,
      overlay: true,
      perspective: { kind: 'drafts' },
      date: '2026-12-24',
    });
    const release = previewPageContext(cookie(['rSummer']), { date: '2026-02-30' });
    expect(release.previewPerspective).toEqual(['rSummer']);
    expect(release.preview.perspective).toEqual({ kind: 'release', releases: ['rSummer'] });
    expect(release.preview).not.toHaveProperty('date');
  });

  it('a perspective in the banner’s words', () => {
    expect(perspectiveModel('previewDrafts')).toEqual({ kind: 'drafts' });
    expect(perspectiveModel('published')).toEqual({ kind: 'published' });
    expect(perspectiveModel(['rA', 'rB'])).toEqual({ kind: 'release', releases: ['rA', 'rB'] });
  });
});

describe('the banner of a page in preview (the content route’s data and onBeforeRender hooks)', () => {
  const drafts = { kind: 'drafts' } as const;

  /** A content page as the server answers it in preview (or not), and the banner the Layout builds from it. */
  async function answer(path: string, preview: PreviewClientState, search: Record<string, string> = {}) {
    const pageContext = {
      site: 'natmus',
      locale: parsePath(path).locale,
      urlPathname: path,
      urlParsed: { search, searchAll: {} },
      headers: { host: 'localhost:3000' },
      preview,
      previewPerspective: preview.enabled ? 'previewDrafts' : 'published',
      isClientSideNavigation: false,
    } as unknown as PageContextServer;
    const loaded = await data(pageContext);
    const after = onBeforeRender({ ...pageContext, data: loaded } as PageContextServer).pageContext;
    return {
      after,
      model: previewBannerModel({ site: 'natmus', preview: after.preview ?? preview, back: path }),
    };
  }

  it('outside preview there is no banner, and the page context gets no preview facts', async () => {
    const { after, model } = await answer('/besoeg-museet', { enabled: false, overlay: false });
    expect(model).toBeNull();
    expect(after).not.toHaveProperty('preview');
    expect(previewBannerModel({ site: 'natmus', preview: undefined, back: '/' })).toBeNull();
  });

  it('a content page: the day, the Studio link to its document, and what search engines see, from the draft', async () => {
    const { model } = await answer(
      '/besoeg-museet',
      { enabled: true, overlay: false, perspective: drafts, date: '2026-12-24' },
      { date: '2026-12-24' },
    );
    expect(model).toEqual({
      theme: 'natmus',
      leaveHref: '/api/preview/disable?redirect=%2Fbesoeg-museet',
      perspective: drafts,
      date: '2026-12-24',
      studioHref: `${STUDIO}/intent/edit/id=landingPage-natmus-visit-da;type=landingPage`,
      seo: {
        title: 'Besøg museet – nye sommeråbningstider (kladde) – Nationalmuseet',
        description: 'Åbningstider, billetpriser, tilgængelighed og transport til Nationalmuseet i Prinsens Palæ.',
        canonical: 'http://localhost:3000/besoeg-museet',
        noindex: false,
      },
    });
  });

  it('a draft-only page: its SEO title and description, the page’s published id in the Studio link', async () => {
    const { model } = await answer('/soelvskatte', { enabled: true, overlay: false, perspective: drafts });
    expect(model?.studioHref).toBe(`${STUDIO}/intent/edit/id=landingPage-natmus-silver-hoards-da;type=landingPage`);
    expect(model?.seo?.title).toBe('Sølvskatte – ny særudstilling om vikingetidens rigdomme – Nationalmuseet');
    expect(model?.seo?.description).toMatch(/^Armringe, mønter og hugsølv/);
  });

  it('a page that is no content page (search, design pages): no day, no Studio link, no search-engine panel', () => {
    const model = previewBannerModel({
      site: 'natmus',
      preview: { enabled: true, overlay: false, perspective: drafts, date: '2026-12-24' },
      back: '/soeg?q=guld',
    });
    expect(model).toEqual({
      theme: 'natmus',
      leaveHref: '/api/preview/disable?redirect=%2Fsoeg%3Fq%3Dguld',
      perspective: drafts,
    });
  });

  it('without SANITY_STUDIO_URL there is no Studio link', () => {
    const loaded = {
      shell: { site: { name: 'Nationalmuseet' } },
      page: {
        id: 'x',
        type: 'landingPage',
        head: { title: 'Forside – Nationalmuseet', canonical: 'https://natmus.dk/', noindex: true },
      },
    } as unknown as LoadedContentPage;
    expect(previewPageFacts(loaded, { perspective: drafts })).toEqual({
      seo: { title: 'Forside – Nationalmuseet', canonical: 'https://natmus.dk/', noindex: true },
    });
  });
});
