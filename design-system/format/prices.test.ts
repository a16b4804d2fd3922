import { describe, expect, it } from 'vitest';
import { formatPrice } from './prices';

describe('formatPrice', () => {
  it('formats prices in kroner in the visitor language; 0 is free', () => {
    expect(formatPrice(110, 'da', 'Gratis').replace(/\s/g, ' ')).toBe('110 kr.');
    expect(formatPrice(195.5, 'da', 'Gratis').replace(/\s/g, ' ')).toBe('195,50 kr.');
    expect(formatPrice(0, 'da', 'Gratis')).toBe('Gratis');
    expect(formatPrice(-1, 'da', 'Gratis')).toBe('');
  });

  it('gives øre only when the price has them, and the same text on every call (formatters are reused)', () => {
    const first = formatPrice(145, 'en', 'Free');
    expect(formatPrice(145, 'en', 'Free')).toBe(first);
    expect(first.replace(/\s/g, ' ')).toBe('DKK 145');
    expect(formatPrice(145.25, 'de', 'Frei').replace(/\s/g, ' ')).toBe('145,25 DKK');
    expect(formatPrice(' Fra 95 kr. ', 'da', 'Gratis')).toBe('Fra 95 kr.');
  });
});
