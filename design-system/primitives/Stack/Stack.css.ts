import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { baseTokens } from '@tokens/base';
import type { Space } from '../Box/Box.css';

export const stack = style({ display: 'flex', minWidth: 0 });

export const direction = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row' },
});

export const gap = styleVariants(
  Object.fromEntries(
    (Object.keys(baseTokens.space) as Space[]).map((key) => [key, { gap: vars.space[key] }]),
  ) as Record<Space, { gap: string }>,
);

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });
