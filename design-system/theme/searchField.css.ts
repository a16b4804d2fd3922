import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The site's search field, one look wherever a visitor types a search (the header's search panel, the search
 * page): the label above, the input and its button on one line that wraps on a narrow screen.
 */
export const searchFieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const searchFieldLabel = style({ width: '100%', fontWeight: vars.fontWeight.medium });

export const searchFieldInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  font: 'inherit',
  color: vars.color.primaryForeground,
  backgroundColor: vars.color.primaryBackground,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const searchFieldButton = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.primaryForeground}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primaryForeground,
  color: vars.color.primaryBackground,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
