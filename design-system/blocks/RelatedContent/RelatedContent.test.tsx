import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { relatedContentFixtures as f } from '../../../fixtures/components/RelatedContent.fixtures';
import { RelatedContent } from './RelatedContent';

describe('RelatedContent', () => {
  it('shows one tab per group, the first selected, each a list of teasers', () => {
    const html = renderToStaticMarkup(<RelatedContent {...f.default} />);
    expect(html).toMatch(/<h2[^>]*>Mere om vikingetiden<\/h2>/);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/<h3/g)).toHaveLength(6);
  });

  it('shows a single group without tabs, and drops empty groups', () => {
    const single = renderToStaticMarkup(<RelatedContent {...f.minimal} />);
    expect(single).not.toContain('role="tab');
    expect(single).toMatch(/<h2[^>]*>Relateret indhold<\/h2>/);
    const withEmpty = renderToStaticMarkup(<RelatedContent {...f.withEmptyGroup} />);
    expect(withEmpty).not.toContain('Tom gruppe');
    expect(withEmpty).not.toContain('role="tab');
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<RelatedContent {...f.empty} />)).toBe('');
  });
});
