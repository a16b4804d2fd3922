import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/**
 * The site's search field, one look wherever a visitor types a search (the header's menu, the search page): the
 * label above, the input and its button on one line that wraps on a narrow screen.
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const label = style({ width: '100%', fontWeight: vars.fontWeight.medium });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.primaryForeground,
  backgroundColor: vars.color.primaryBackground,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

/**
 * Where the field stands. On a page it is a block of its own; in a menu what follows it (recommended searches)
 * goes under it, and beside it from lg.
 */
export const placement = styleVariants({
  page: { display: 'block' },
  menu: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    '@media': { [mediaUp('lg')]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.lg } },
  },
});
