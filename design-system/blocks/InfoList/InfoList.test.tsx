// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { infoListFixtures as f } from '@fixtures/components/InfoList.fixtures';
import { InfoList } from './InfoList';

describe('InfoList', () => {
  it('renders the items as a description list under an h2', () => {
    const { container } = render(<InfoList {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Praktisk om omvisningen' })).toBeInTheDocument();
    expect(container.querySelector('dl')).not.toBeNull();
    expect(screen.getAllByRole('term')).toHaveLength(4);
    expect(screen.getAllByRole('definition')).toHaveLength(4);
    const term = screen.getByText('Pris');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent(/^1\.200 kr\. for op til 25 personer$/);
  });

  it('drops items without a label or value', () => {
    const { container } = render(<InfoList {...f.withDropped} />);
    expect(screen.getAllByRole('term')).toHaveLength(1);
    expect(container).not.toHaveTextContent('Værdi uden nøgle');
  });

  it('renders nothing without items, and no heading without a title', () => {
    expect(renderToStaticMarkup(<InfoList {...f.empty} />)).toBe('');
    render(<InfoList {...f.minimal} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
