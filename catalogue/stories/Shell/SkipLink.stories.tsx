import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { MAIN_CONTENT_ID, SkipLink } from '@design-system/shell/SkipLink';
import { skipLinkFixtures as f, type SkipLinkFixture } from '@fixtures/components/SkipLink.fixtures';

export default {
  title: 'Shell/Skip Link',
  meta: {
    usage: {
      when: 'The first focusable element of every page, jumping to the main content.',
      props: "href (the main area's id).",
      accessibility:
        'Hidden until it has keyboard focus, then fully visible; it moves focus, not only the scroll position.',
    },
  },
} satisfies StoryDefault;

/** The skip link before a page's main area (the target it jumps to). */
const Example = ({ fixture }: { fixture: SkipLinkFixture }) => (
  <>
    <SkipLink />
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container>
        <Heading level={1}>{fixture.heading}</Heading>
        {fixture.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Container>
    </main>
  </>
);

/** Press Tab: the skip link appears; Enter moves focus to the main area. */
export const Default: Story = () => <Example fixture={f.default} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
