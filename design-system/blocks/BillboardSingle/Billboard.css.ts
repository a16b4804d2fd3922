import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
});

export const wide = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gridTemplateRows: 'auto' } },
});

export const media = style({ overflow: 'hidden' });

export const textBox = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // The text box may shrink below its longest word: a long Danish compound ("Konserveringsværkstedet") in the
  // label, description or call to action breaks (hyphenated where the browser knows the language) instead of
  // pushing the card wider than its column.
  minWidth: 0,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  padding: vars.space.lg,
  '@media': { [mediaUp('lg')]: { padding: vars.space.xl } },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.label,
});

export const description = style({ fontSize: vars.fontSize.lg, maxWidth: vars.size.measure });

export const cta = style({
  display: 'inline-flex',
  maxWidth: '100%',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffsetWide,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const pairHeading = style({ marginBlockEnd: vars.space.md });
