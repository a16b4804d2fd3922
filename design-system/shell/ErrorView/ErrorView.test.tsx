import { describe, expect, it } from 'vitest';
import { errorViewFixtures } from '../../../fixtures/components/ErrorView.fixtures';
import { renderHtml } from '../renderForTest';
import { defaultStatusMessage, ErrorView } from './ErrorView';

describe('ErrorView: "status code, status message and description"', () => {
  it('404 shows Page Not Found, the code, the message and the description', () => {
    const html = renderHtml(<ErrorView {...errorViewFixtures.longText} />);
    expect(html).toContain('Fejlkode 404 · Page Not Found');
    expect(html).toContain(errorViewFixtures.longText.message);
    expect(html).toContain(errorViewFixtures.longText.description);
    expect(html).toContain('<a href="/">Gå til forsiden</a>');
  });

  it('any other status is an Internal Server Error; the heading defaults to the status message', () => {
    expect(defaultStatusMessage(500)).toBe('Internal Server Error');
    expect(defaultStatusMessage(503)).toBe('Internal Server Error');
    expect(defaultStatusMessage(404)).toBe('Page Not Found');
    const html = renderHtml(<ErrorView {...errorViewFixtures.minimal} />);
    expect(html).toMatch(/<h1 class="[^"]+">Internal Server Error<\/h1>/);
  });
});
