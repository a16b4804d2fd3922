import { toPlainText } from '@portabletext/toolkit';
import { plainText } from '../content/text';
import type { CmsPage } from './page.schema';

/** Search engines show about this many characters of a description; a longer teaser text is cut at a word. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Text or rich text as one line of plain text. */
export function plainOf(value: string | readonly { _type: string }[] | null | undefined): string {
  if (!value) return '';
  return plainText(typeof value === 'string' ? value : toPlainText([...value]));
}

function shortened(text: string): string {
  if (text.length <= DESCRIPTION_MAX_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:–-]+$/u, '');
  return `${atWord || cut}…`;
}

/**
 * "Description falls back to ogDescription" (spec), and without either the page's own teaser text, so every
 * indexable page has a meta description.
 */
export function pageDescription(page: Pick<CmsPage, 'seo' | 'teaserText'>): string | undefined {
  const seo = page.seo;
  const text = plainOf(seo?.description) || plainOf(seo?.ogDescription);
  if (text) return text;
  return shortened(plainOf(page.teaserText)) || undefined;
}
