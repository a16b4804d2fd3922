// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExhibitionHero } from '@design-system/blocks/ExhibitionHero';
import { Heading } from '@design-system/primitives/Heading';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { siteShellFixtures } from '@fixtures/components/SiteShell.fixtures';
import { loadFooterNow, SiteShell } from '.';

// In the browser the footer's code loads when the footer nears the viewport: load it first, so no test ends while it
// is still on its way (the footer still renders a moment after the rest, so tests wait for it).
beforeAll(loadFooterNow);

const page = (layout?: 'default' | 'article', shell = siteShellFixtures.default) => (
  <SiteShell shell={shell} layout={layout} injectedH1="Solvognen">
    <p>Indhold</p>
  </SiteShell>
);

/** Whether `first` comes before `second` in the document. */
const precedes = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('SiteShell', () => {
  it('default: skip link first, header, main#main-content with tabIndex -1, footer', async () => {
    const { container } = render(page());
    await userEvent.setup().tab();
    const skipLink = screen.getByRole('link', { name: 'Gå til hovedindhold' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(skipLink).toHaveAttribute('id', 'skip-link');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    const header = screen.getByRole('banner');
    // The footer's code loads when it nears the viewport (Footer.Deferred): wait for it.
    const footer = await screen.findByRole('contentinfo');
    expect(precedes(header, main)).toBe(true);
    expect(precedes(main, footer)).toBe(true);
    expect(container.querySelector('[data-layout="default"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Solvognen$/);
  });

  it('"Article-type pages show in an article wrapper layered above the header, without the footer"', async () => {
    const { container } = render(page('article'));
    expect(container.querySelector('[data-layout="article"]')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The header stays, working (the sheet starts below it and scrolls over it); nothing of it is inert.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(container.querySelector('[inert]')).toBeNull();
    const sheet = container.querySelector('[data-article-wrapper]') as HTMLElement;
    const main = within(sheet).getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByText('Indhold').tagName).toBe('P');
    await userEvent.setup().tab();
    expect(document.activeElement).toHaveAttribute('href', '#main-content');
  });

  it('the grid overlay is hidden by default: none of it is in the server HTML (Shift+D loads it)', () => {
    // Server HTML is the subject: the overlay must cost a first load nothing.
    expect(renderToStaticMarkup(page())).not.toContain('data-grid-debug');
  });

  it('exactly one h1 per page: with an injected h1, the visible title keeps its look as a paragraph', () => {
    const withTitles = (injectedH1?: string) => (
      <SiteShell shell={siteShellFixtures.default} injectedH1={injectedH1}>
        <ExhibitionHero title="Guldhornene" />
        <Heading level={1}>Guldhornene</Heading>
        <Heading level={2}>Praktisk</Heading>
      </SiteShell>
    );
    const { unmount } = render(withTitles('Guldhornene fra Gallehus på Nationalmuseet'));
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/^Guldhornene fra Gallehus på Nationalmuseet$/);
    const visibleTitles = screen.getAllByText('Guldhornene', { selector: 'p' });
    expect(visibleTitles).toHaveLength(2);
    for (const title of visibleTitles) expect(title.className).not.toBe('');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(1);
    unmount();
    render(withTitles());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(2); // without one, each visible title is an h1 (one per page in use)
  });

  it('the newsletter pop-up is not in the server HTML (it opens on the client)', () => {
    // Server HTML is the subject: the pop-up comes later, in the browser.
    const html = renderToStaticMarkup(page('default', siteShellFixtures.withNewsletter));
    expect(html).not.toContain('<dialog');
  });

  it('keeps the minimal shell working: no navigation, no footer content', async () => {
    render(page('default', siteShellFixtures.minimal));
    expect(screen.queryByRole('navigation', { name: 'Hovednavigation' })).toBeNull();
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(/^$/);
    expect(footer.querySelectorAll('*')).toHaveLength(2);
  });
});
