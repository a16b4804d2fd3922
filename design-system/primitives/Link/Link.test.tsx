// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { linkFixtures as f } from '@fixtures/components/Link.fixtures';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { Link } from './Link';

describe('Link (the spec: "Link: type (external, internal, cross-site)")', () => {
  it('internal: a relative href, no rel and no hint', () => {
    render(<Link link={f.default} />);
    const link = screen.getByRole('link', { name: 'Se alle udstillinger' });
    expect(link).toHaveAttribute('href', '/udstillinger');
    expect(link).not.toHaveAttribute('rel');
    expect(link).toHaveTextContent(/^Se alle udstillinger$/);
  });

  it('external: rel="noopener" and a visually hidden "(ekstern side)" in the page language', () => {
    const { unmount } = render(<Link link={f.external} />);
    const link = screen.getByRole('link', { name: /^Slots- og Kulturstyrelsen/ });
    expect(link).toHaveAttribute('href', 'https://slks.dk/');
    expect(link).toHaveAttribute('rel', 'noopener');
    const hint = link.lastElementChild;
    expect(hint).toHaveClass(visuallyHidden, { exact: true });
    expect(hint?.textContent).toBe(' (ekstern side)');
    unmount();
    render(<Link link={f.external} />, { locale: 'en' });
    expect(screen.getByRole('link').lastElementChild?.textContent).toBe(' (external site)');
  });

  it('cross-site (the spec: "A link to another site becomes an absolute URL on that site\'s domain"): absolute, but one of ours – no hint', () => {
    render(<Link link={f.crossSite} />);
    const link = screen.getByRole('link', { name: 'Besøg Frilandsmuseet i Lyngby' });
    expect(link).toHaveAttribute('href', 'https://frilandsmuseet.natmus.dk/');
    expect(link).not.toHaveAttribute('rel');
    expect(link.children).toHaveLength(0);
  });

  it('says the target’s language (hreflang), marks the current page, and takes children over the label', () => {
    render(
      <>
        <Link link={f.otherLanguage} />
        <Link link={f.minimal} current />
        <Link link={f.default} className="cta">
          Alle udstillinger
        </Link>
      </>,
    );
    const [otherLanguage, current, withChildren] = screen.getAllByRole('link');
    expect(otherLanguage).toHaveAttribute('href', '/en');
    expect(otherLanguage).toHaveAttribute('hreflang', 'en');
    expect(current).toHaveAccessibleName('Forside');
    expect(current).toHaveAttribute('href', '/');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(withChildren).toHaveAccessibleName('Alle udstillinger');
    expect(withChildren).toHaveAttribute('href', '/udstillinger');
    expect(withChildren).toHaveClass('cta', { exact: true });
  });
});
