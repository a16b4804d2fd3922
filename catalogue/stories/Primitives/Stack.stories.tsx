import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import { Stack } from '@design-system/primitives/Stack';
import { stackFixtures as f, type StackFixture } from '@fixtures/components/Stack.fixtures';

export default {
  title: 'Primitives/Stack',
  meta: {
    usage: {
      when: 'Spacing between things in one direction (a column of texts, a row of buttons).',
      props: 'direction, gap (the space scale), align, justify, wrap, as.',
      accessibility: 'Purely visual; set `as` (ul, ol) when the items are a list.',
    },
  },
} satisfies StoryDefault;

/** Each item a surface box, so the gap between them shows. */
const Example = ({ items, ...stack }: StackFixture) => (
  <Container>
    <Stack as="ul" paddingBlock="md" {...stack}>
      {items.map((label) => (
        <Box as="li" key={label} padding="sm" background="surface" radius="sm">
          {label}
        </Box>
      ))}
    </Stack>
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const Horizontal: Story = () => <Example {...f.horizontal} />;
export const SpaceBetween: Story = () => <Example {...f.spaceBetween} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
export const Empty: Story = () => <Example {...f.empty} />;
