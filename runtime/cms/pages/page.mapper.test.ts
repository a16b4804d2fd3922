import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@runtime/loader/page-loader';
import { loadRootData } from '@runtime/loader/rootData-loader';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import { miniDataset } from '@tests/support/miniDataset';
import type { MapContext } from '../content/context';
import { sanityImageUrls } from '../content/image.mapper';
import { mapShell } from '../rootData/rootData.mapper';
import { createEmbeddedSourceFromDocuments } from '../source/embedded-source';
import { mapPage } from './page.mapper';

const source = createEmbeddedSourceFromDocuments(miniDataset);
const hosts = hostConfigFromEnv({ PORT: '3000' });
const deps = { source, hosts, clock: () => new Date('2026-11-22T10:00:00Z') };
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const ctx = (locale: 'da' | 'en' = 'da'): MapContext => ({ site: 'natmus', locale, hosts, images });

async function pageAt(path: string) {
  const outcome = await loadPage({ site: 'natmus', path }, deps);
  if (outcome.kind !== 'page') throw new Error(`no page at ${path}`);
  return mapPage(outcome.page, ctx(outcome.locale === 'en' ? 'en' : 'da'));
}

afterEach(() => vi.restoreAllMocks());

describe('page mapping', () => {
  it('title falls back to the page title; description falls back to ogDescription', async () => {
    const front = await pageAt('/');
    expect(front.head.title).toBe('Nationalmuseet – Danmarks historie');
    expect(front.head.description).toBe('Oplev 14.000 års danmarkshistorie.');
    const visit = await pageAt('/besoeg-museet');
    expect(visit.head.title).toBe('Besøg museet');
  });

  it('canonical and og:url derive from the page url resolved against the site’s configured origin', async () => {
    const visit = await pageAt('/besoeg-museet');
    expect(visit.head.canonical).toBe('http://localhost:3000/besoeg-museet');
    expect(visit.head.ogUrl).toBe(visit.head.canonical);
  });

  it('noindex when the page says so; a hidden h1 when seo has injectedH1 text', async () => {
    const visit = await pageAt('/besoeg-museet');
    expect(visit.head.noindex).toBe(true);
    expect(visit.injectedH1).toBe('Praktisk information om dit besøg');
    expect((await pageAt('/')).head.noindex).toBe(false);
  });

  it('translations give the language switcher and hreflang alternates; other locales link to their root', async () => {
    const front = await pageAt('/');
    expect(front.urls).toEqual({ da: '/', en: '/en' });
    expect(front.languages.map((l) => [l.locale, l.href, l.current])).toEqual([
      ['da', '/', true],
      ['en', '/en', false],
      ['de', '/de', false],
      ['sv', '/sv', false],
    ]);
    expect(front.head.alternates).toContainEqual({ hrefLang: 'en', href: 'http://localhost:3000/en' });
  });

  it('"hreflang alternates for every translation plus x-default" (the Danish version, the default locale)', async () => {
    const front = await pageAt('/en');
    expect(front.head.alternates).toEqual([
      { hrefLang: 'en', href: 'http://localhost:3000/en' },
      { hrefLang: 'da', href: 'http://localhost:3000/' },
      { hrefLang: 'x-default', href: 'http://localhost:3000/' },
    ]);
    // A page with no Danish version has no default to point at.
    const englishOnly = mapPage(
      { _id: 'p', _type: 'landingPage', title: 'Visit', slug: 'visit', locale: 'en', site: 'natmus', translations: [] },
      ctx('en'),
    );
    expect(englishOnly.head.alternates).toEqual([{ hrefLang: 'en', href: 'http://localhost:3000/en/visit' }]);
  });

  it('spec: "site (only when different from the current site)"', async () => {
    const visit = await pageAt('/besoeg-museet');
    expect('site' in visit).toBe(false);
    const warMuseumPage = {
      _id: 'p',
      _type: 'landingPage',
      title: 'Besøg',
      slug: 'besoeg',
      locale: 'da',
      site: 'krigsmuseet',
    };
    const other = mapPage(warMuseumPage, ctx());
    expect(other.site).toBe('krigsmuseet');
    expect(other.url).toBe('http://krigsmuseet.localhost:3000/besoeg');
    expect('site' in mapPage({ ...warMuseumPage, site: 'natmus' }, ctx())).toBe(false);
  });

  it('og:image is the seo image; without one, the page’s hero or title image, absolute on the site’s configured origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The front page's seo has no image: its first hero item's image.
    expect((await pageAt('/')).head.ogImage).toMatch(
      /^http:\/\/localhost:3000\/images\/embedded\/stage\/a{40}-1600x900\.jpg\?/,
    );
    const image = (hash: string) => ({ assetId: `image-${hash.repeat(40)}-1600x900-jpg`, width: 1600, height: 900 });
    const visit = {
      _id: 'p',
      _type: 'landingPage',
      title: 'Besøg',
      slug: 'besoeg',
      locale: 'da',
      site: 'natmus',
      heroImage: image('b'),
    };
    const production = { ...ctx(), hosts: hostConfigFromEnv({ SITE_ORIGINS: 'production' }) };
    expect(mapPage(visit, production).head.ogImage).toMatch(
      /^https:\/\/natmus\.dk\/images\/embedded\/stage\/b{40}-1600x900\.jpg\?/,
    );
    expect(mapPage({ ...visit, seo: { image: image('c') } }, ctx()).head.ogImage).toMatch(
      /^http:\/\/localhost:3000\/images\/embedded\/stage\/c{40}-1600x900\.jpg\?/,
    );
    // No image at all, or a hero image without an asset: no og:image (and no second warning about the asset).
    expect(mapPage({ ...visit, heroImage: null }, ctx()).head.ogImage).toBeUndefined();
    warn.mockClear();
    expect(mapPage({ ...visit, heroImage: { assetId: null } }, ctx()).head.ogImage).toBeUndefined();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('Image without an asset'));
  });

  it('navigationColor defaults to foreground', async () => {
    expect((await pageAt('/')).navigationColor).toBe('foreground');
  });

  it('"Modules without a mapping are skipped with a warning"; a broken module degrades alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const front = await pageAt('/');
    if (front.template.type !== 'frontPage') throw new Error('expected the front page template');
    expect(front.template.props.blocks.map((b) => b._type)).toEqual(['textSection', 'image']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Module without a mapping skipped: carouselOfTheFuture'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid textSection module m4'));
  });

  it('"Images without an asset become an empty image (a warning is logged)"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const front = await pageAt('/');
    if (front.template.type !== 'frontPage') throw new Error('expected the front page template');
    const imageBlock = front.template.props.blocks.find((b) => b._type === 'image');
    expect(imageBlock && 'image' in imageBlock ? imageBlock.image : 'missing').toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Image without an asset'));
  });

  it('hero images get a responsive srcset with width and height, alt text in the page’s locale', async () => {
    const front = await pageAt('/');
    if (front.template.type !== 'frontPage') throw new Error('expected the front page template');
    const image = front.template.props.hero.items[0]?.image;
    expect(image).toMatchObject({
      width: 1200,
      height: 675,
      alt: 'Guldhornene i udstillingen',
      objectPosition: '40% 30%',
    });
    expect(image?.src).toMatch(/^\/images\/embedded\/stage\/a{40}-1600x900\.jpg\?/);
    expect(image?.srcSet?.split(', ')).toHaveLength(4);
    expect(image?.srcSet).toContain('w=480');
  });

  it('a link without a title takes the referenced document’s title', async () => {
    const front = await pageAt('/');
    if (front.template.type !== 'frontPage') throw new Error('expected the front page template');
    expect(front.template.props.hero.items[0]?.link).toEqual({
      label: 'Besøg museet',
      href: '/besoeg-museet',
      kind: 'internal',
    });
  });

  it('the hero is split with overlay text, except full on the war museum and the castle', async () => {
    const front = await pageAt('/');
    expect(front.template.type === 'frontPage' && front.template.props.hero.variant).toBe('split');
    const outcome = await loadPage({ site: 'krigsmuseet', path: '/' }, deps);
    if (outcome.kind !== 'page') throw new Error('no page');
    const war = mapPage(outcome.page, { ...ctx(), site: 'krigsmuseet' });
    expect(war.template.type === 'frontPage' && war.template.props.hero.variant).toBe('full');
  });

  it('an unknown page type yields an empty block list and is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = mapPage({ _id: 'x', _type: 'hologramPage', title: 'Hologram', locale: 'da', site: 'natmus' }, ctx());
    expect(view.template).toEqual({ type: 'unknown', props: { title: 'Hologram' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown page type "hologramPage"'));
  });
});

describe('shell mapping from root data', () => {
  it('main navigation from navigation data; links without title or url are dropped; cross-site absolute', async () => {
    const shell = mapShell(await loadRootData({ site: 'natmus', locale: 'da' }, source), ctx());
    expect(shell.mainNavigation).toEqual([
      { label: 'Besøg museet', href: '/besoeg-museet', kind: 'internal' },
      { label: 'Krigsmuseet', href: 'http://krigsmuseet.localhost:3000/', kind: 'crossSite' },
    ]);
    expect(shell.footer.address).toEqual({
      name: 'Nationalmuseet',
      street: 'Ny Vestergade 10',
      zip: '1471',
      city: 'København K',
    });
  });

  it('no root data gives the empty fallback: the site’s identity, no navigation', () => {
    const shell = mapShell(null, ctx('en'));
    expect(shell.site).toMatchObject({ theme: 'natmus', name: 'Nationalmuseet', logo: 'main', homeHref: '/en' });
    expect(shell.mainNavigation).toEqual([]);
    expect(shell.secondaryNavigation).toEqual([]);
    expect(shell.tertiaryNavigation).toEqual([]);
    expect(shell.featuredNavigation).toEqual([]);
    expect(shell.ticketCta).toBeUndefined();
    expect(shell.newsletter).toBeUndefined();
    expect(shell.footer).toEqual({
      groups: [],
      policyLinks: [],
      general: [],
      featured: [],
      socialProfiles: [],
      organizationDescription: undefined,
      address: undefined,
    });
  });
});
