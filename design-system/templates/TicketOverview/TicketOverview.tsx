import { useId } from 'react';
import { BlockList, type BlockModel } from '@design-system/blocks/BlockList';
import { PageHero, type PageHeroModel } from '@design-system/blocks/PageHero';
import type { TeaserListModel } from '@design-system/blocks/TeaserGrid';
import { CompactRowList } from '@design-system/primitives/CompactRow/CompactRow';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Stack } from '@design-system/primitives/Stack';
import { isShowableTeaser } from '@design-system/primitives/Teaser/teaserModel';

export interface TicketOverviewModel {
  hero: PageHeroModel;
  /** The featured tickets (the kinds of ticket), each a row linking to its ticket page, with its prices. */
  featuredTickets: TeaserListModel;
  blocks: BlockModel[];
}

/** The kinds of ticket as compact rows (thumbnail, name, prices, a line about it) under the section's heading. */
function TicketTypeRows({ title, items }: TeaserListModel) {
  const headingId = useId();
  const shown = items.filter(isShowableTeaser);
  if (shown.length === 0) return null;
  const heading = title?.trim();
  return (
    <Container>
      <Stack as="section" gap="lg" paddingBlock="xl" aria-labelledby={heading ? headingId : undefined}>
        {heading ? (
          <Heading level={2} id={headingId}>
            {heading}
          </Heading>
        ) : null}
        <CompactRowList rows={shown} headingLevel={heading ? 3 : 2} />
      </Stack>
    </Container>
  );
}

/** The ticket overview: the featured tickets as compact rows, then the modules. */
export function TicketOverview({ hero, featuredTickets, blocks }: TicketOverviewModel) {
  return (
    <>
      <PageHero {...hero} />
      <TicketTypeRows {...featuredTickets} />
      <BlockList blocks={blocks} />
    </>
  );
}
