// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { closeButtonFixtures as f } from '@fixtures/components/CloseButton.fixtures';
import { CloseButton } from './CloseButton';

describe('CloseButton', () => {
  it('is a button named by its label whose cross is decoration, and a click closes', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<CloseButton label={f.minimal.label} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Luk' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent('×');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
