import { isStaticBlock } from '@design-system/blocks/BlockList';
import { withoutStaticData } from '@design-system/primitives/StaticIsland/staticData';
import { isStaticPage } from './templates';
import type { ContentPageData } from './types';

/**
 * The page data a first load hydrates with: nothing that only static code reads. The HTML of static code is kept
 * as the server rendered it, without its code (design-system/primitives/StaticIsland), so the browser never reads
 * its models: a static page (its template and every block static) keeps none of its template's props, and the
 * static blocks of an interactive page keep only their type and key; the data an interactive template or block hands
 * to its static parts (static data: the related teasers of an article, the lists of an overview) is left out. A
 * client-side navigation's JSON carries the page whole, as that page renders in the browser.
 */
export function hydrationData(data: ContentPageData): ContentPageData {
  const { template } = data.page;
  if (isStaticPage(template)) {
    return { ...data, page: { ...data.page, template: { type: template.type, props: {} } as typeof template } };
  }
  const props = withoutStaticData(template.props) as { blocks?: unknown };
  const blocks = Array.isArray(props.blocks)
    ? props.blocks.map((block: { _type: string; _key: string }) =>
        isStaticBlock(block._type) ? { _type: block._type, _key: block._key } : block,
      )
    : props.blocks;
  return {
    ...data,
    page: { ...data.page, template: { ...template, props: { ...props, blocks } } as typeof template },
  };
}
