import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { TagList } from '../../../design-system/primitives/Tag';
import { tagFixtures as f } from '../../../fixtures/components/Tag.fixtures';

export default {
  title: 'Primitives/Tag',
  meta: {
    usage: {
      when: 'A short label for the type or topic of content (Særudstilling, Podcast); with href it filters or links to the topic.',
      props: 'label, href (then it is a link).',
      accessibility:
        'A tag without href is plain text; with href it is a link whose name is the label. Keep labels to one or two words.',
    },
  },
} satisfies StoryDefault;

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
