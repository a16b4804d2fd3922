// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { buttonLinkFixtures as f } from '@fixtures/components/ButtonLink.fixtures';
import { button } from '../Button/Button.css';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link, not a button, in the button’s look (primary unless told)', () => {
    render(<ButtonLink link={f.default.link} />);
    const link = screen.getByRole('link', { name: 'Book en omvisning' });
    expect(link).toHaveAttribute('href', '/besoeg/omvisninger');
    expect(link).toHaveClass(button.primary, { exact: true });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a link to another site says so to screen readers and opens no window of its own', () => {
    render(<ButtonLink link={f.ticketShop.link} />);
    const link = screen.getByRole('link', { name: /^Køb billet/ });
    expect(link).toHaveAccessibleName(/^Køb billet ?\(ekstern side\)$/);
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).not.toHaveAttribute('target');
  });

  it('takes each look of the button', () => {
    render(
      <>
        <ButtonLink link={f.secondary.link} variant="secondary" />
        <ButtonLink link={f.inverse.link} variant="inverse" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Se alle arrangementer' })).toHaveClass(button.secondary, { exact: true });
    expect(screen.getByRole('link', { name: /^Tilmeld dig nyhedsbrevet/ })).toHaveClass(button.inverse, {
      exact: true,
    });
  });
});
