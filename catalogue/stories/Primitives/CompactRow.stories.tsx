import type { Story, StoryDefault } from '@ladle/react';
import { ForceState, StateMatrix, stateNames } from '@catalogue/support/StateMatrix';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { CompactRow, CompactRowList, type CompactRowProps } from '@design-system/primitives/CompactRow';
import { compactRowItem, compactRowList } from '@design-system/primitives/CompactRow/CompactRow.css';
import { Container } from '@design-system/primitives/Container';
import { compactRowFixtures as f, compactRowListFixtures as lists } from '@fixtures/components/CompactRow.fixtures';

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

const stateLabels = {
  da: { row: 'Kompakt række' },
  en: { row: 'Compact row' },
  de: { row: 'Kompakte Zeile' },
  sv: { row: 'Kompakt rad' },
} as const;
const states = ['default', 'hover', 'focus'] as const;

/**
 * A row at rest, pointed at and focused, one state a row (a row is as wide as its list): hover and focus are forced on
 * the title link with `data-force-state` (pointing anywhere on the row points at it: its click area covers the row),
 * styled by the link's own hover rule (a heavier underline) and the theme's focus rule. A compact row has no pressed,
 * loading or error look.
 */
export const States: Story = () => {
  const { locale } = useCatalogueSettings();
  const labels = { ...stateNames[locale], ...stateLabels[locale] };
  return (
    <Container>
      <StateMatrix
        wide
        columns={[{ id: 'row', label: labels.row }]}
        rows={states.map((state) => ({ id: state, label: labels[state] }))}
        cell={(state) => (
          <ForceState state={state === 'default' ? null : state} target="a">
            <ul className={compactRowList}>
              <li className={compactRowItem}>
                <CompactRow {...f.default} />
              </li>
            </ul>
          </ForceState>
        )}
      />
    </Container>
  );
};
