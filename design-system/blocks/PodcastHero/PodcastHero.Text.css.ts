import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** The hero's text (PodcastHero.Text.tsx, a static part): apart from the hero's own styles, so neither chunk shares them. */

export const showLink = style({ color: 'inherit' });

export const description = style({ margin: 0, fontSize: vars.fontSize.lg, maxWidth: vars.size.measure });
