import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accordionBlockFixtures as f } from '../../../fixtures/components/AccordionBlock.fixtures';
import { Accordion } from './Accordion';

describe('Accordion block', () => {
  it('renders the title as h2 and each section title as an h3 holding its button', () => {
    const html = renderToStaticMarkup(<Accordion {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Ofte stillede spørgsmål<\/h2>/);
    expect(html.match(/<h3[^>]*><button/g)).toHaveLength(3);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Ja, hunde i snor er velkomne');
  });

  it('makes the section titles h2 when the block has no title', () => {
    const html = renderToStaticMarkup(<Accordion {...f.minimal} />);
    expect(html).toMatch(/<h2[^>]*><button/);
    expect(html).not.toContain('<h3');
  });

  it('drops sections without a title and renders nothing without sections', () => {
    const html = renderToStaticMarkup(
      <Accordion items={[...f.minimal.items, { key: 'tom', title: '  ', content: [] }]} />,
    );
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<Accordion {...f.empty} />)).toBe('');
  });
});
