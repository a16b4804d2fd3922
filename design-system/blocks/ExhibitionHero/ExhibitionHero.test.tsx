// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { exhibitionHeroFixtures as f } from '@fixtures/components/ExhibitionHero.fixtures';
import { ExhibitionHero, periodText } from './ExhibitionHero';

describe('ExhibitionHero', () => {
  it('is the page’s one h1, with type label, subtitle, period and tags', () => {
    const { container } = render(<ExhibitionHero {...f.default} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Vikingernes verden$/);
    expect(container).toHaveTextContent('Udstilling');
    expect(container).toHaveTextContent('Handel, krig og tro');
    const term = within(container).getByText('Periode');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling?.tagName).toBe('DD');
    expect(term.nextElementSibling?.textContent).not.toBe('');
    expect(screen.getByRole('list', { name: 'Emner' })).toBeInTheDocument();
    expect(container.querySelector('img[fetchpriority="high"]')).not.toBeNull();
  });

  it('"type (special gives a special tag)": the special tag comes first', () => {
    render(<ExhibitionHero {...f.special} />);
    const tags = within(screen.getByRole('list', { name: 'Emner' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Særudstilling', 'Jernalder', 'Guld']);
  });

  it('an open-ended period reads "Fra {date}"; a bad date leaves the period out', () => {
    expect(periodText({ from: '2025-05-05' }, 'da', 'Fra {date}')).toBe('Fra 5. maj 2025');
    expect(periodText({ from: 'sometime' }, 'da', 'Fra {date}')).toBeNull();
    render(<ExhibitionHero {...f.openEnded} />);
    expect(screen.getByText('Fra 5. maj 2025')).toBeInTheDocument();
  });

  it('the floating element is decorative: hidden from assistive technology, empty alt', () => {
    const { container } = render(<ExhibitionHero {...f.special} />);
    const floating = container.querySelector('[aria-hidden="true"] > img');
    expect(floating).toHaveAttribute('alt', '');
    expect(screen.getAllByRole('img').includes(floating as HTMLElement)).toBe(false);
  });

  it('minimal: only the title, no period list, no tags, no image', () => {
    const { container } = render(<ExhibitionHero {...f.minimal} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Runernes tale$/);
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
