// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { relatedContentFixtures as f } from '@fixtures/components/RelatedContent.fixtures';
import { RelatedContent } from './RelatedContent';

describe('RelatedContent', () => {
  it('shows one tab per group, the first selected, each a list of teasers', () => {
    render(<RelatedContent {...f.default} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mere om vikingetiden' })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels).toHaveLength(3);
    for (const panel of panels) {
      const teasers = within(panel).getAllByRole('article', { hidden: true });
      for (const teaser of teasers) expect(teaser.closest('li')?.parentElement?.tagName).toBe('UL');
    }
    expect(screen.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(6);
  });

  it('a tab shows its group’s teasers', async () => {
    const user = userEvent.setup();
    render(<RelatedContent {...f.default} />);
    const second = screen.getAllByRole('tab')[1] as HTMLElement;
    await user.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', second.id);
  });

  it('shows a single group without tabs, and drops empty groups', () => {
    const { unmount } = render(<RelatedContent {...f.minimal} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Relateret indhold' })).toBeInTheDocument();
    unmount();
    const { container } = render(<RelatedContent {...f.withEmptyGroup} />);
    expect(container).not.toHaveTextContent('Tom gruppe');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('renders nothing for empty input', () => {
    expect(renderToStaticMarkup(<RelatedContent {...f.empty} />)).toBe('');
  });
});
