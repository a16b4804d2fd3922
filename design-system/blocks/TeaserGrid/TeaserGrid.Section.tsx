import { useId } from 'react';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { Stack } from '@design-system/primitives/Stack';
import { isShowableTeaser, type TeaserModel } from '@design-system/primitives/Teaser';
import { header, overviewLink } from './TeaserGrid.css';
import { TeaserGridList } from './TeaserGrid.List';

/** What every teaser list block receives: an optional heading, an optional link to the overview, the teasers. */
export interface TeaserListModel {
  /** The block's heading (h2); the teasers are then h3, else h2. */
  title?: string;
  /** To the overview of all items, e.g. "Se alle udstillinger". */
  link?: LinkModel | null;
  items: TeaserModel[];
}

/**
 * The section every teaser list block renders: heading and overview link, then the grid. Shows at
 * most `limit` teasers; nothing renders without a showable teaser.
 */
export function TeaserSection({
  title,
  link,
  items,
  limit,
  featured = false,
}: TeaserListModel & { limit?: number; featured?: boolean }) {
  const headingId = useId();
  const shown = items.filter(isShowableTeaser).slice(0, limit);
  if (shown.length === 0) return null;
  const heading = title?.trim();
  return (
    <Container>
      <Stack as="section" gap="lg" paddingBlock="xl" aria-labelledby={heading ? headingId : undefined}>
        {heading || link?.href ? (
          <div className={header}>
            {heading ? (
              <Heading level={2} id={headingId}>
                {heading}
              </Heading>
            ) : null}
            {link?.href ? <Link link={link} className={overviewLink} /> : null}
          </div>
        ) : null}
        <TeaserGridList items={shown} headingLevel={heading ? 3 : 2} featured={featured} />
      </Stack>
    </Container>
  );
}
