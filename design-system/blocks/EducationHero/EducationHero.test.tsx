import { describe, expect, it } from 'vitest';
import { educationTopicFixtures as f } from '../../../fixtures/components/EducationPages.fixtures';
import { count, hrefs, renderHtml } from '../../shell/renderForTest';
import { EducationHero } from './EducationHero';

describe('EducationHero', () => {
  it('spec: "Breadcrumb: overview, level, theme, then the page itself" – in that order, the page current', () => {
    const html = renderHtml(<EducationHero {...f.default.hero} />);
    expect(hrefs(html).slice(0, 4)).toEqual([
      '/undervisning',
      '/undervisning/mellemtrin',
      '/undervisning/mellemtrin/vikingetiden',
      '/undervisning/mellemtrin/vikingetiden/runer',
    ]);
    expect(html).toMatch(/aria-current="page"[^>]*>Skriv med runer</);
    expect(count(html, /<h1/)).toBe(1);
  });

  it('spec: the topic tags read "Undervisningsforløb" and "Materialer"', () => {
    const html = renderHtml(<EducationHero {...f.default.hero} />);
    expect(html).toContain('>Undervisningsforløb<');
    expect(html).toContain('>Materialer<');
  });

  it('no trail and no tags: only the hero', () => {
    const html = renderHtml(<EducationHero breadcrumb={[]} title="Undervisning" />);
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('<ul');
  });
});
