import type { Story, StoryDefault } from '@ladle/react';
import { CompactRow, CompactRowList, type CompactRowProps } from '../../../design-system/primitives/CompactRow';
import { compactRowItem, compactRowList } from '../../../design-system/primitives/CompactRow/CompactRow.css';
import { Container } from '../../../design-system/primitives/Container';
import {
  compactRowFixtures as f,
  compactRowListFixtures as lists,
} from '../../../fixtures/components/CompactRow.fixtures';

/** The compact list row of search results, podcast episodes and ticket types: one row, and rows as a list. */
export default {
  title: 'Primitives/Compact Row',
  meta: {
    usage: {
      when: 'A dense list of dated items (events, press releases, publications) where a teaser with an image would be too big.',
      props: 'rows (title, link, label, date details), ordered, headingLevel for the row titles, extraDetails.',
      accessibility:
        "Each row's title is the link; dates are in <time>. Use ordered only when the order means something (a programme).",
    },
  },
} satisfies StoryDefault;

/** One row in a list of one, as the lists show it (rules above and below). */
function Row(props: CompactRowProps) {
  return (
    <Container>
      <ul className={compactRowList}>
        <li className={compactRowItem}>
          <CompactRow {...props} />
        </li>
      </ul>
    </Container>
  );
}

export const Default: Story = () => <Row {...f.default} />;
/** A very long title wraps; the description is cut to one line (two on narrow screens). */
export const LongText: Story = () => <Row {...f.longText} />;
/** Title and link only: no image (the thumbnail's place stays), no date, no type, no description. */
export const Minimal: Story = () => <Row {...f.minimal} />;
export const NoImage: Story = () => <Row {...f.noImage} />;
export const NoDate: Story = () => <Row {...f.noDate} />;
export const PodcastEpisode: Story = () => <Row {...f.podcastEpisode} />;
export const TicketType: Story = () => <Row {...f.ticket} />;
export const WithoutLink: Story = () => <Row {...f.withoutLink} />;

/** Rows of every kind as one list: titles line up whether a row has an image or not. */
export const List: Story = () => (
  <Container>
    <CompactRowList {...lists.default} />
  </Container>
);
export const ListLongText: Story = () => (
  <Container>
    <CompactRowList {...lists.longText} />
  </Container>
);
