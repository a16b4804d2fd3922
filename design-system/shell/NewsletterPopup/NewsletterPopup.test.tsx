import { describe, expect, it } from 'vitest';
import { newsletterPopupFixtures } from '../../../fixtures/components/NewsletterPopup.fixtures';
import { renderHtml } from '../renderForTest';
import { NEWSLETTER_DEFAULT_DELAY_MS, NewsletterPopup } from './NewsletterPopup';

describe('NewsletterPopup', () => {
  it('renders nothing on the server: whether to open depends on the visitor’s storage', () => {
    expect(renderHtml(<NewsletterPopup {...newsletterPopupFixtures.default} />)).toBe('');
  });

  it('waits a short while by default', () => {
    expect(NEWSLETTER_DEFAULT_DELAY_MS).toBeGreaterThanOrEqual(1000);
    expect(NEWSLETTER_DEFAULT_DELAY_MS).toBeLessThanOrEqual(10_000);
  });

  it('signup is an external link, never a form post', () => {
    for (const fixture of Object.values(newsletterPopupFixtures)) {
      expect(fixture.signupLink.href).toMatch(/^https:\/\//);
    }
  });
});
