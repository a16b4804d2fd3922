import { useText } from '@design-system/i18n/LocaleContext';
import type { TeaserModel } from '@design-system/primitives/Teaser';
import { TeaserSection } from '../TeaserGrid';

/** Random related content shows this many items at most. */
export const RANDOM_RELATED_LIMIT = 10;

/** Related items the runtime already chose (newest updated first, same locale and site). */
export interface RandomRelatedContentModel {
  /** The block's heading (h2); "Måske er du også interesseret i" when the editor gave none. */
  title?: string;
  items: TeaserModel[];
}

/** Up to ten related teasers in a grid. Nothing renders without an item. */
export function RandomRelatedContent({ title, items }: RandomRelatedContentModel) {
  const t = useText();
  return (
    <TeaserSection title={title?.trim() || t('listRandomRelatedHeading')} items={items} limit={RANDOM_RELATED_LIMIT} />
  );
}
