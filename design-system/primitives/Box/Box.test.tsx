import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';
import { background, listReset, padding, paddingBlock, radius } from './Box.css';

describe('Box', () => {
  it('is a plain div without props, with no class at all', () => {
    expect(renderToStaticMarkup(<Box>Åbent</Box>)).toBe('<div>Åbent</div>');
  });

  it('renders as the element asked for, with its name for assistive technology', () => {
    expect(
      renderToStaticMarkup(
        <Box as="section" aria-labelledby="h">
          x
        </Box>,
      ),
    ).toBe('<section aria-labelledby="h">x</section>');
  });

  it('takes padding, surface and radius only from the token scales, as classes', () => {
    const html = renderToStaticMarkup(
      <Box padding="lg" paddingBlock="xl" background="surface" radius="md">
        x
      </Box>,
    );
    for (const className of [padding.lg, paddingBlock.xl, background.surface, radius.md])
      expect(html).toContain(className);
    expect(html).not.toContain('style=');
  });

  it('a list loses its bullets and indent', () => {
    expect(renderToStaticMarkup(<Box as="ul" />)).toBe(`<ul class="${listReset}"></ul>`);
  });
});
