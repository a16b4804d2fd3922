// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { styledTextAndVisualFixtures as f } from '@fixtures/components/StyledTextAndVisual.fixtures';
import { StyledTextAndVisual } from './StyledTextAndVisual';
import { reversed } from './StyledTextAndVisual.css';

describe('StyledTextAndVisual', () => {
  it('renders label, h2 heading, subheading, description, link and image', () => {
    const { container } = render(<StyledTextAndVisual {...f.default} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading').tagName).toBe('H2');
    expect(container).toHaveTextContent('Gårdene fortæller om livet på landet');
    expect(container).toHaveTextContent('Over 50 gårde og huse fra hele Danmark');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/frilandsmuseet/gaarde-og-huse');
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('marks the reversed layout only when isReversed', () => {
    const { container, unmount } = render(<StyledTextAndVisual {...f.reversed} />);
    expect(container.getElementsByClassName(reversed)).toHaveLength(1);
    unmount();
    expect(render(<StyledTextAndVisual {...f.default} />).container.getElementsByClassName(reversed)).toHaveLength(0);
  });

  it('keeps the image before the text in the source order either way', () => {
    render(<StyledTextAndVisual {...f.reversed} />);
    const image = screen.getByRole('img');
    expect(
      image.compareDocumentPosition(screen.getByRole('heading', { level: 2 })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('renders nothing without a heading', () => {
    expect(renderToStaticMarkup(<StyledTextAndVisual {...f.empty} />)).toBe('');
  });
});
