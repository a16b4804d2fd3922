import { describe, expect, it } from 'vitest';
import { textSectionFixtures as f } from '../../../fixtures/components/TextSection.fixtures';
import { measure } from '../../primitives/Container/Container.css';
import { renderHtml } from '../../shell/renderForTest';
import { TextSection } from './TextSection';

describe('TextSection (the spec: text section)', () => {
  it('opens with its heading as an h2, then the running text, at the reading measure', () => {
    const html = renderHtml(<TextSection {...f.default} />);
    expect(html).toMatch(/<section class="[^"]+"><h2[^>]*>Oplev Danmarks Oldtid<\/h2>/);
    expect(html).toContain(`class="${measure}"`);
    expect(html).toContain('<em>Danmarks Oldtid</em>');
    expect(html).toContain('<strong>Solvognen</strong>');
    expect(html).toMatch(/<ul[^>]*><li[^>]*>/);
    expect(html).toMatch(/<a [^>]*href="\/besog"[^>]*>se åbningstider og priser<\/a>/);
  });

  it('without a heading: the text alone, no empty heading', () => {
    const html = renderHtml(<TextSection {...f.minimal} />);
    expect(html).not.toMatch(/<h[1-6][\s>]/);
    expect(html).toContain('Billetten gælder hele dagen');
  });

  it('a heading with no text still shows; neither heading nor text: nothing', () => {
    expect(renderHtml(<TextSection heading="Praktisk information" body={[]} />)).toMatch(
      /<h2[^>]*>Praktisk information<\/h2>/,
    );
    expect(renderHtml(<TextSection {...f.empty} />)).toBe('');
  });
});
