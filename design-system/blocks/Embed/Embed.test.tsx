// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { embedFixtures as f } from '@fixtures/components/Embed.fixtures';
import { Embed, type EmbedModel } from './Embed';

describe('Embed', () => {
  // Server HTML: the form services' scripts and the <noscript> fallback only do their work in the page the server
  // sends (React renders no <noscript> content in the browser), so these read renderToStaticMarkup's output.
  it('renders a Jotform form as its script, with a link for visitors without JavaScript', () => {
    const html = renderToStaticMarkup(<Embed {...f.default} />);
    expect(html).toContain('<script type="text/javascript" src="https://form.jotform.com/jsform/241234567890123">');
    expect(html).toContain('href="https://form.jotform.com/241234567890123"');
  });

  it('refuses a Jotform id that is not a number', () => {
    expect(renderToStaticMarkup(<Embed kind="jotform" formId={'123"><script>alert(1)</script>'} />)).toBe('');
  });

  it('renders an Office document as a titled, sandboxed, lazy frame, https only', () => {
    render(<Embed {...f.office} />);
    const frame = screen.getByTitle('Indlejret dokument');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(renderToStaticMarkup(<Embed kind="office" src="http://view.officeapps.live.com/op/embed.aspx" />)).toBe('');
  });

  it('renders the consent-settings text as plain text in a button, never as HTML', () => {
    const { container, unmount } = render(
      <Embed kind="consentSettings" text={'<a href="#" onclick="x()">Cookies</a>'} />,
    );
    const button = screen.getByRole('button', { name: 'Cookies' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-consent-settings', '');
    expect(container.querySelector('a, [onclick]')).toBeNull();
    unmount();
    render(<Embed kind="consentSettings" text={'a &lt; b'} />);
    expect(screen.getByRole('button')).toHaveTextContent(/^a &lt; b$/);
  });

  it('falls back to its own words when the consent text is empty', () => {
    render(<Embed {...f.minimal} />);
    expect(screen.getByRole('button', { name: 'Skift dine cookie-indstillinger' })).toBeInTheDocument();
  });

  it('renders a Paperform embed: the data attribute and its script', () => {
    const html = renderToStaticMarkup(<Embed {...f.paperform} />);
    expect(html).toContain('data-paperform-id="frilandsmuseet-skoletjeneste"');
    expect(html).toContain('src="https://paperform.co/__embed.min.js"');
  });

  it('renders nothing for an empty or unsafe Paperform id, or an unknown kind', () => {
    expect(renderToStaticMarkup(<Embed {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<Embed kind="paperform" id={'x" onload="alert(1)'} />)).toBe('');
    const unknown = { kind: 'html', html: '<script>alert(1)</script>' } as unknown as EmbedModel;
    expect(renderToStaticMarkup(<Embed {...unknown} />)).toBe('');
  });
});
