import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { headingFixtures as f, type HeadingFixture } from '@fixtures/components/Heading.fixtures';

export default {
  title: 'Primitives/Heading',
  meta: {
    usage: {
      when: 'Every heading: the level follows the page outline, the size follows the design.',
      props: 'level (1–6), size (the visual step), id (for in-page links).',
      accessibility: 'Never skip levels for looks: choose the level from the outline and the size separately.',
    },
  },
} satisfies StoryDefault;

const Example = ({ level, size, text }: HeadingFixture) => (
  <Container>
    <Heading level={level} size={size}>
      {text}
    </Heading>
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const LongWord: Story = () => <Example {...f.longWord} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
export const Sizes: Story = () => (
  <Container>
    <Heading level={1} size="display">
      Display: Danmarks Oldtid
    </Heading>
    <Heading level={2} size="large">
      Large: Middelalder og renæssance
    </Heading>
    <Heading level={3} size="medium">
      Medium: Enevælden
    </Heading>
    <Heading level={4} size="small">
      Small: Praktisk information
    </Heading>
  </Container>
);
