// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { listReset } from '../Box/Box.css';
import { utilityClass } from '../Box/utilityClass';
import { Stack } from './Stack';
import { stack, wrap } from './Stack.css';

const classes = (element: Element) => [...element.classList];

describe('Stack', () => {
  it('stacks vertically with the medium gap by default', () => {
    render(<Stack>x</Stack>);
    expect(classes(screen.getByText('x'))).toEqual([stack, utilityClass('dir', 'vertical'), utilityClass('gap', 'md')]);
  });

  it('flows horizontally with a gap from the space scale, alignment and wrapping', () => {
    render(
      <Stack direction="horizontal" gap="xs" align="center" justify="spaceBetween" wrap>
        x
      </Stack>,
    );
    expect(classes(screen.getByText('x'))).toEqual([
      stack,
      utilityClass('dir', 'horizontal'),
      utilityClass('gap', 'xs'),
      utilityClass('align', 'center'),
      utilityClass('justify', 'spaceBetween'),
      wrap,
    ]);
  });

  it('as a list keeps its list semantics and loses its bullets; padding composes', () => {
    render(
      <Stack as="ul" paddingBlock="xl" aria-label="Udstillinger">
        <li>a</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Udstillinger' });
    expect(list.tagName).toBe('UL');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^a$/);
    expect(list).toHaveClass(listReset, utilityClass('pb', 'xl'));
  });
});
