import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { megaHeadingFixtures as f } from '../../../fixtures/components/MegaHeading.fixtures';
import { MegaHeading } from './MegaHeading';

describe('MegaHeading', () => {
  it('renders the heading at the level the caller chose', () => {
    expect(renderToStaticMarkup(<MegaHeading {...f.default} />)).toMatch(/<h1[^>]*>Danmarks Oldtid<\/h1>/);
    expect(renderToStaticMarkup(<MegaHeading {...f.minimal} />)).toMatch(/<h2[^>]*>Kronborg<\/h2>/);
    expect(renderToStaticMarkup(<MegaHeading text="Jelling" level={3} />)).toContain('<h3');
  });

  it('renders the subheading as a paragraph', () => {
    expect(renderToStaticMarkup(<MegaHeading {...f.default} />)).toMatch(/<p[^>]*>14.000 års historie/);
  });

  it('renders nothing without text', () => {
    expect(renderToStaticMarkup(<MegaHeading {...f.empty} />)).toBe('');
  });
});
