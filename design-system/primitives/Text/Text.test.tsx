// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { sprinkles } from '@design-system/theme/sprinkles.css';
import { Text } from './Text';

const exactly = (...classes: string[]) => [...new Set(classes.join(' ').split(' ').filter(Boolean))].sort();
const classesOf = (element: Element) => [...element.classList].sort();

describe('Text', () => {
  it('is a paragraph of body text by default, inheriting its colour', () => {
    render(<Text>Åbent i dag</Text>);
    const paragraph = screen.getByText('Åbent i dag');
    expect(paragraph.tagName).toBe('P');
    expect(classesOf(paragraph)).toEqual(
      exactly(sprinkles({ fontFamily: 'body', lineHeight: 'normal', fontSize: 'md' })),
    );
  });

  it('renders as a span or div with a size, tone and weight of the theme', () => {
    render(
      <Text as="span" size="sm" tone="muted" weight="bold">
        Gratis
      </Text>,
    );
    const span = screen.getByText('Gratis');
    expect(span.tagName).toBe('SPAN');
    expect(classesOf(span)).toEqual(
      exactly(
        sprinkles({
          fontFamily: 'body',
          lineHeight: 'normal',
          fontSize: 'sm',
          color: 'mutedForeground',
          fontWeight: 'bold',
        }),
      ),
    );
  });

  it('offers no heading element (headings are Heading’s, at the caller’s level)', () => {
    // @ts-expect-error: a heading is not a Text element
    render(<Text as="h2">x</Text>);
    // The type forbids it; at run time the element is passed through unchecked.
    expect(screen.getByRole('heading', { level: 2, name: 'x' })).toBeInTheDocument();
  });
});
