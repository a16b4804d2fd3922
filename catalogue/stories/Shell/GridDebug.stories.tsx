import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Heading } from '../../../design-system/primitives/Heading';
import { GridDebug } from '../../../design-system/shell/GridDebug';

export default { title: 'Shell/Grid Debug' } satisfies StoryDefault;

/** Press Shift+D to show or hide the 12-column grid (not while typing in the field). */
export const Default: Story = () => (
  <Container>
    <Heading level={1}>Gitteret</Heading>
    <p>Tryk Shift+D for at vise eller skjule sidens 12 kolonner.</p>
    <p>
      <label>
        Skriv her – genvejen virker ikke, mens du skriver: <input type="text" name="note" />
      </label>
    </p>
    <GridDebug />
  </Container>
);
