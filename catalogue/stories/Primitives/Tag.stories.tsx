import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { TagList } from '../../../design-system/primitives/Tag';
import { tagFixtures as f } from '../../../fixtures/components/Tag.fixtures';

export default { title: 'Primitives/Tag' } satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <TagList tags={f.default} label="Emner" />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <TagList tags={f.longText} label="Emner" />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <TagList tags={f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <TagList tags={f.empty} />
  </Container>
);
