import { describe, expect, it } from 'vitest';
import { linkFixtures as f } from '../../../fixtures/components/Link.fixtures';
import { renderHtml } from '../../shell/renderForTest';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { Link } from './Link';

describe('Link (the spec: "Link: type (external, internal, cross-site)")', () => {
  it('internal: a relative href, no rel and no hint', () => {
    expect(renderHtml(<Link link={f.default} />)).toBe('<a href="/udstillinger">Se alle udstillinger</a>');
  });

  it('external: rel="noopener" and a visually hidden "(ekstern side)" in the page language', () => {
    expect(renderHtml(<Link link={f.external} />)).toBe(
      `<a href="https://slks.dk/" rel="noopener">Slots- og Kulturstyrelsen<span class="${visuallyHidden}"> (ekstern side)</span></a>`,
    );
    expect(renderHtml(<Link link={f.external} />, 'en')).toContain('> (external site)</span>');
  });

  it('cross-site (the spec: "A link to another site becomes an absolute URL on that site\'s domain"): absolute, but one of ours – no hint', () => {
    expect(renderHtml(<Link link={f.crossSite} />)).toBe(
      '<a href="https://frilandsmuseet.natmus.dk/">Besøg Frilandsmuseet i Lyngby</a>',
    );
  });

  it('says the target’s language (hreflang), marks the current page, and takes children over the label', () => {
    expect(renderHtml(<Link link={f.otherLanguage} />)).toContain('<a href="/en" hrefLang="en">');
    expect(renderHtml(<Link link={f.minimal} current />)).toBe('<a href="/" aria-current="page">Forside</a>');
    expect(
      renderHtml(
        <Link link={f.default} className="cta">
          Alle udstillinger
        </Link>,
      ),
    ).toBe('<a href="/udstillinger" class="cta">Alle udstillinger</a>');
  });
});
