import { createHash } from 'node:crypto';
import { parseDocumentId } from '../preview/documentIds';

/**
 * Surrogate keys: the names a cached response is purged by, in the page cache and at a CDN (Fastly's
 * `Surrogate-Key`, space-separated; Cloudflare's `Cache-Tag`, comma-separated). The scheme:
 *
 * - `site-{site}`: every response of a site (purge a whole site).
 * - `doc-{hash}`: a document the response shows (the page itself, its navigation, site settings, opening
 *   hours, events, people, linked and listed pages…): the first 16 hex digits of the SHA-256 of its
 *   published id (`drafts.` and `versions.{release}.` stripped). Fixed length, lower case (Cloudflare's tags
 *   are case-insensitive), nothing to escape; 64 bits keep collisions out of reach for any dataset.
 * - `type-{type}`: the response shows at least one document of that type (lower case). A newly created or
 *   deleted document purges it, so automatic lists (a calendar's events, an overview's articles) pick up a
 *   document they could not name before it existed.
 * - `overflow-{site}`: a response showing more documents than the header may name (over
 *   MAX_SURROGATE_HEADER_BYTES) carries this instead of its `doc-` keys; any publish on its site purges it.
 * - `sitemap-{site}`: the site's sitemap.xml; every publish on the site purges it.
 *
 * Every key is at most 64 bytes (Fastly allows 1,024 per key); the header is kept under 8,000 bytes
 * (Fastly and Cloudflare allow 16 KB) however many documents a page shows.
 */

/** The longest Surrogate-Key (and Cache-Tag) header a response carries. */
export const MAX_SURROGATE_HEADER_BYTES = 8000;
/** Fastly's and Cloudflare's name for the header. */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';
export const CACHE_TAG_HEADER = 'Cache-Tag';

/** A document's id as published: `drafts.x` and `versions.r.x` are `x`. */
export function publishedId(id: string): string {
  return parseDocumentId(id)?.publishedId ?? id;
}

/** Lower-case letters, digits and hyphens only (a site id or a type name as a key). */
const keyPart = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 48);

export const siteKey = (site: string) => `site-${keyPart(site)}`;
export const documentKey = (id: string) =>
  `doc-${createHash('sha256').update(publishedId(id)).digest('hex').slice(0, 16)}`;
export const typeKey = (type: string) => `type-${keyPart(type)}`;
export const overflowKey = (site: string) => `overflow-${keyPart(site)}`;
export const sitemapKey = (site: string) => `sitemap-${keyPart(site)}`;

/** The documents a query result shows: every `_id` in it (published form), and the `_type`s of those objects. */
export interface DocumentRefs {
  ids: Set<string>;
  types: Set<string>;
}

export const emptyRefs = (): DocumentRefs => ({ ids: new Set(), types: new Set() });

/**
 * Collects every document in a query result: each object with a string `_id` anywhere in it is a document
 * the response shows (the queries project `_id` wherever they follow a reference or list documents, and a
 * link carries its target's `_id`). Its `_type` is a document type unless the object has a `_key` (an array
 * item inside a document, such as a link whose `_type` is "link").
 */
export function collectRefs(result: unknown, into: DocumentRefs = emptyRefs()): DocumentRefs {
  const stack: unknown[] = [result];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string' && record._id) {
      into.ids.add(publishedId(record._id));
      // A document's type; an object inside a document (`_key`: a link, a mark) only names its target's id.
      if (typeof record._type === 'string' && record._type && record._key === undefined) into.types.add(record._type);
    }
    for (const child of Object.values(record)) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return into;
}

/** Adds one set of refs to another. */
export function mergeRefs(into: DocumentRefs, from: DocumentRefs): DocumentRefs {
  for (const id of from.ids) into.ids.add(id);
  for (const type of from.types) into.types.add(type);
  return into;
}

/**
 * The keys of a response of `site` that shows `refs`: its site, each document, each type; the document keys
 * give way to `overflow-{site}` when they would make the header longer than MAX_SURROGATE_HEADER_BYTES.
 */
export function responseKeys(site: string, refs: DocumentRefs): string[] {
  const fixed = [siteKey(site), ...[...refs.types].sort().map(typeKey)];
  const documents = [...refs.ids].map(documentKey).sort();
  const length = (keys: string[]) => keys.reduce((sum, key) => sum + key.length + 1, 0);
  const keys = length(fixed) + length(documents) <= MAX_SURROGATE_HEADER_BYTES ? documents : [overflowKey(site)];
  return [...new Set([...fixed, ...keys])];
}

/** The two headers that carry the keys: Fastly's space-separated Surrogate-Key, Cloudflare's comma-separated Cache-Tag. */
export function surrogateHeaders(keys: readonly string[]): Record<string, string> {
  return { [SURROGATE_KEY_HEADER]: keys.join(' '), [CACHE_TAG_HEADER]: keys.join(',') };
}

/** The keys a response's Surrogate-Key header names. */
export function keysOf(header: string | null | undefined): string[] {
  return header ? header.split(/[\s,]+/).filter(Boolean) : [];
}
