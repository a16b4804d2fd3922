import { describe, expect, it } from 'vitest';
import { sprinkles } from './sprinkles.css';

describe('sprinkles: styling through tokens by type', () => {
  it('spacing, colour and type take a token’s name and give one atomic class each', () => {
    const classes = sprinkles({ padding: 'lg', color: 'mutedForeground', fontSize: 'sm' }).split(' ');
    expect(classes).toHaveLength(3);
    expect(new Set(classes).size).toBe(3);
  });

  it('a literal value is a type error, not a class', () => {
    // @ts-expect-error: a padding is a step of the space scale, never a length
    expect(() => sprinkles({ padding: '12px' })).toThrow();
    // @ts-expect-error: a colour is one of the theme's colours, never a literal
    expect(() => sprinkles({ color: '#ffffff' })).toThrow();
    // @ts-expect-error: a font size is a step of the type scale
    expect(() => sprinkles({ fontSize: '18px' })).toThrow();
  });

  it('the layout properties change at the token breakpoints: a wider breakpoint adds its own class', () => {
    const responsive = sprinkles({ flexDirection: { base: 'column', lg: 'row' } }).split(' ');
    expect(responsive).toHaveLength(2);
    expect(responsive[0]).toBe(sprinkles({ flexDirection: 'column' }));
  });
});
