// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { randomRelatedContentFixtures as f } from '@fixtures/components/RandomRelatedContent.fixtures';
import { RandomRelatedContent } from './RandomRelatedContent';

describe('RandomRelatedContent', () => {
  it('gives the block its own heading when the editor gave none', () => {
    render(<RandomRelatedContent {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Måske er du også interesseret i' })).toBeInTheDocument();
  });

  it('shows at most ten items', () => {
    expect(f.overLimit.items).toHaveLength(11);
    render(<RandomRelatedContent {...f.overLimit} />);
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<RandomRelatedContent {...f.empty} />)).toBe('');
  });
});
