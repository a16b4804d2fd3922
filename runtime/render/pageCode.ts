import { loadBlocksIn } from '@design-system/blocks/BlockList';
import { loadStaticParts } from '@design-system/primitives/StaticIsland';
import { isStaticPage, loadTemplate, type TemplateModel } from './templates';

/**
 * The code a content page renders with, loaded before it renders: its template and the blocks its
 * data holds (each is a chunk of its own, so a first load carries only what the page shows). When
 * the browser hydrates the server's HTML (a first load), only the code that needs a browser: the
 * interactive blocks, and the template unless the whole page is static, without the static parts
 * the template declares. Static code keeps its server HTML without being downloaded
 * (design-system/primitives/StaticIsland).
 */
export async function loadPageCode(template: TemplateModel, { hydration = false }: { hydration?: boolean } = {}) {
  if (hydration && isStaticPage(template)) return;
  await Promise.all([loadTemplate(template), loadBlocksIn(template.props, { interactiveOnly: hydration })]);
  // The static parts that code declares (a hero beside a play button, a tab's teasers), unless a first load keeps
  // their server HTML.
  if (!hydration) await loadStaticParts();
}
