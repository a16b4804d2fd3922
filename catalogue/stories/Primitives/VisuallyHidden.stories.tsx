import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';

/**
 * Text for assistive technology only: nothing shows, but a screen reader hears the hidden words
 * (here the link's full name, "Læs mere om Solvognen", and the page's h1 for injected SEO text).
 */
export default {
  title: 'Primitives/Visually Hidden',
  meta: {
    usage: {
      when: 'Text only screen readers need: a heading for a list that is visually obvious, or extra context for a link.',
      props: 'children, as.',
      accessibility: 'Never hide focusable content this way; it remains in the accessibility tree.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <VisuallyHidden as="h1">Solvognen fra Trundholm Mose</VisuallyHidden>
    <p>Solvognen blev fundet i Trundholm Mose i 1902 og er omkring 3.400 år gammel.</p>
    <p>
      <a href="/viden/solvognen">
        Læs mere<VisuallyHidden> om Solvognen</VisuallyHidden>
      </a>
    </p>
  </Container>
);
