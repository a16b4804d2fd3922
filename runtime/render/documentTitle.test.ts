import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('the document title reads "Page – Site"', () => {
  it('names the page, then the site', () => {
    expect(documentTitle('Guldhornene', 'Nationalmuseet')).toBe('Guldhornene – Nationalmuseet');
  });

  it('a title that already names the site is not repeated (the front page)', () => {
    expect(documentTitle('Nationalmuseet – Danmarks største kulturhistoriske museum', 'Nationalmuseet')).toBe(
      'Nationalmuseet – Danmarks største kulturhistoriske museum',
    );
    expect(documentTitle('Velkommen til nationalmuseet', 'Nationalmuseet')).toBe('Velkommen til nationalmuseet');
  });

  it('without a site name the page title stands alone; without a page title the site name does', () => {
    expect(documentTitle('Kalender', '')).toBe('Kalender');
    expect(documentTitle('  ', 'Frilandsmuseet')).toBe('Frilandsmuseet');
  });
});
