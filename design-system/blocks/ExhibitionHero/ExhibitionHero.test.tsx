import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exhibitionHeroFixtures as f } from '../../../fixtures/components/ExhibitionHero.fixtures';
import { ExhibitionHero, periodText } from './ExhibitionHero';

describe('ExhibitionHero', () => {
  it('is the page’s one h1, with type label, subtitle, period and tags', () => {
    const html = renderToStaticMarkup(<ExhibitionHero {...f.default} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('>Vikingernes verden</h1>');
    expect(html).toContain('Udstilling');
    expect(html).toContain('Handel, krig og tro');
    expect(html).toMatch(
      /<dt[^>]*>Periode<\/dt><dd[^>]*>14\. mar\. 2026 - 27\. jun\. 2027|<dt[^>]*>Periode<\/dt><dd[^>]*>[^<]+<\/dd>/,
    );
    expect(html).toMatch(/<ul[^>]*aria-label="Emner"/);
    expect(html).toContain('fetchPriority="high"');
  });

  it('"type (special gives a special tag)": the special tag comes first', () => {
    const html = renderToStaticMarkup(<ExhibitionHero {...f.special} />);
    const tags = [...html.matchAll(/<li><span[^>]*>([^<]+)<\/span><\/li>/g)].map((m) => m[1]);
    expect(tags).toEqual(['Særudstilling', 'Jernalder', 'Guld']);
  });

  it('an open-ended period reads "Fra {date}"; a bad date leaves the period out', () => {
    expect(periodText({ from: '2025-05-05' }, 'da', 'Fra {date}')).toBe('Fra 5. maj 2025');
    expect(periodText({ from: 'sometime' }, 'da', 'Fra {date}')).toBeNull();
    expect(renderToStaticMarkup(<ExhibitionHero {...f.openEnded} />)).toContain('Fra 5. maj 2025');
  });

  it('the floating element is decorative: hidden from assistive technology, empty alt', () => {
    const html = renderToStaticMarkup(<ExhibitionHero {...f.special} />);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*><img[^>]*alt=""/);
  });

  it('minimal: only the title, no period list, no tags, no image', () => {
    const html = renderToStaticMarkup(<ExhibitionHero {...f.minimal} />);
    expect(html).toContain('>Runernes tale</h1>');
    expect(html).not.toContain('<dl');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('<img');
  });
});
