// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { Grid } from './Grid';
import { grid, item, rowGap, span } from './Grid.css';
import { spanClassNames } from './Grid.Item';

describe('Grid', () => {
  it('is the 12-column grid; an item without a span fills the row', () => {
    render(
      <Grid>
        <Grid.Item>a</Grid.Item>
      </Grid>,
    );
    const cell = screen.getByText('a');
    expect(cell.tagName).toBe('DIV');
    expect([...cell.classList]).toEqual([item, span.base[12]]);
    expect(cell.parentElement?.tagName).toBe('DIV');
    expect(cell.parentElement).toHaveClass(grid, { exact: true });
  });

  it('a span per breakpoint is one static class each, mobile first, never an inline style', () => {
    expect(spanClassNames({ base: 12, sm: 6, lg: 4 })).toEqual([span.base[12], span.sm[6], span.lg[4]]);
    expect(spanClassNames(3)).toEqual([span.base[3]]);
    expect(spanClassNames({ md: 6 })).toEqual([span.base[12], span.md[6]]);
    const { container } = render(
      <Grid>
        <Grid.Item span={{ md: 6 }}>a</Grid.Item>
      </Grid>,
    );
    expect(screen.getByText('a')).toHaveClass(span.base[12], span.md[6]);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('every span value has its own class at every breakpoint', () => {
    const all = Object.values(span).flatMap((bySpan) => Object.values(bySpan));
    expect(all).toHaveLength(48);
    expect(new Set(all).size).toBe(48);
  });

  it('renders as a list of cards with list items, and takes a row gap from the space scale', () => {
    render(
      <Grid as="ul" rowGap="xl">
        <Grid.Item as="li" span={{ base: 12, sm: 6 }}>
          a
        </Grid.Item>
      </Grid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass(rowGap.xl);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^a$/);
    expect(screen.getByRole('listitem')).toHaveClass(span.base[12], span.sm[6]);
  });
});
