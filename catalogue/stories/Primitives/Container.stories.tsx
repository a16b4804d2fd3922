import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { type ContainerFixture, containerFixtures as f } from '@fixtures/components/Container.fixtures';

export default {
  title: 'Primitives/Container',
  meta: {
    usage: {
      when: "The page's content width with its side margins. Every block sits in one; nest it only for a narrower text column.",
      props: 'narrow (the reading measure), children.',
      accessibility: 'No semantics of its own: it never replaces a landmark or a section.',
    },
  },
} satisfies StoryDefault;

const Example = ({ narrow, paragraphs }: ContainerFixture) => (
  <Container narrow={narrow}>
    {paragraphs.map((text) => (
      <p key={text}>{text}</p>
    ))}
  </Container>
);

export const Default: Story = () => <Example {...f.default} />;
export const Narrow: Story = () => <Example {...f.narrow} />;
export const LongText: Story = () => <Example {...f.longText} />;
export const Minimal: Story = () => <Example {...f.minimal} />;
