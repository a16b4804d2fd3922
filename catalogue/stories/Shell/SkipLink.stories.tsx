import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Heading } from '../../../design-system/primitives/Heading';
import { MAIN_CONTENT_ID, SkipLink } from '../../../design-system/shell/SkipLink';

export default { title: 'Shell/Skip Link' } satisfies StoryDefault;

/** Press Tab: the skip link appears; Enter moves focus to the main area. */
export const Default: Story = () => (
  <>
    <SkipLink />
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container>
        <Heading level={1}>Besøg Nationalmuseet</Heading>
        <p>Tryk på tabulatortasten for at se linket, der springer navigationen over.</p>
      </Container>
    </main>
  </>
);
