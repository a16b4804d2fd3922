import type { Story, StoryDefault } from '@ladle/react';
import { ChipLink } from '@design-system/primitives/ChipLink';
import { Container } from '@design-system/primitives/Container';
import { Stack } from '@design-system/primitives/Stack';
import { type ChipLinkFixture, chipLinkFixtures as f } from '@fixtures/components/ChipLink.fixtures';

export default {
  title: 'Primitives/Chip Link',
  meta: {
    usage: {
      when: 'A row of small links that filter a list (search types, calendar tags) or jump to the sections of a page.',
      props:
        'href, current (the page shown: aria-current), selected (a filter that is on; its link takes it off), rel.',
      accessibility:
        'Real links, 44 px high, in a list. The one in force is bold and turned round, not told by colour alone; a selected filter says in its text that the link removes it.',
    },
  },
} satisfies StoryDefault;

const Row = ({ chips }: { chips: ChipLinkFixture[] }) => (
  <Container>
    <Stack as="ul" direction="horizontal" wrap gap="xs">
      {chips.map((chip) => (
        <li key={chip.href}>
          <ChipLink href={chip.href} current={chip.current} selected={chip.selected}>
            {chip.label}
          </ChipLink>
        </li>
      ))}
    </Stack>
  </Container>
);

export const Default: Story = () => <Row chips={f.default} />;
export const SelectedFilter: Story = () => <Row chips={f.selectedFilter} />;
export const LongText: Story = () => <Row chips={f.longText} />;
export const Minimal: Story = () => <Row chips={f.minimal} />;
