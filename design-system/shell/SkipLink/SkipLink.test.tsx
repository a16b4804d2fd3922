// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { skipLink } from './SkipLink.css';

describe('SkipLink (the spec: "A visually hidden skip-to-main-content link targets the main area")', () => {
  it('links to the main area’s id, named in the page language', () => {
    expect(MAIN_CONTENT_ID).toBe('main-content');
    const danish = render(<SkipLink />);
    const link = screen.getByRole('link', { name: 'Gå til hovedindhold' });
    expect(link).toHaveAttribute('href', '#main-content');
    expect(link).toHaveAttribute('id', 'skip-link');
    expect(link).toHaveClass(skipLink, { exact: true });
    danish.unmount();
    const english = render(<SkipLink />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    english.unmount();
    render(<SkipLink />, { locale: 'de' });
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
  });

  it('can target another id', () => {
    render(<SkipLink targetId="artikel" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '#artikel');
  });
});
