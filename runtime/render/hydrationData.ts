import { isStaticBlock } from '@design-system/blocks/BlockList';
import type { ContentPageData } from './types';

/**
 * The page data a first load hydrates with: the static blocks of the page's block list keep only their type and
 * key. Their HTML is kept as the server rendered it, without their code (design-system/primitives/StaticIsland), so
 * the browser never reads their models; a client-side navigation's JSON carries them whole, as that page renders
 * in the browser.
 */
export function hydrationData(data: ContentPageData): ContentPageData {
  const props = data.page.template.props as { blocks?: unknown };
  if (!Array.isArray(props.blocks)) return data;
  const blocks = props.blocks.map((block: { _type: string; _key: string }) =>
    isStaticBlock(block._type) ? { _type: block._type, _key: block._key } : block,
  );
  return {
    ...data,
    page: {
      ...data.page,
      template: { ...data.page.template, props: { ...props, blocks } } as typeof data.page.template,
    },
  };
}
