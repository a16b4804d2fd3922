import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { baseTokens } from '@tokens/base';
import type { Radius, Space, Surface } from './utilityClass';
import { utilityRules } from './utilityRules';

export type { Radius, Space, Surface };

/**
 * A list used for layout (Stack or Grid as `ul`/`ol`) loses its bullets and indent. Defined before
 * the padding classes so that a padding prop, at the same specificity, wins.
 */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

const spaceKeys = Object.keys(baseTokens.space) as Space[];

utilityRules('p', spaceKeys, (key) => ({ padding: vars.space[key] }));
utilityRules('pb', spaceKeys, (key) => ({ paddingBlock: vars.space[key] }));
utilityRules('pi', spaceKeys, (key) => ({ paddingInline: vars.space[key] }));
utilityRules('radius', Object.keys(baseTokens.radius) as Radius[], (key) => ({ borderRadius: vars.radius[key] }));

const surfaces: Record<Surface, { backgroundColor: string; color: string }> = {
  primary: { backgroundColor: vars.color.primaryBackground, color: vars.color.primaryForeground },
  surface: { backgroundColor: vars.color.surface, color: vars.color.surfaceForeground },
  impact: { backgroundColor: vars.color.impactBackground, color: vars.color.impactForeground },
};
utilityRules('bg', Object.keys(surfaces) as Surface[], (key) => surfaces[key]);
