import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Tabs } from '../../../design-system/primitives/Tabs';
import { tabsFixtures as f } from '../../../fixtures/components/Tabs.fixtures';

export default { title: 'Primitives/Tabs' } satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Tabs {...f.default} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Tabs {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Tabs {...f.minimal} />
  </Container>
);
export const HiddenWhenSingle: Story = () => (
  <Container>
    <Tabs {...f.hiddenWhenSingle} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Tabs {...f.empty} />
  </Container>
);
