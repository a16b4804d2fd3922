import type { Story, StoryDefault } from '@ladle/react';
import { Carousel } from '@design-system/primitives/Carousel';
import { Container } from '@design-system/primitives/Container';
import { carouselFixtures as f } from '@fixtures/components/Carousel.fixtures';

export default {
  title: 'Primitives/Carousel',
  meta: {
    usage: {
      when: 'A row of images the visitor scrolls sideways, when there are more than fit and order matters little.',
      props: "slides, label (the carousel's name), disableLightbox (no enlarged view).",
      accessibility:
        'Previous/next are real buttons with labels; slides are reachable by keyboard; nothing moves by itself.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Carousel {...f.default} />
  </Container>
);
export const WithoutLightbox: Story = () => (
  <Container>
    <Carousel {...f.withoutLightbox} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Carousel {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Carousel {...f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Carousel {...f.empty} />
  </Container>
);
