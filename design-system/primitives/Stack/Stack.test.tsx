import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { listReset, paddingBlock } from '../Box/Box.css';
import { Stack } from './Stack';
import { align, direction, gap, justify, stack, wrap } from './Stack.css';

const classes = (html: string) => (html.match(/class="([^"]*)"/)?.[1] ?? '').split(' ');

describe('Stack', () => {
  it('stacks vertically with the medium gap by default', () => {
    expect(classes(renderToStaticMarkup(<Stack>x</Stack>))).toEqual([stack, direction.vertical, gap.md]);
  });

  it('flows horizontally with a gap from the space scale, alignment and wrapping', () => {
    const html = renderToStaticMarkup(
      <Stack direction="horizontal" gap="xs" align="center" justify="spaceBetween" wrap>
        x
      </Stack>,
    );
    expect(classes(html)).toEqual([stack, direction.horizontal, gap.xs, align.center, justify.spaceBetween, wrap]);
  });

  it('as a list keeps its list semantics and loses its bullets; padding composes', () => {
    const html = renderToStaticMarkup(
      <Stack as="ul" paddingBlock="xl" aria-label="Udstillinger">
        <li>a</li>
      </Stack>,
    );
    expect(html).toMatch(/^<ul aria-label="Udstillinger" class="[^"]+"><li>a<\/li><\/ul>$/);
    expect(classes(html)).toContain(listReset);
    expect(classes(html)).toContain(paddingBlock.xl);
  });
});
