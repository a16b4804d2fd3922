import { describe, expect, it } from 'vitest';
import { documentKey, overflowKey, sitemapKey, typeKey } from '../cache/surrogateKeys';
import { siteIds } from '../sites/registry';
import { purgePlan } from './purge';

describe('what a publish purges', () => {
  it('an update purges the document’s own keys, its translations’, its site’s sitemap; not its whole type', () => {
    const plan = purgePlan({
      _id: 'drafts.landingPage-natmus-visit-da',
      _type: 'landingPage',
      operation: 'update',
      site: 'natmus',
      slug: 'besoeg-museet',
      translations: [{ _id: 'landingPage-natmus-visit-en', slug: 'visit' }],
    });
    expect(plan.keys).toEqual(
      expect.arrayContaining([
        documentKey('landingPage-natmus-visit-da'),
        documentKey('landingPage-natmus-visit-en'),
        sitemapKey('natmus'),
        overflowKey('natmus'),
      ]),
    );
    expect(plan.keys).not.toContain(typeKey('landingPage'));
    expect(plan.keys).not.toContain(sitemapKey('kronborg'));
    expect(plan.documents).toEqual(['landingPage-natmus-visit-da', 'landingPage-natmus-visit-en']);
    expect(plan.paths).toEqual(expect.arrayContaining(['/besoeg-museet', '/en/besoeg-museet', '/visit', '/en/visit']));
    expect(plan.sites).toBeUndefined();
  });

  it('a creation or deletion (or a notice that does not say) purges every response showing its type', () => {
    expect(purgePlan({ _id: 'e1', _type: 'event', operation: 'create' }).keys).toContain(typeKey('event'));
    expect(purgePlan({ _id: 'e1', _type: 'event', operation: 'delete' }).keys).toContain(typeKey('event'));
    expect(purgePlan({ _id: 'e1', _type: 'event' }).keys).toContain(typeKey('event'));
  });

  it('a rename purges the slug before and after; a moved redirect its from-path before and after', () => {
    const renamed = purgePlan({ _id: 'p', _type: 'landingPage', slug: 'nyt-navn', previousSlug: 'gammelt-navn' });
    expect(renamed.paths).toEqual(expect.arrayContaining(['/nyt-navn', '/gammelt-navn', '/sv/gammelt-navn']));
    const redirect = purgePlan({ _id: 'r', _type: 'redirect', from: '/ny', previousFrom: '/gammel' });
    expect(redirect.paths).toEqual(['/ny', '/gammel']);
  });

  it('a notice without a site purges every site’s sitemap; bad fields are ignored, never a crash', () => {
    const plan = purgePlan({ _id: 'person-1', _type: 'person', site: 'louvre', slug: 42, translations: 'x' });
    for (const site of siteIds) expect(plan.keys).toContain(sitemapKey(site));
    expect(plan.paths).toEqual([]);
    expect(() => purgePlan(null)).not.toThrow();
    expect(purgePlan({ _type: 'navigation', site: 'natmus' }).sites).toEqual(['natmus']);
  });
});
