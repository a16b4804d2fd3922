import { describe, expect, it } from 'vitest';
import { axeCoverPages, type DatasetPage, datasetPages } from './site';

const pages = datasetPages();
const pairs = (list: DatasetPage[], key: (page: DatasetPage) => string) => new Set(list.map(key));

describe('the pages the browser axe run visits (tests/browser/pages.spec.ts)', () => {
  const chosen = axeCoverPages(pages);

  it('"every page type renders in every locale on a site that has it … with axe zero violations"', () => {
    const typeLocale = (page: DatasetPage) => `${page.type} ${page.locale}`;
    expect(pairs(chosen, typeLocale)).toEqual(pairs(pages, typeLocale));
    expect(pairs(pages, typeLocale).size).toBe(4 * new Set(pages.map((page) => page.type)).size);
  });

  it('every production site in every locale, and every page type on every site that has it', () => {
    const siteLocale = (page: DatasetPage) => `${page.site} ${page.locale}`;
    const siteType = (page: DatasetPage) => `${page.site} ${page.type}`;
    expect(pairs(chosen, siteLocale)).toEqual(pairs(pages, siteLocale));
    expect(pairs(chosen, siteType)).toEqual(pairs(pages, siteType));
  });

  it('is a cover, not the whole dataset, and the same on every run', () => {
    expect(chosen.length).toBeLessThan(pages.length / 2);
    expect(axeCoverPages([...pages].reverse()).map((page) => page.id)).toEqual(chosen.map((page) => page.id));
  });

  it('covers nothing from nothing', () => {
    expect(axeCoverPages([])).toEqual([]);
  });
});
