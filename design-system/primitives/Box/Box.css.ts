import type { Sprinkles } from '@design-system/theme/sprinkles.css';
import type { baseTokens } from '@tokens/base';

/** A step of the space scale. */
export type Space = keyof typeof baseTokens.space;
/** A step of the corner radius scale. */
export type Radius = keyof typeof baseTokens.radius;

/** What a list used for layout (Stack or Grid as `ul`/`ol`) loses: its bullets, margin and indent. */
export const listAtoms: Sprinkles = { listStyle: 'none', margin: 'none', padding: 'none' };
