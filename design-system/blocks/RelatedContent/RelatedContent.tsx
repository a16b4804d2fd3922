import { useId } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { Tabs } from '@design-system/primitives/Tabs';
import { isShowableTeaser, type TeaserModel } from '@design-system/primitives/Teaser';
import { TeaserGridList } from '../TeaserGrid';

/** One tab: chosen by hand, by tag or by content type (the runtime already picked its items). */
export interface RelatedContentGroupModel {
  key: string;
  /** The tab's label, e.g. "Vikingetiden" or "Podcasts". */
  label: string;
  items: TeaserModel[];
}

export interface RelatedContentModel {
  /** The block's heading (h2); "Relateret indhold" when the editor gave none. */
  title?: string;
  groups: RelatedContentGroupModel[];
}

/**
 * Related content in tabs, one group of teasers each (the Tabs primitive). Groups without items are
 * dropped; a single group shows without tabs; nothing renders without a group.
 */
export function RelatedContent({ title, groups }: RelatedContentModel) {
  const t = useText();
  const headingId = useId();
  const shown = groups
    .map((entry) => ({ ...entry, items: entry.items.filter(isShowableTeaser) }))
    .filter((entry) => entry.label?.trim() && entry.items.length > 0);
  if (shown.length === 0) return null;
  const heading = title?.trim() || t('listRelatedContentHeading');
  return (
    <Container>
      <Stack as="section" gap="md" paddingBlock="xl" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          {heading}
        </Heading>
        <Tabs
          label={heading}
          hideWhenSingle
          tabs={shown.map((entry) => ({
            id: entry.key,
            label: entry.label,
            content: <TeaserGridList items={entry.items} headingLevel={3} />,
          }))}
        />
      </Stack>
    </Container>
  );
}
