import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.gridDebug,
  pointerEvents: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${vars.size.gridColumns}, minmax(0, 1fr))`,
  columnGap: vars.size.gridGutter,
  height: '100vh',
});

export const column = style({
  backgroundColor: vars.color.impactBackground,
  opacity: 0.15,
});
