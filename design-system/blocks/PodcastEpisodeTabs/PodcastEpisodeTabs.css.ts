import { style } from '@vanilla-extract/css';
import { vars } from '@design-system/theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const people = style({ margin: 0 });

export const term = style({ fontWeight: vars.fontWeight.bold });

export const value = style({ marginInlineStart: 0, marginBlockEnd: vars.space.xs });
