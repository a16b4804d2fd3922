import type { PageContextClient } from 'vike/types';
import { registerWords } from '../../design-system/i18n/translate';

/** The browser gets only the current locale's interface words, with the page's data. */
export function onBeforeRenderClient(pageContext: PageContextClient): void {
  if (pageContext.words) registerWords(pageContext.locale, pageContext.words);
}
