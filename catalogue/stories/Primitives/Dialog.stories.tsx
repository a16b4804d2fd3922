import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '@design-system/primitives/Button';
import { Container } from '@design-system/primitives/Container';
import { Dialog } from '@design-system/primitives/Dialog';
import { type DialogFixture, dialogFixtures as f } from '@fixtures/components/Dialog.fixtures';

export default {
  title: 'Primitives/Dialog',
  meta: {
    usage: {
      when: "A modal that needs the visitor's attention before they continue (newsletter sign-up, lightbox). Prefer inline content when possible.",
      props: "open, the dialog's title and content, the close handler.",
      accessibility:
        'The native <dialog> as a modal: focus moves in, stays in and returns to the opener; Escape and the close button close it.',
    },
  },
} satisfies StoryDefault;

const Example = ({ fixture }: { fixture: DialogFixture }) => {
  const [open, setOpen] = useState(false);
  return (
    <Container>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {fixture.openLabel}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={fixture.title}>
        <p>{fixture.text}</p>
        {fixture.link ? (
          <p>
            <a href={fixture.link.href}>{fixture.link.label}</a>
          </p>
        ) : null}
      </Dialog>
    </Container>
  );
};

export const Default: Story = () => <Example fixture={f.default} />;
export const LongText: Story = () => <Example fixture={f.longText} />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
