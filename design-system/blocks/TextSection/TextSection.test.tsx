// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { measure } from '@design-system/primitives/Container/Container.css';
import { render, screen } from '@design-system/testing/render';
import { textSectionFixtures as f } from '@fixtures/components/TextSection.fixtures';
import { TextSection } from './TextSection';

describe('TextSection (the spec: text section)', () => {
  it('opens with its heading as an h2, then the running text, at the reading measure', () => {
    const { container } = render(<TextSection {...f.default} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Oplev Danmarks Oldtid' });
    const section = container.querySelector('section') as HTMLElement;
    expect(section.className).not.toBe('');
    expect(section.firstElementChild).toBe(heading);
    expect(container.querySelector(`[class="${measure}"]`)).not.toBeNull();
    expect(screen.getByText('Danmarks Oldtid', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByText('Solvognen', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'se åbningstider og priser' })).toHaveAttribute('href', '/besog');
  });

  it('without a heading: the text alone, no empty heading', () => {
    const { container } = render(<TextSection {...f.minimal} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container).toHaveTextContent('Billetten gælder hele dagen');
  });

  it('a heading with no text still shows; neither heading nor text: nothing', () => {
    render(<TextSection heading="Praktisk information" body={[]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Praktisk information' })).toBeInTheDocument();
    expect(renderToStaticMarkup(<TextSection {...f.empty} />)).toBe('');
  });
});
