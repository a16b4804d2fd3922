import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { embedFixtures as f } from '../../../fixtures/components/Embed.fixtures';
import { Embed, type EmbedModel } from './Embed';

describe('Embed', () => {
  it('renders a Jotform form as its script, with a link for visitors without JavaScript', () => {
    const html = renderToStaticMarkup(<Embed {...f.default} />);
    expect(html).toContain('<script type="text/javascript" src="https://form.jotform.com/jsform/241234567890123">');
    expect(html).toContain('href="https://form.jotform.com/241234567890123"');
  });

  it('refuses a Jotform id that is not a number', () => {
    expect(renderToStaticMarkup(<Embed kind="jotform" formId={'123"><script>alert(1)</script>'} />)).toBe('');
  });

  it('renders an Office document as a titled, sandboxed, lazy frame, https only', () => {
    const html = renderToStaticMarkup(<Embed {...f.office} />);
    expect(html).toContain('<iframe');
    expect(html).toContain('title="Indlejret dokument"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-forms"');
    expect(html).toContain('loading="lazy"');
    expect(renderToStaticMarkup(<Embed kind="office" src="http://view.officeapps.live.com/op/embed.aspx" />)).toBe('');
  });

  it('renders the consent-settings text as plain text in a button, never as HTML', () => {
    const html = renderToStaticMarkup(<Embed kind="consentSettings" text={'<a href="#" onclick="x()">Cookies</a>'} />);
    expect(html).toMatch(/<button type="button"[^>]*data-consent-settings=""[^>]*>Cookies<\/button>/);
    expect(html).not.toContain('onclick');
    expect(renderToStaticMarkup(<Embed kind="consentSettings" text={'a &lt; b'} />)).toContain('a &amp;lt; b');
  });

  it('falls back to its own words when the consent text is empty', () => {
    expect(renderToStaticMarkup(<Embed {...f.minimal} />)).toContain('Skift dine cookie-indstillinger');
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
