import type { Story, StoryDefault } from '@ladle/react';
import { Breadcrumb } from '../../../design-system/primitives/Breadcrumb';
import { Container } from '../../../design-system/primitives/Container';
import { breadcrumbFixtures as f } from '../../../fixtures/components/Breadcrumb.fixtures';

export default { title: 'Primitives/Breadcrumb' } satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Breadcrumb items={f.default} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Breadcrumb items={f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Breadcrumb items={f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Breadcrumb items={f.empty} />
  </Container>
);
