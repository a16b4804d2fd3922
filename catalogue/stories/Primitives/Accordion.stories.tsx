import type { Story, StoryDefault } from '@ladle/react';
import { Accordion } from '../../../design-system/primitives/Accordion';
import { Container } from '../../../design-system/primitives/Container';
import { accordionFixtures as f } from '../../../fixtures/components/Accordion.fixtures';

export default {
  title: 'Primitives/Accordion',
  meta: {
    usage: {
      when: 'A list of questions or sections where the visitor opens only what they need (FAQ, practical details). For one single show-more, use Disclosure.',
      props: 'items (title, content), headingLevel to fit the page outline; each item opens on its own.',
      accessibility:
        'Each title is a button with aria-expanded inside a heading; the content is a region named by its title. Keep titles short and unique.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Accordion {...f.default} />
  </Container>
);
export const OpenFirst: Story = () => (
  <Container>
    <Accordion {...f.openFirst} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Accordion {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Accordion {...f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Accordion {...f.empty} />
  </Container>
);
