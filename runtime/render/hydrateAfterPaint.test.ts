import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, LOADER_PATH, LOADER_SOURCE } from './hydrateAfterPaint';

/** The end of a page as Vike writes it. */
const VIKE_END = `<script id="vike_pageContext" type="application/json">{"site":"natmus"}</script>
        <script src="/assets/entries/entry-client-routing.CLbY5gAw.js" type="module" async></script>
        <link rel="modulepreload" href="/assets/entries/runtime_pages_content.DprPJe-i.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-XKyaHtl9.js" as="script" type="text/javascript">
      </body>
    </html>`;

describe('hydration code is asked for after the first paint, never before it', () => {
  it('the client entry and its module preloads become data on the one loader script', () => {
    const html = hydrateAfterPaint(`<html><head></head><body><main>Guldhornene</main>${VIKE_END}`);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script src="${LOADER_PATH}" defer data-entry="/assets/entries/entry-client-routing.CLbY5gAw.js" data-preload="/assets/entries/runtime_pages_content.DprPJe-i.js /assets/chunks/chunk-XKyaHtl9.js"></script>`,
    );
    expect(html).toContain('<main>Guldhornene</main>');
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{"site":"natmus"}</script>');
  });

  it('HTML without a client entry is left as it is', () => {
    const html = '<html><body><h1>Der skete en fejl</h1></body></html>';
    expect(hydrateAfterPaint(html)).toBe(html);
  });

  it('the loader waits for the reported first paint (a background tab, which paints nothing, hydrates at once)', () => {
    expect(LOADER_SOURCE).toContain(".observe({type:'paint',buffered:true})");
    expect(LOADER_SOURCE).toContain('if(d.hidden)return h();');
    expect(LOADER_PATH).toMatch(/^\/assets\/hydrate-after-paint\.[0-9a-f]{10}\.js$/);
  });
});
