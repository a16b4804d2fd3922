import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid';
import { grid, item, rowGap, span } from './Grid.css';
import { spanClassNames } from './Grid.Item';

const classes = (html: string) => (html.match(/class="([^"]*)"/)?.[1] ?? '').split(' ');

describe('Grid', () => {
  it('is the 12-column grid; an item without a span fills the row', () => {
    const html = renderToStaticMarkup(
      <Grid>
        <Grid.Item>a</Grid.Item>
      </Grid>,
    );
    expect(html).toBe(`<div class="${grid}"><div class="${item} ${span.base[12]}">a</div></div>`);
  });

  it('a span per breakpoint is one static class each, mobile first, never an inline style', () => {
    expect(spanClassNames({ base: 12, sm: 6, lg: 4 })).toEqual([span.base[12], span.sm[6], span.lg[4]]);
    expect(spanClassNames(3)).toEqual([span.base[3]]);
    expect(spanClassNames({ md: 6 })).toEqual([span.base[12], span.md[6]]);
    const html = renderToStaticMarkup(
      <Grid>
        <Grid.Item span={{ md: 6 }}>a</Grid.Item>
      </Grid>,
    );
    expect(html).not.toContain('style=');
  });

  it('every span value has its own class at every breakpoint', () => {
    const all = Object.values(span).flatMap((bySpan) => Object.values(bySpan));
    expect(all).toHaveLength(48);
    expect(new Set(all).size).toBe(48);
  });

  it('renders as a list of cards with list items, and takes a row gap from the space scale', () => {
    const html = renderToStaticMarkup(
      <Grid as="ul" rowGap="xl">
        <Grid.Item as="li" span={{ base: 12, sm: 6 }}>
          a
        </Grid.Item>
      </Grid>,
    );
    expect(html).toMatch(/^<ul class="[^"]+"><li class="[^"]+">a<\/li><\/ul>$/);
    expect(classes(html)).toContain(rowGap.xl);
  });
});
