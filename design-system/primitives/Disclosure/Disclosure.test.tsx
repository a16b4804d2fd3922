// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { disclosureFixtures as f } from '@fixtures/components/Disclosure.fixtures';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('is a native details element with the summary first, closed by default', () => {
    render(<Disclosure summary={f.default.summary}>{f.default.text}</Disclosure>);
    const summary = screen.getByText(f.default.summary);
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.tagName).toBe('DETAILS');
    expect(details.firstElementChild).toBe(summary);
    // The open/closed marker is decoration: hidden from assistive technology.
    expect(summary.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(summary.firstElementChild).toBeEmptyDOMElement();
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText(f.default.text)).not.toBeVisible();
  });

  it('the summary opens and closes it (native behaviour, no script of ours)', async () => {
    const user = userEvent.setup();
    render(<Disclosure summary={f.default.summary}>{f.default.text}</Disclosure>);
    const summary = screen.getByText(f.default.summary);
    await user.click(summary);
    expect(summary.parentElement).toHaveAttribute('open');
    expect(screen.getByText(f.default.text)).toBeVisible();
    await user.click(summary);
    expect(summary.parentElement).not.toHaveAttribute('open');
  });

  it('can start open and share a name (one open at a time)', () => {
    render(
      <Disclosure summary={f.open.summary} defaultOpen name="faq">
        {f.open.text}
      </Disclosure>,
    );
    const details = screen.getByText(f.open.summary).parentElement;
    expect(details).toHaveAttribute('open');
    expect(details).toHaveAttribute('name', 'faq');
    expect(screen.getByText(f.open.text)).toBeVisible();
  });
});
