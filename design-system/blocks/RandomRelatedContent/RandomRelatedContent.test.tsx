import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { randomRelatedContentFixtures as f } from '../../../fixtures/components/RandomRelatedContent.fixtures';
import { RandomRelatedContent } from './RandomRelatedContent';

describe('RandomRelatedContent', () => {
  it('gives the block its own heading when the editor gave none', () => {
    expect(renderToStaticMarkup(<RandomRelatedContent {...f.default} />)).toMatch(
      /<h2[^>]*>Måske er du også interesseret i<\/h2>/,
    );
  });

  it('shows at most ten items', () => {
    expect(f.overLimit.items).toHaveLength(11);
    expect(renderToStaticMarkup(<RandomRelatedContent {...f.overLimit} />).match(/<article/g)).toHaveLength(10);
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<RandomRelatedContent {...f.empty} />)).toBe('');
  });
});
