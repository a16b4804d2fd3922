import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens } from '@tokens/base';

/** The theme contract, inferred from the complete base theme: every token becomes a CSS variable. */
function nullsOf<T extends Record<string, Record<string, string>>>(tokens: T) {
  const result = {} as { [G in keyof T]: { [K in keyof T[G]]: null } };
  for (const group of Object.keys(tokens) as (keyof T)[]) {
    const inner = {} as Record<string, null>;
    for (const key of Object.keys(tokens[group] as object)) inner[key] = null;
    result[group] = inner as { [K in keyof T[typeof group]]: null };
  }
  return result;
}

export const vars = createThemeContract(nullsOf(baseTokens));

/**
 * The colour variables alone, for code that sets colours at run time (a page's own theme, pageTheme.ts): the shell
 * every page loads then carries these fourteen names instead of the whole contract.
 */
export const colorVars = vars.color;
