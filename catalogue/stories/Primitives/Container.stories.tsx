import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { type ContainerFixture, containerFixtures as f } from '../../../fixtures/components/Container.fixtures';

export default { title: 'Primitives/Container' } satisfies StoryDefault;

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
