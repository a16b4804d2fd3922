// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { breadcrumbFixtures as f } from '@fixtures/components/Breadcrumb.fixtures';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('is a labelled nav with an ordered list of links', () => {
    render(<Breadcrumb items={f.default} />);
    const nav = screen.getByRole('navigation', { name: 'Brødkrummesti' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(f.default.map((item) => item.href));
  });

  it('marks only the last item as the current page', () => {
    const { container } = render(<Breadcrumb items={f.default} />);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Danmarks Oldtid');
    expect(current).toHaveAttribute('href', '/udstillinger/danmarks-oldtid');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('hides the separators from assistive technology', () => {
    render(<Breadcrumb items={f.default} />);
    const [first, ...rest] = screen.getAllByRole('listitem');
    expect(first?.querySelector('[aria-hidden="true"]')).toBeNull();
    for (const item of rest) {
      expect(item.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      expect(item.firstElementChild).toBeEmptyDOMElement();
    }
  });

  it('labels the landmark in the page language', () => {
    render(<Breadcrumb items={f.minimal} />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    // The server's HTML: no empty landmark on the page.
    expect(renderToStaticMarkup(<Breadcrumb items={f.empty} />)).toBe('');
  });
});
