import { createHash } from 'node:crypto';

/**
 * Hydration code is asked for after the first paint, never before it.
 *
 * Vike ends each page with its client entry (`<script type="module" async>`) and `modulepreload` links for the
 * chunks it imports. A browser fetches those at once, next to the stylesheet, the fonts and the hero image, and on
 * a slow connection they share its bandwidth: the page's text and picture arrive later for code the visitor does
 * not need to read them (every link and form works without it). Here the entry and its preloads become data on
 * one small external script (LOADER_SOURCE, served by the server at LOADER_PATH: no inline script, so the
 * Content-Security-Policy stays without hashes and nonces). It waits for the browser to report the first paint
 * (Paint Timing), then adds the same preloads and imports the entry, and Vike hydrates as before. A page opened in a
 * background tab, which paints nothing, hydrates at once; so does one that goes into the background first. After 3 s
 * it hydrates whatever happened.
 *
 * The loader is written compact, as it counts in every page's first-load JS: `h` adds the preloads and imports the
 * entry, once; it runs on the first paint entry, at once in a hidden tab, on any change of visibility, and after
 * 3 s in any case (a browser without Paint Timing waits those 3 s).
 */
export const LOADER_SOURCE = `(function(s,d){var u;function h(){if(u)return;u=1;s.dataset.preload.split(' ').forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.href=f;f&&d.head.appendChild(l)});import(s.dataset.entry)}
if(d.hidden)return h();d.addEventListener('visibilitychange',h);setTimeout(h,3000);
try{new PerformanceObserver(function(e,o){o.disconnect();setTimeout(h)}).observe({type:'paint',buffered:true})}catch(e){}})(document.currentScript,document);
`;

/** Named by its content, so it is cached like the build's own assets (a year, immutable). */
export const LOADER_PATH = `/assets/hydrate-after-paint.${createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 10)}.js`;

const ENTRY = /^<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" as="script" type="text\/javascript">/g;

/**
 * The page's HTML with Vike's client entry and module preloads replaced by the loader, which carries them as
 * `data-entry` and `data-preload`. Vike writes them last, so only the end of the page is read. HTML without a
 * client entry (there is none in an error answer Vike could not render) is returned as it is.
 */
export function hydrateAfterPaint(html: string): string {
  const at = html.lastIndexOf('<script src="/assets/');
  if (at < 0) return html;
  const end = html.slice(at);
  const entry = ENTRY.exec(end);
  if (!entry) return html;
  const preloads = [...end.matchAll(PRELOAD)].map((match) => match[1] as string);
  const loader = `<script src="${LOADER_PATH}" defer data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.slice(0, at) + end.replace(PRELOAD, '').replace(ENTRY, () => loader);
}
