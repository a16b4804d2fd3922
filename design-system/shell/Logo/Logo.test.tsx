// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { allLogos } from '@fixtures/components/Logo.fixtures';
import { Logo } from './Logo';
import { logoMarks, logoOrDefault } from './logoMarks';

describe('Logo', () => {
  it('has a mark for every logo of the spec: main, research, conservation, collection, castle, war museum, open-air museum, Jelling, Trelleborg, ships, camp, commando farm', () => {
    expect(Object.keys(logoMarks).sort()).toEqual(
      [
        'main',
        'research',
        'conservation',
        'collection',
        'castle',
        'warMuseum',
        'openAirMuseum',
        'jelling',
        'trelleborg',
        'ships',
        'camp',
        'commandoFarm',
      ].sort(),
    );
    expect(new Set(Object.values(logoMarks)).size).toBe(12);
    expect(allLogos).toHaveLength(12);
  });

  it('"default is the main site logo"', () => {
    expect(logoOrDefault(undefined)).toBe('main');
    expect(logoOrDefault('unknown')).toBe('main');
    expect(logoOrDefault('jelling')).toBe('jelling');
  });

  it('primary: the decorative mark and the site name as the link text', () => {
    render(<Logo id="warMuseum" mark={logoMarks.warMuseum} siteName="Krigsmuseet" href="/" />);
    const link = screen.getByRole('link', { name: 'Krigsmuseet' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-logo', 'warMuseum');
    expect(link).toHaveAttribute('data-variant', 'primary');
    const svg = link.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(link.lastElementChild?.tagName).toBe('SPAN');
    expect(link.lastElementChild).toHaveTextContent(/^Krigsmuseet$/);
  });

  it('secondary: the mark alone, the name for assistive technology only', () => {
    render(<Logo id="main" mark={logoMarks.main} siteName="Nationalmuseet" href="/" variant="secondary" />);
    const link = screen.getByRole('link', { name: 'Nationalmuseet' });
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.lastElementChild?.className).not.toBe('');
  });

  it('tertiary: the inverted mark is cut out of a tile with a mask', () => {
    const { container } = render(
      <Logo id="castle" mark={logoMarks.castle} siteName="Kronborg" href="/" variant="tertiary" />,
    );
    const maskId = container.querySelector('mask')?.id;
    expect(maskId).toBeTruthy();
    expect(container.querySelector(`[mask="url(#${maskId})"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Kronborg' })).toBeInTheDocument();
  });

  it("draws the mark it is given (a page carries only its own site's mark)", () => {
    const { container } = render(<Logo id="jelling" mark={logoMarks.jelling} siteName="Kongernes Jelling" href="/" />);
    const paths = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(paths).toContain(logoMarks.jelling);
    expect(paths).not.toContain(logoMarks.main);
  });
});
