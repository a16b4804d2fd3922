import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dialogFixtures as f } from '../../../fixtures/components/Dialog.fixtures';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('renders a closed native dialog labelled by its heading', () => {
    const html = renderToStaticMarkup(
      <Dialog open={false} onClose={() => {}} title={f.default.title}>
        {f.default.text}
      </Dialog>,
    );
    expect(html).toMatch(/^<dialog class="[^"]+" aria-labelledby="([^"]+)">/);
    expect(html).not.toContain(' open=""');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}"`);
  });

  it('has a close button named in the page language, and takes the title level from the caller', () => {
    const html = renderToStaticMarkup(
      <Dialog open={false} onClose={() => {}} title={f.minimal.title} titleLevel={3}>
        {f.minimal.text}
      </Dialog>,
    );
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-label="Luk"');
    expect(html).toContain('<h3 ');
  });

  it('can be wide (for images)', () => {
    const narrow = renderToStaticMarkup(
      <Dialog open={false} onClose={() => {}} title="x">
        y
      </Dialog>,
    );
    const wide = renderToStaticMarkup(
      <Dialog open={false} onClose={() => {}} title="x" wide>
        y
      </Dialog>,
    );
    expect(/class="([^"]+)"/.exec(wide)?.[1]).not.toBe(/class="([^"]+)"/.exec(narrow)?.[1]);
  });
});
