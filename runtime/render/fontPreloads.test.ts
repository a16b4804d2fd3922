import { describe, expect, it } from 'vitest';
import { resolveTheme } from '@tokens/base';
import { siteTokens, themedSiteIds } from '@tokens/sites';
import { typefaceOfStack } from '@tokens/typefaces';
import { fontPreloads } from './fontPreloads';

describe('font preloads: the one or two files a site’s first view sets its text and headings in', () => {
  it('a site with serif headings preloads the display and the text face; one with sans headings the text face only', () => {
    const natmus = fontPreloads('natmus');
    expect(natmus).toHaveLength(2);
    expect(natmus.some((file) => /fraunces-latin-600/.test(file))).toBe(true);
    expect(natmus.some((file) => /source-sans-3-latin-wght-normal/.test(file))).toBe(true);
    expect(fontPreloads('krigsmuseet')).toEqual([natmus.find((file) => /source-sans-3/.test(file))]);
  });

  it('every site sets its text and headings in a brand typeface, and preloads only upright Latin woff2 files: the text face, and the display face at its heading weight', () => {
    for (const site of themedSiteIds) {
      const { font } = resolveTheme(siteTokens[site].theme);
      expect(typefaceOfStack(font.body), `${site} body`).toBeDefined();
      expect(typefaceOfStack(font.heading), `${site} headings`).toBeDefined();
      for (const file of fontPreloads(site))
        expect(file).toMatch(/(source-sans-3-latin-wght-normal|fraunces-latin-600)\b.*\.woff2$/);
    }
  });
});
