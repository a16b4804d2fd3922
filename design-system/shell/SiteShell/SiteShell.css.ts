import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const main = style({
  flex: '1 0 auto',
  // The page's last section never meets the footer: a coloured band there keeps clear of the footer's colour.
  paddingBlockEnd: vars.space['2xl'],
  selectors: { '&:focus': { outline: 'none' } },
});

/** The article layout: the header stays put behind the article sheet. */
export const pinnedHeader = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.base,
  // An open menu (the panel, the languages, a sub-menu) comes over the sheet, not under it.
  selectors: {
    '&:has([aria-expanded="true"]), &:has(details[open])': { zIndex: vars.zIndex.openHeaderMenu },
  },
});
