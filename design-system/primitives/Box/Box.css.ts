import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { baseTokens } from '@tokens/base';

export type Space = keyof typeof baseTokens.space;
export type Radius = keyof typeof baseTokens.radius;

const spaceKeys = Object.keys(baseTokens.space) as Space[];
const radiusKeys = Object.keys(baseTokens.radius) as Radius[];

/** Builds one class per space token for a property (no value outside the scale can be chosen). */
function bySpace(property: 'padding' | 'paddingBlock' | 'paddingInline') {
  return styleVariants(
    Object.fromEntries(spaceKeys.map((key) => [key, { [property]: vars.space[key] }])) as Record<
      Space,
      Record<string, string>
    >,
  );
}

/**
 * A list used for layout (Stack or Grid as `ul`/`ol`) loses its bullets and indent. Defined before
 * the padding classes so that a padding prop, at the same specificity, wins.
 */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

export const padding = bySpace('padding');
export const paddingBlock = bySpace('paddingBlock');
export const paddingInline = bySpace('paddingInline');

/** Theme surfaces: each sets its background and the foreground colour that contrasts with it. */
export const background = styleVariants({
  primary: { backgroundColor: vars.color.primaryBackground, color: vars.color.primaryForeground },
  surface: { backgroundColor: vars.color.surface, color: vars.color.surfaceForeground },
  impact: { backgroundColor: vars.color.impactBackground, color: vars.color.impactForeground },
});

export const radius = styleVariants(
  Object.fromEntries(radiusKeys.map((key) => [key, { borderRadius: vars.radius[key] }])) as Record<
    Radius,
    { borderRadius: string }
  >,
);
