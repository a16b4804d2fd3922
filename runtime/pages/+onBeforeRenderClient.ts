import type { PageContextClient } from 'vike/types';
import { registerWords } from '../../design-system/i18n/translate';
import { loadTemplate } from '../render/templates';
import type { ContentPageData } from '../render/types';

/**
 * Before the browser renders a page: the current locale's interface words (they come with the
 * page's data) and the page's template chunk (each template is loaded on demand).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.words) registerWords(pageContext.locale, pageContext.words);
  const template = (pageContext.data as Partial<ContentPageData> | undefined)?.page?.template;
  if (template) await loadTemplate(template);
}
