import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Tabs } from '../../../design-system/primitives/Tabs';
import { tabsFixtures as f } from '../../../fixtures/components/Tabs.fixtures';

export default {
  title: 'Primitives/Tabs',
  meta: {
    usage: {
      when: 'Switching between views of the same thing (about an episode / transcript, teacher / student).',
      props: "tabs (label, content), label (the tab list's name).",
      accessibility:
        'The ARIA tabs pattern: arrow keys move between tabs, Tab moves into the panel; panels are named by their tab.',
    },
  },
} satisfies StoryDefault;

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
