import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/** The block's column: not Stack, for the first-load budget (as PodcastSeasons.css.ts says). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const people = style({ margin: 0 });

export const value = style({ marginInlineStart: 0, marginBlockEnd: vars.space.xs });
