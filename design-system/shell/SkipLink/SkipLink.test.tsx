import { describe, expect, it } from 'vitest';
import { renderHtml } from '../renderForTest';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { skipLink } from './SkipLink.css';

describe('SkipLink (the spec: "A visually hidden skip-to-main-content link targets the main area")', () => {
  it('links to the main area’s id, named in the page language', () => {
    expect(MAIN_CONTENT_ID).toBe('main-content');
    expect(renderHtml(<SkipLink />)).toBe(
      `<a id="skip-link" class="${skipLink}" href="#main-content">Gå til hovedindhold</a>`,
    );
    expect(renderHtml(<SkipLink />, 'en')).toContain('>Skip to main content</a>');
    expect(renderHtml(<SkipLink />, 'de')).toContain('>Zum Hauptinhalt springen</a>');
  });

  it('can target another id', () => {
    expect(renderHtml(<SkipLink targetId="artikel" />)).toContain('href="#artikel"');
  });
});
