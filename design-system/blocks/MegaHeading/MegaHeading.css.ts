import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

export const mega = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  '@media': {
    [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] },
    [mediaUp('xl')]: { fontSize: vars.fontSize['5xl'] },
  },
});

export const subheading = style({
  fontSize: vars.fontSize.lg,
  maxWidth: vars.size.measure,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.xl } },
});
