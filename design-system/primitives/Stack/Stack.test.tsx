// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { sprinkles } from '@design-system/theme/sprinkles.css';
import { listReset } from '../Box/Box';
import { Stack } from './Stack';
import { stack } from './Stack.css';

describe('Stack', () => {
  it('stacks vertically with the medium gap by default', () => {
    render(<Stack>x</Stack>);
    expect(screen.getByText('x')).toHaveClass(`${stack} ${sprinkles({ flexDirection: 'column', gap: 'md' })}`, {
      exact: true,
    });
  });

  it('flows horizontally with a gap from the space scale, alignment and wrapping', () => {
    render(
      <Stack direction="horizontal" gap="xs" align="center" justify="spaceBetween" wrap>
        x
      </Stack>,
    );
    expect(screen.getByText('x')).toHaveClass(
      `${stack} ${sprinkles({
        flexDirection: 'row',
        gap: 'xs',
        alignItems: 'center',
        justifyContent: 'spaceBetween',
        flexWrap: 'wrap',
      })}`,
      { exact: true },
    );
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
    expect(list).toHaveClass(listReset, sprinkles({ paddingBlock: 'xl' }));
  });
});
