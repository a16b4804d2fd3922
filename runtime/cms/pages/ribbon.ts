import type { TextRibbonModel } from '@design-system/blocks/TextRibbon';
import type { LinkModel } from '@design-system/primitives/Link';
import type { CmsRibbon } from '../calendar/calendar.schema';
import type { CmsLink } from '../content/common.schema';
import type { MapContext } from '../content/context';

/** An event ribbon (a short text with a link), or null without text. */
export function mapRibbon(
  ribbon: CmsRibbon | null | undefined,
  ctx: MapContext,
  mapLink: (link: CmsLink | null | undefined, ctx: MapContext) => LinkModel | null,
): TextRibbonModel | null {
  const text = ribbon?.text?.trim();
  if (!text) return null;
  const link = mapLink(ribbon?.link, ctx);
  return link ? { text, link } : { text };
}
