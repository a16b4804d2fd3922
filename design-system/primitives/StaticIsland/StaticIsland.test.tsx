import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { islandView, StaticIsland } from './StaticIsland';

// Server HTML is this component's subject (what the server sends for the browser to keep until the code comes), so
// these tests read renderToStaticMarkup's output rather than a DOM; the browser's side is the pure islandView.
const load = () => Promise.resolve();

describe('StaticIsland', () => {
  it('on the server, with its code: the content in a wrapper without a box of its own, marked for the browser', () => {
    const html = renderToStaticMarkup(
      <StaticIsland name="test" ready load={load}>
        {() => <p>Indhold</p>}
      </StaticIsland>,
    );
    expect(html).toMatch(/^<div class="[^"]+" data-static-island="[^"]+"><p>Indhold<\/p><\/div>$/);
  });

  it('on the server without its code: nothing, logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(
      <StaticIsland name="the test block" ready={false} load={load}>
        {() => <p>Indhold</p>}
      </StaticIsland>,
    );
    expect(html).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the test block rendered before its code was loaded'));
    warn.mockRestore();
  });

  it('in the browser without its code or server HTML: an empty wrapper while the code loads, then the content', () => {
    const browser = { browser: true, serverHtml: undefined };
    expect(islandView({ ...browser, ready: false, loaded: false })).toBe('loading');
    // The caller's `ready` was worked out before the code loaded and stays false: the island's own load counts.
    expect(islandView({ ...browser, ready: false, loaded: true })).toBe('children');
    expect(islandView({ browser: true, serverHtml: '<p>Indhold</p>', ready: false, loaded: false })).toBe('server');
    expect(islandView({ browser: false, serverHtml: undefined, ready: false, loaded: false })).toBe('nothing');
  });
});
