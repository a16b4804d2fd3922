// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { newsletterPopupFixtures } from '@fixtures/components/NewsletterPopup.fixtures';
import { NEWSLETTER_DEFAULT_DELAY_MS, NewsletterPopup } from './NewsletterPopup';

const storageKey = 'newsletter-popup-test';
// The card's code loads lazily. Its first import here is compiled on the spot (vanilla-extract and all), which can
// take longer than a query waits on a busy machine: load it once first, so the tests time the pop-up, not the compiler.
beforeAll(async () => {
  await import('./NewsletterPopup.Card');
});
afterEach(() => window.localStorage.removeItem(storageKey));

describe('NewsletterPopup', () => {
  it('renders nothing on the server: whether to open depends on the visitor’s storage', () => {
    // Server HTML is the subject: the pop-up is decided in the browser.
    expect(renderToStaticMarkup(<NewsletterPopup {...newsletterPopupFixtures.default} />)).toBe('');
  });

  it('waits a short while by default', () => {
    expect(NEWSLETTER_DEFAULT_DELAY_MS).toBeGreaterThanOrEqual(1000);
    expect(NEWSLETTER_DEFAULT_DELAY_MS).toBeLessThanOrEqual(10_000);
  });

  it('opens after its delay as a card named by its title, without taking focus; closing it is remembered', async () => {
    const model = newsletterPopupFixtures.default;
    const { unmount } = render(<NewsletterPopup {...model} delayMs={1} storageKey={storageKey} />);
    const card = await screen.findByRole('dialog', { name: model.title });
    expect(card).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(storageKey)).not.toBeNull();
    unmount();
    render(<NewsletterPopup {...model} delayMs={1} storageKey={storageKey} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signup is an external link, never a form post', () => {
    for (const fixture of Object.values(newsletterPopupFixtures)) {
      expect(fixture.signupLink.href).toMatch(/^https:\/\//);
    }
  });
});
