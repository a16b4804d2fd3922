import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import { Text } from '@design-system/primitives/Text';
import { type BoxFixture, boxFixtures as f } from '@fixtures/components/Box.fixtures';

export default {
  title: 'Primitives/Box',
  meta: {
    usage: {
      when: 'A padded surface behind a group of content (a fact box, a card body). Not a layout tool: use Stack or Grid for spacing between things.',
      props:
        'background (surface, impact), padding/paddingBlock/paddingInline from the space scale, radius, as (the element).',
      accessibility:
        'Purely visual: choose `as` (section, aside, div) for the meaning. Text on impact backgrounds uses the impact foreground, AA-checked in every theme.',
    },
  },
} satisfies StoryDefault;

const Example = ({ paragraphs, ...box }: BoxFixture) => (
  <Container>
    <Box {...box}>
      {paragraphs.map((text) => (
        <Text key={text}>{text}</Text>
      ))}
    </Box>
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const Impact: Story = () => <Example {...f.impact} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
export const Empty: Story = () => <Example {...f.empty} />;
