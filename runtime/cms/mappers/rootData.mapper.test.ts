import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRootData } from '../../loader/rootData-loader';
import { hostConfigFromEnv } from '../../sites/hosts';
import { createEmbeddedSource } from '../embedded-source';
import type { MapContext } from './context';
import { sanityImageUrls } from './image.mapper';
import { mapShell } from './rootData.mapper';

const source = createEmbeddedSource(path.resolve(import.meta.dirname, '../../../fixtures/content/dataset.ndjson'));
const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const ctx = (site: MapContext['site'], locale: MapContext['locale'] = 'da'): MapContext => ({
  site,
  locale,
  hosts,
  images,
});

async function shellOf(site: MapContext['site'], locale: MapContext['locale'] = 'da') {
  return mapShell(await loadRootData({ site, locale }, source), ctx(site, locale));
}

describe('root data to the shell (spec 3: navigation and site data)', () => {
  it('mainNavigation: lvl1 primary, lvl2 secondary, lvl3 tertiary', async () => {
    const shell = await shellOf('natmus');
    expect(shell.mainNavigation.map((link) => link.label)).toContain('Besøg museet');
    expect(shell.secondaryNavigation?.map((link) => link.label)).toEqual(['Køb billet', 'Åbningstider']);
    expect(shell.tertiaryNavigation?.map((link) => link.href)).toEqual([
      'http://forskning.localhost:3000/',
      'http://bevaring.localhost:3000/',
      'http://samling.localhost:3000/',
    ]);
  });

  it('tickets: the cta with label and url, and the practical-info link', async () => {
    const shell = await shellOf('krigsmuseet', 'en');
    expect(shell.ticketCta).toEqual({
      label: 'Buy tickets',
      href: 'https://billetter.natmus.dk/krigsmuseet',
      kind: 'external',
    });
    expect(shell.practicalInfoLink).toMatchObject({ label: 'Practical information', kind: 'internal' });
    expect(shell.practicalInfoLink?.href).toMatch(/^\/en\//);
  });

  it('recommendedSearchTerms from the navigation’s searchSuggestions, in the page’s locale', async () => {
    expect((await shellOf('natmus', 'de')).search?.recommendedTerms).toEqual([
      'Sonnenwagen',
      'Wikinger',
      'Egtved-Mädchen',
      'Öffnungszeiten',
    ]);
  });

  it('footerNavigation: general, groups, featured from subsites; socialProfiles; organizationDescription from the seo description', async () => {
    const { footer } = await shellOf('natmus', 'en');
    expect(footer.general?.map((link) => link.label)).toEqual(['Jobs', 'Press', 'Contact']);
    expect(footer.groups.length).toBeGreaterThan(0);
    expect(footer.featured?.map((link) => link.kind)).toEqual(['crossSite', 'crossSite', 'crossSite']);
    expect(footer.socialProfiles?.map((profile) => new URL(profile.url).hostname)).toEqual([
      'www.facebook.com',
      'www.instagram.com',
      'www.youtube.com',
      'x.com',
    ]);
    expect(footer.organizationDescription).toBeTruthy();
  });

  it('newsletter: only when the pop-up has a newsletter list; dismissal remembered per site', async () => {
    const natmus = await shellOf('natmus');
    expect(natmus.newsletter).toMatchObject({
      title: 'Nyhedsbrev fra Nationalmuseet',
      signupLink: { href: 'https://nyhedsbrev.natmus.dk/tilmeld/nationalmuseet', kind: 'external' },
      storageKey: 'newsletter-popup-dismissed:natmus',
    });
    expect((await shellOf('krigsmuseet')).newsletter?.storageKey).toBe('newsletter-popup-dismissed:krigsmuseet');
    // Kronborg's site config has no pop-up at all.
    expect((await shellOf('kronborg')).newsletter).toBeUndefined();
  });

  it('a pop-up without a newsletter list is not shown', () => {
    const shell = mapShell(
      {
        navigationData: null,
        siteConfig: {
          name: 'Nationalmuseet',
          newsletterPopUp: {
            title: 'Nyhedsbrev',
            text: null,
            link: { type: 'external', title: 'Tilmeld', href: 'https://x.dk' },
            listId: null,
          },
        },
      },
      ctx('natmus'),
    );
    expect(shell.newsletter).toBeUndefined();
  });
});
