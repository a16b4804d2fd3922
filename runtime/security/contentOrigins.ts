import { JOTFORM_SCRIPT, PAPERFORM_SCRIPT } from '@design-system/blocks/Embed';

/**
 * Where embeds and media may come from: Sanity's image CDN, Mux video, podcast audio, the allow-listed embed codes
 * (Jotform, Microsoft Office, Paperform) and the pages editors put in an iframe embed module. One list, read by the
 * Content-Security-Policy (runtime/server/security.ts) and by the iframe embed's mapper, so a frame the policy would
 * block is never rendered as a blank box.
 */
export const contentOrigins = {
  images: ['https://cdn.sanity.io', 'https://image.mux.com'],
  media: ['https://stream.mux.com', 'https://*.mux.com', 'https://*.spreaker.com', 'https://api.spreaker.com'],
  frames: [
    // The embed codes of the spec.
    'https://form.jotform.com',
    'https://www.jotform.com',
    'https://*.officeapps.live.com',
    'https://*.sharepoint.com',
    'https://forms.office.com',
    'https://paperform.co',
    'https://*.paperform.co',
    // Iframe embed modules: maps, 3D scans of objects, digitised publications, video and story maps.
    'https://www.google.com/maps/',
    'https://sketchfab.com',
    'https://e.issuu.com',
    'https://player.vimeo.com',
    'https://www.youtube-nocookie.com',
    'https://storymaps.arcgis.com',
  ],
  /**
   * The embed scripts by path, not their hosts' every file: Jotform's form script is one per form under `/jsform/`
   * (a path ending in `/` is a prefix), Paperform's one file. No hashes: the vendors change these files at will, and
   * a hash would break the forms the day they do.
   */
  scripts: [JOTFORM_SCRIPT, PAPERFORM_SCRIPT],
  connect: ['https://*.mux.com', 'https://*.litix.io'],
} as const;

/**
 * Whether a CSP source expression (`https://host`, `https://*.host`, with an optional path: a path ending in `/` is
 * a prefix, any other path must match exactly) allows the URL, as a browser matches it.
 */
function sourceAllows(source: string, url: URL): boolean {
  const wildcard = source.includes('://*.');
  const allowed = new URL(source.replace('://*.', '://wildcard.'));
  if (url.protocol !== allowed.protocol || url.port !== allowed.port) return false;
  const hostMatches = wildcard
    ? url.hostname.endsWith(`.${allowed.hostname.slice('wildcard.'.length)}`)
    : url.hostname === allowed.hostname;
  if (!hostMatches) return false;
  const path = allowed.pathname;
  if (path === '/') return true;
  return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
}

function allowedBy(sources: readonly string[], address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return sources.some((source) => sourceAllows(source, url));
}

/** Whether the Content-Security-Policy lets a page frame this address. */
export function frameAllowed(address: string): boolean {
  return allowedBy(contentOrigins.frames, address);
}

/** Whether the Content-Security-Policy lets a page load a script from this address (besides our own origin). */
export function scriptAllowed(address: string): boolean {
  return allowedBy(contentOrigins.scripts, address);
}
