import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

/**
 * The sheet slides up into place. It never fades in: content at opacity 0 does not count as painted, so a fade
 * would hold the article's largest paint back for the length of the animation.
 */
const slideUp = keyframes({
  from: { transform: `translateY(${vars.space['2xl']})` },
  to: { transform: 'none' },
});

/**
 * The sheet: in the page's flow (the document scrolls as usual), raised above the header, which the
 * shell pins behind it; a strip of the header stays visible above the sheet's top edge.
 */
export const sheet = style({
  position: 'relative',
  zIndex: vars.zIndex.articleWrapper,
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  minHeight: `calc(100vh - ${vars.space['3xl']})`,
  marginTop: vars.space['3xl'],
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideUp} ${vars.motion.normal} ease-out` },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const closeIcon = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
