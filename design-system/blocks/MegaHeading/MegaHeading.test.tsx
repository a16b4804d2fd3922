// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headingOutline, render } from '@design-system/testing/render';
import { megaHeadingFixtures as f } from '@fixtures/components/MegaHeading.fixtures';
import { MegaHeading } from './MegaHeading';

describe('MegaHeading', () => {
  it('renders the heading at the level the caller chose', () => {
    render(
      <>
        <MegaHeading {...f.default} />
        <MegaHeading {...f.minimal} />
        <MegaHeading text="Jelling" level={3} />
      </>,
    );
    expect(headingOutline()).toEqual(['h1 Danmarks Oldtid', 'h2 Kronborg', 'h3 Jelling']);
  });

  it('renders the subheading as a paragraph', () => {
    const { getByText } = render(<MegaHeading {...f.default} />);
    expect(getByText(/^14.000 års historie/).tagName).toBe('P');
  });

  it('renders nothing without text', () => {
    expect(renderToStaticMarkup(<MegaHeading {...f.empty} />)).toBe('');
  });
});
