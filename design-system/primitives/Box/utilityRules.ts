import { globalStyle } from '@vanilla-extract/css';
import { type UtilityProperty, utilityClass } from './utilityClass';

/**
 * For style files only (Box.css.ts, Stack.css.ts; it runs at build time): one rule per token value of a property,
 * under its utility class (./utilityClass.ts).
 */
export function utilityRules<V extends string>(
  property: UtilityProperty,
  values: readonly V[],
  rule: (value: V) => Parameters<typeof globalStyle>[1],
) {
  for (const value of values) globalStyle(`.${utilityClass(property, value)}`, rule(value));
}
