import { describe, expect, it } from 'vitest';
import { fallbackFamily, fontStack, typefaceOfStack, typefaces } from './typefaces';

describe('typefaces: brand faces with metric-matched fallbacks', () => {
  it('a stack names the brand face, then its fallback face, then the generic family', () => {
    expect(fontStack('display')).toBe("'Fraunces Variable', 'Fraunces Variable Fallback', serif");
    expect(fontStack('text')).toBe("'Source Sans 3 Variable', 'Source Sans 3 Variable Fallback', sans-serif");
    expect(fallbackFamily('text')).toBe(`${typefaces.text.family} Fallback`);
  });

  it('a stack tells which typeface it is; any other font-family is none', () => {
    expect(typefaceOfStack(fontStack('display'))).toBe('display');
    expect(typefaceOfStack(fontStack('text'))).toBe('text');
    expect(typefaceOfStack('Georgia, serif')).toBeUndefined();
  });
});
