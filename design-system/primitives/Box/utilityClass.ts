import type { baseTokens } from '@tokens/base';

export type Space = keyof typeof baseTokens.space;
export type Radius = keyof typeof baseTokens.radius;
/** A theme surface: its background and the foreground colour that contrasts with it. */
export type Surface = 'primary' | 'surface' | 'impact';

/** The layout properties with a utility class per token value (Box.css.ts, Stack.css.ts define their rules). */
export type UtilityProperty = 'p' | 'pb' | 'pi' | 'bg' | 'radius' | 'gap' | 'dir' | 'align' | 'justify';

/**
 * The class of one layout utility for one token value, e.g. `ds-pb-xl` (padding-block, the space scale's xl). The
 * style files define one rule per value under this name at build time, and components name the class here: no map
 * of class names ships to the browser, and only token values type-check.
 */
export const utilityClass = (property: UtilityProperty, value: string) => `ds-${property}-${value}`;
