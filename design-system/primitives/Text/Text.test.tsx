// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { Text } from './Text';
import { size, text, tone, weight } from './Text.css';

describe('Text', () => {
  it('is a paragraph of body text by default, inheriting its colour', () => {
    render(<Text>Åbent i dag</Text>);
    const paragraph = screen.getByText('Åbent i dag');
    expect(paragraph.tagName).toBe('P');
    expect([...paragraph.classList]).toEqual([text, size.md, tone.default]);
  });

  it('renders as a span or div with a size, tone and weight of the theme', () => {
    render(
      <Text as="span" size="sm" tone="muted" weight="bold">
        Gratis
      </Text>,
    );
    const span = screen.getByText('Gratis');
    expect(span.tagName).toBe('SPAN');
    expect([...span.classList]).toEqual([text, size.sm, tone.muted, weight.bold]);
  });

  it('offers no heading element (headings are Heading’s, at the caller’s level)', () => {
    // @ts-expect-error: a heading is not a Text element
    render(<Text as="h2">x</Text>);
    // The type forbids it; at run time the element is passed through unchecked.
    expect(screen.getByRole('heading', { level: 2, name: 'x' })).toBeInTheDocument();
  });
});
