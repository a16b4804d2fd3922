import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';
import { size, text, tone, weight } from './Text.css';

describe('Text', () => {
  it('is a paragraph of body text by default, inheriting its colour', () => {
    expect(renderToStaticMarkup(<Text>Åbent i dag</Text>)).toBe(
      `<p class="${text} ${size.md} ${tone.default}">Åbent i dag</p>`,
    );
  });

  it('renders as a span or div with a size, tone and weight of the theme', () => {
    const html = renderToStaticMarkup(
      <Text as="span" size="sm" tone="muted" weight="bold">
        Gratis
      </Text>,
    );
    expect(html).toBe(`<span class="${text} ${size.sm} ${tone.muted} ${weight.bold}">Gratis</span>`);
  });

  it('offers no heading element (headings are Heading’s, at the caller’s level)', () => {
    // @ts-expect-error: a heading is not a Text element
    const html = renderToStaticMarkup(<Text as="h2">x</Text>);
    expect(html.startsWith('<h2')).toBe(true);
  });
});
