// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { Box } from './Box';
import { listReset } from './Box.css';
import { utilityClass } from './utilityClass';

describe('Box', () => {
  it('is a plain div without props, with no class at all', () => {
    render(<Box>Åbent</Box>);
    const box = screen.getByText('Åbent');
    expect(box.tagName).toBe('DIV');
    expect(box.attributes).toHaveLength(0);
  });

  it('renders as the element asked for, with its name for assistive technology', () => {
    render(
      <Box as="section" aria-labelledby="h">
        <h2 id="h">Åbningstider</h2>
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Åbningstider' });
    expect(region.tagName).toBe('SECTION');
    expect(region).not.toHaveAttribute('class');
  });

  it('takes padding, surface and radius only from the token scales, as classes', () => {
    render(
      <Box padding="lg" paddingBlock="xl" background="surface" radius="md">
        x
      </Box>,
    );
    const box = screen.getByText('x');
    expect(box).toHaveClass(
      utilityClass('p', 'lg'),
      utilityClass('pb', 'xl'),
      utilityClass('bg', 'surface'),
      utilityClass('radius', 'md'),
    );
    expect(box).not.toHaveAttribute('style');
  });

  it('a list loses its bullets and indent', () => {
    render(<Box as="ul" />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass(listReset, { exact: true });
    expect(list).toBeEmptyDOMElement();
  });
});
