// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { errorViewFixtures } from '@fixtures/components/ErrorView.fixtures';
import { defaultStatusMessage, ErrorView } from './ErrorView';

describe('ErrorView: "status code, status message and description"', () => {
  it('404 shows Page Not Found, the code, the message and the description', () => {
    const { container } = render(<ErrorView {...errorViewFixtures.longText} />);
    expect(container).toHaveTextContent('Fejlkode 404 · Page Not Found');
    expect(container).toHaveTextContent(errorViewFixtures.longText.message);
    expect(container).toHaveTextContent(errorViewFixtures.longText.description);
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  });

  it('any other status is an Internal Server Error; the heading defaults to the status message', () => {
    expect(defaultStatusMessage(500)).toBe('Internal Server Error');
    expect(defaultStatusMessage(503)).toBe('Internal Server Error');
    expect(defaultStatusMessage(404)).toBe('Page Not Found');
    render(<ErrorView {...errorViewFixtures.minimal} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Internal Server Error$/);
  });
});
