import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../tokens/breakpoints';
import { vars } from '../../theme/contract.css';

/** The banner's height, set on the root element while it shows (scroll padding keeps focus clear of it). */
export const bannerHeightVar = createVar();

globalStyle(':root:has([data-preview-banner])', {
  scrollPaddingBlockEnd: fallbackVar(bannerHeightVar, vars.space['3xl']),
});

/**
 * Pinned to the bottom of the viewport while the page scrolls, and in the flow after the page, so it takes its own
 * height at the end: it never covers the footer or the content there. A line and a shadow part it from a footer of
 * the same colour.
 */
export const banner = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.previewBanner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.md,
  backgroundColor: vars.color.impactBackground,
  color: vars.color.impactForeground,
  borderBlockStart: `${vars.size.border} solid currentColor`,
  boxShadow: vars.shadow.raisedAbove,
  fontFamily: vars.font.body,
  // Small on a phone, so the three links share one row under what is shown.
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaUp('sm')]: { fontSize: vars.fontSize.sm } },
});

export const status = style({ marginBlock: 0, paddingBlock: vars.space['2xs'] });

/** Small uppercase labels: the banner's badge, the panel's terms. */
const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.label,
  textTransform: 'uppercase',
});

/** "Forhåndsvisning", as a small outlined label before what is shown. */
export const badge = style([
  label,
  {
    display: 'inline-block',
    marginInlineEnd: vars.space['2xs'],
    paddingInline: vars.space.xs,
    border: `${vars.size.border} solid currentColor`,
    borderRadius: vars.radius.pill,
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  '@media': { [mediaUp('sm')]: { columnGap: vars.space.md } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: vars.size.underlineOffset,
});

export const seoDisclosure = style({});

/** The panel opens above the banner, across its width, over the page (the editor asked for it). */
export const seoPanel = style({
  position: 'absolute',
  insetBlockEnd: '100%',
  insetInline: 0,
  maxBlockSize: '60vh',
  overflowY: 'auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.primaryBackground,
  color: vars.color.primaryForeground,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.raisedAbove,
});

export const seoList = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: vars.size.measure,
  marginInline: 'auto',
});

export const seoTerm = label;

/** A canonical URL has no spaces to wrap at. */
export const seoValue = style({ margin: 0, overflowWrap: 'anywhere' });
