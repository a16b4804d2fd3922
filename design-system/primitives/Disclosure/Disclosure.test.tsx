// @vitest-environment happy-dom

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { disclosureFixtures as f } from '@fixtures/components/Disclosure.fixtures';
import { Disclosure } from './Disclosure';
import { DisclosureButton } from './DisclosureButton';

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

describe('DisclosureButton', () => {
  function Section() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <DisclosureButton id="wardrobe-button" controls="wardrobe" expanded={open} onToggle={() => setOpen(!open)}>
          {f.default.summary}
        </DisclosureButton>
        <section id="wardrobe" aria-labelledby="wardrobe-button" hidden={!open}>
          {f.default.text}
        </section>
      </>
    );
  }

  it('a button that says whether its section is open and which section it controls, with the same chevron', () => {
    render(<Section />);
    const button = screen.getByRole('button', { name: f.default.summary });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'wardrobe');
    // The chevron comes after the text, hidden from assistive technology.
    expect(button.lastElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(button.lastElementChild).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Enter opens and closes its section; focus stays on the button', async () => {
    const user = userEvent.setup();
    render(<Section />);
    const button = screen.getByRole('button', { name: f.default.summary });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: f.default.summary })).toBeVisible();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
