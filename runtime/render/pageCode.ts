import { loadBlocksIn } from '../../design-system/blocks/BlockList';
import { loadTemplate, type TemplateModel } from './templates';

/**
 * The code a content page renders with, loaded before it renders: its template and the blocks its
 * data holds (each is a chunk of its own, so a first load carries only what the page shows).
 */
export async function loadPageCode(template: TemplateModel): Promise<void> {
  await Promise.all([loadTemplate(template), loadBlocksIn(template.props)]);
}
