import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { mediaUp } from '@tokens/breakpoints';

/**
 * At the end of the page, after the footer, in the flow: it covers nothing, on any screen and at any scroll
 * position (a banner pinned over the page hid the links under it). A line parts it from a footer of the same colour.
 */
export const banner = style({
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

/** Open, the search-engine panel takes a row of its own under the banner's links. */
export const seoDisclosure = style({
  selectors: { '&[open]': { flexBasis: '100%', order: 1 } },
});

/** The panel, in the flow of the banner: it pushes nothing of the page aside and covers nothing. */
export const seoPanel = style({
  paddingBlock: vars.space.sm,
  color: 'inherit',
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
