import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';
import { baseTokens } from '@tokens/base';
import type { Space } from '../Box/utilityClass';
import { utilityRules } from '../Box/utilityRules';

export const stack = style({ display: 'flex', minWidth: 0 });

export const directions = { vertical: 'column', horizontal: 'row' } as const;
export const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
export const distributions = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;

utilityRules('dir', Object.keys(directions) as (keyof typeof directions)[], (key) => ({
  flexDirection: directions[key],
}));
utilityRules('gap', Object.keys(baseTokens.space) as Space[], (key) => ({ gap: vars.space[key] }));
utilityRules('align', Object.keys(alignments) as (keyof typeof alignments)[], (key) => ({
  alignItems: alignments[key],
}));
utilityRules('justify', Object.keys(distributions) as (keyof typeof distributions)[], (key) => ({
  justifyContent: distributions[key],
}));

export const wrap = style({ flexWrap: 'wrap' });
