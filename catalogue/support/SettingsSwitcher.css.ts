import { style } from '@vanilla-extract/css';

/** The catalogue's own toolbar: deliberately plain and outside every site theme. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '1rem',
  padding: '0.5rem 0.75rem',
  marginBottom: '1rem',
  backgroundColor: '#ffffff',
  color: '#1a1a1a',
  border: '1px solid #6b6b6b',
  borderRadius: '0.25rem',
  fontFamily: "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
  fontSize: '0.875rem',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });

export const label = style({ fontWeight: 700 });

export const select = style({
  minHeight: '2.75rem',
  minWidth: '12rem',
  padding: '0 0.5rem',
  font: 'inherit',
  color: '#1a1a1a',
  backgroundColor: '#ffffff',
  border: '1px solid #4d4d4d',
  borderRadius: '0.25rem',
  selectors: {
    '&:focus-visible': { outline: '3px solid #1a56db', outlineOffset: '2px' },
  },
});
