import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { GridDebug } from '@design-system/shell/GridDebug';
import { gridDebugFixtures as f, type GridDebugFixture } from '@fixtures/components/GridDebug.fixtures';

export default {
  title: 'Shell/Grid Debug',
  meta: {
    usage: {
      when: 'The 12-column overlay (Shift+D) for checking alignment against the grid.',
      props: 'none: it follows the layout tokens.',
      accessibility: 'Hidden from assistive technology; it never takes focus.',
    },
  },
} satisfies StoryDefault;

const Example = ({ fixture }: { fixture: GridDebugFixture }) => (
  <Container>
    <Heading level={1}>{fixture.heading}</Heading>
    {fixture.paragraphs.map((paragraph) => (
      <p key={paragraph}>{paragraph}</p>
    ))}
    {fixture.fieldLabel ? (
      <p>
        <label>
          {fixture.fieldLabel} <input type="text" name="note" />
        </label>
      </p>
    ) : null}
    <GridDebug />
  </Container>
);

/** Press Shift+D to show or hide the 12-column grid (not while typing in the field). */
export const Default: Story = () => <Example fixture={f.default} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
