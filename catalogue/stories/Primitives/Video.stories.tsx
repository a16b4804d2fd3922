import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Video } from '@design-system/primitives/Video';
import { videoFixtures as f } from '@fixtures/components/Video.fixtures';

export default {
  title: 'Primitives/Video',
  meta: {
    usage: {
      when: 'A Mux video (full film or short clip) with poster, caption and transcript.',
      props: 'playbackId, type (full, clip), poster, range (a part of the film), caption, transcript, title.',
      accessibility:
        'Controls are keyboard-operable; clips play muted without sound; a transcript is needed for any film with speech.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container narrow>
    <Video {...f.default} />
  </Container>
);
export const Clip: Story = () => (
  <Container narrow>
    <Video {...f.clip} />
  </Container>
);
export const LongText: Story = () => (
  <Container narrow>
    <Video {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container narrow>
    <Video {...f.minimal} />
  </Container>
);
