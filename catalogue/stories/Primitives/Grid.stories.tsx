import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Grid } from '@design-system/primitives/Grid';
import { gridFixtures as f, type GridFixture } from '@fixtures/components/Grid.fixtures';

export default {
  title: 'Primitives/Grid',
  meta: {
    usage: {
      when: 'The 12-column layout grid for cards and side-by-side content.',
      props: 'span (columns per breakpoint), rowGap, as.',
      accessibility:
        'Visual order follows source order: never reorder cards with the grid alone, or the keyboard order will differ from what is seen.',
    },
  },
} satisfies StoryDefault;

/** Each cell a surface box labelled with its content, so the columns and gutters show. */
const Example = ({ items }: GridFixture) => (
  <Container>
    <Grid as="ul" paddingBlock="md">
      {items.map((cell, index) => (
        <Grid.Item as="li" key={`${cell.label}-${index}`} span={cell.span} padding="xs" background="surface">
          {cell.label}
        </Grid.Item>
      ))}
    </Grid>
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const Columns: Story = () => <Example {...f.columns} />;
export const Responsive: Story = () => <Example {...f.responsive} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
export const Empty: Story = () => <Example {...f.empty} />;
