// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { dialogFixtures as f } from '@fixtures/components/Dialog.fixtures';
import { Dialog } from './Dialog';

/** A page with a button that opens the dialog, as callers use it. */
function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {f.default.openLabel}
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title={f.default.title}
      >
        {f.default.text}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders a closed native dialog labelled by its heading', () => {
    render(
      <Dialog open={false} onClose={() => {}} title={f.default.title}>
        {f.default.text}
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    const heading = screen.getByRole('heading', { level: 2, hidden: true });
    expect(heading).toHaveTextContent(f.default.title);
    expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
  });

  it('has a close button named in the page language, and takes the title level from the caller', () => {
    render(
      <Dialog open={false} onClose={() => {}} title={f.minimal.title} titleLevel={3}>
        {f.minimal.text}
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Luk', hidden: true })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('heading', { level: 3, name: f.minimal.title, hidden: true })).toBeInTheDocument();
  });

  it('opens as a modal named by its title; the close button closes it and tells the owner once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: f.default.openLabel }));
    const dialog = screen.getByRole('dialog', { name: f.default.title });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent(f.default.text);
    await user.click(screen.getByRole('button', { name: 'Luk' }));
    // The browser's close event follows a task later: it must not tell the owner a second time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: f.default.openLabel })).toHaveFocus();
  });

  it('can be wide (for images)', () => {
    render(
      <>
        <Dialog open={false} onClose={() => {}} title="narrow">
          y
        </Dialog>
        <Dialog open={false} onClose={() => {}} title="wide" wide>
          y
        </Dialog>
      </>,
    );
    const [narrow, wide] = screen.getAllByRole('dialog', { hidden: true });
    expect(wide?.className).not.toBe(narrow?.className);
  });
});
