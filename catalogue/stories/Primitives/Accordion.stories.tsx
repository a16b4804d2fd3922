import type { Story, StoryDefault } from '@ladle/react';
import { Accordion } from '../../../design-system/primitives/Accordion';
import { Container } from '../../../design-system/primitives/Container';
import { accordionFixtures as f } from '../../../fixtures/components/Accordion.fixtures';

export default { title: 'Primitives/Accordion' } satisfies StoryDefault;

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
