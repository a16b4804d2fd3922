import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { RichText, type RichTextValue } from '@design-system/primitives/RichText';
import { richTextFixtures as f } from '@fixtures/components/RichText.fixtures';

export default {
  title: 'Primitives/Rich Text',
  meta: {
    usage: {
      when: 'Running text from the CMS (portable text): paragraphs, lists, links, quotes and inline images.',
      props: 'value (the portable text), headingOffset to fit headings into the page outline.',
      accessibility:
        "Headings from the editor are shifted below the page's own; links follow the Link rules; lists stay real lists.",
    },
  },
} satisfies StoryDefault;

const Example = ({ value }: { value: RichTextValue }) => (
  <Container narrow>
    <RichText value={value} />
  </Container>
);

export const Default: Story = () => <Example value={f.default} />;
/** Every block and mark: headings h2-h4 (shown as h3-h5 below a section's h2), lists, quotes, image, fact box. */
export const AllBlocks: Story = () => (
  <Container narrow>
    <Heading level={2}>Sådan bevares et mosefund</Heading>
    <RichText value={f.allBlocks} />
  </Container>
);
/** The same text directly below a page's h1: its own headings start at h2. */
export const BelowPageHeading: Story = () => (
  <Container narrow>
    <Heading level={1}>Sådan bevares et mosefund</Heading>
    <RichText value={f.allBlocks} headingLevel={1} />
  </Container>
);
export const LongText: Story = () => <Example value={f.longText} />;
export const Minimal: Story = () => <Example value={f.minimal} />;
export const Empty: Story = () => <Example value={f.empty} />;
