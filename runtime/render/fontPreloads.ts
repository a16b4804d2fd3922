import sourceSans3Upright from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import frauncesHeading from '@design-system/theme/fonts/fraunces-latin-600.woff2?url';
import { resolveTheme } from '@tokens/base';
import { siteTokens, type ThemedSiteId } from '@tokens/sites';
import { type Typeface, typefaceOfStack } from '@tokens/typefaces';

/**
 * The first-view font file of each brand typeface (the same files design-system/theme/typefaceFiles.ts declares, so
 * the build emits one hashed asset for both): the display face's heading cut, the text face's upright. What a
 * first view needs before its text can be set in the brand faces; the display face's regular cut and the italic
 * load when a page has text in them.
 */
const UPRIGHT_FILE: Record<Typeface, string> = {
  display: frauncesHeading,
  text: sourceSans3Upright,
};

/**
 * The font files a site's first view sets its headings and running text in, for `<link rel="preload">`: one file
 * when both are in the same typeface, two when they differ.
 */
export function fontPreloads(site: ThemedSiteId): string[] {
  const { font } = resolveTheme(siteTokens[site].theme);
  const faces = new Set([font.body, font.heading].map(typefaceOfStack).filter((face) => face !== undefined));
  return [...faces].map((face) => UPRIGHT_FILE[face]);
}
