// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { buttonFixtures as f } from '@fixtures/components/Button.fixtures';
import { Button } from './Button';

describe('Button', () => {
  it('renders a real button of type "button" by default', () => {
    render(<Button>{f.default.label}</Button>);
    const button = screen.getByRole('button', { name: 'Køb billet' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).not.toBe('');
    expect(button).toHaveTextContent(/^Køb billet$/);
  });

  it('keeps the type and aria attributes it is given', () => {
    render(
      <Button type="submit" aria-expanded={false} aria-controls="menu" variant="link">
        {f.linkStyled.label}
      </Button>,
    );
    const button = screen.getByRole('button', { name: f.linkStyled.label, expanded: false });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-controls', 'menu');
  });

  it('gives each variant its own class', () => {
    render(
      <>
        <Button variant="primary">primary</Button>
        <Button variant="secondary">secondary</Button>
        <Button variant="link">link</Button>
      </>,
    );
    const classes = screen.getAllByRole('button').map((button) => button.className);
    expect(new Set(classes).size).toBe(3);
  });

  it('loading: keeps its label, says it is busy and unavailable, and stays focusable (no disabled attribute)', () => {
    render(<Button loading>{f.default.label}</Button>);
    const button = screen.getByRole('button', { name: 'Køb billet' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The spinner comes first and is decoration.
    expect(button.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(button.firstElementChild).toBeEmptyDOMElement();
    expect(button).not.toHaveAttribute('disabled');
    expect(button).not.toHaveAttribute('tabindex');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('not loading: no busy or disabled state, and a caller’s own aria-disabled is kept', () => {
    const { unmount } = render(<Button loading={false}>{f.default.label}</Button>);
    const button = screen.getByRole('button', { name: 'Køb billet' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button.querySelector('[aria-hidden]')).toBeNull();
    unmount();
    render(<Button aria-disabled>{f.default.label}</Button>);
    expect(screen.getByRole('button', { name: 'Køb billet' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('loading: a click (or a submit button’s submit) is ignored; once loaded, clicks reach the handler again', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading={loading} onClick={onClick}>
          {f.default.label}
        </Button>
      </form>
    );
    const { rerender } = render(form(true));
    await user.click(screen.getByRole('button', { name: 'Køb billet' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(form(false));
    await user.click(screen.getByRole('button', { name: 'Køb billet' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('iconOnly: a round button of its own look, named by its aria-label', () => {
    render(
      <>
        <Button variant="secondary">{f.secondary.label}</Button>
        <Button variant="secondary" iconOnly aria-label="Søg">
          <span aria-hidden="true" />
        </Button>
      </>,
    );
    const [withLabel, icon] = screen.getAllByRole('button');
    expect(icon).toHaveAccessibleName('Søg');
    expect(icon?.className).toContain(withLabel?.className);
    expect(icon?.className).not.toBe(withLabel?.className);
  });
});
