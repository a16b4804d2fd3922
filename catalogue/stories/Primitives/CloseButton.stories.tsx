import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@design-system/primitives/Box';
import { CloseButton } from '@design-system/primitives/CloseButton';
import { Container } from '@design-system/primitives/Container';
import { type CloseButtonFixture, closeButtonFixtures as f } from '@fixtures/components/CloseButton.fixtures';

export default {
  title: 'Primitives/Close Button',
  meta: {
    usage: {
      when: 'Closes what it stands in: a dialog, the newsletter pop-up, the podcast player. One look for all of them.',
      props: 'label (its accessible name: what it closes), onClick.',
      accessibility:
        'A round 44 × 44 px button; the cross is decoration, the label is its name. Focus goes back where the visitor came from (the caller’s onClick).',
    },
  },
} satisfies StoryDefault;

const close = () => undefined;

const Example = ({ fixture }: { fixture: CloseButtonFixture }) => (
  <Container>
    <CloseButton label={fixture.label} onClick={close} />
  </Container>
);

export const Default: Story = () => <Example fixture={f.default} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;

/** On the impact colours, as in the podcast player: outlined in the text colour. */
export const OnImpact: Story = () => (
  <Box background="impact" padding="lg">
    <CloseButton label={f.default.label} onClick={close} />
  </Box>
);
