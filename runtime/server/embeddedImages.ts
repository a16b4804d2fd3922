import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Handler } from 'hono';
import sharp from 'sharp';
import { z } from 'zod';

/**
 * The parameters of Sanity's image pipeline that our image URLs use (@sanity/image-url: `rect`, `w`, `fit=max`,
 * `auto=format`); anything else in the query is ignored, as the CDN ignores what it does not know.
 */
const imageQuery = z.object({
  w: z.coerce.number().int().min(1).max(4000).optional(),
  auto: z.string().optional(),
  rect: z
    .string()
    .regex(/^\d+,\d+,\d+,\d+$/)
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .optional(),
});

/** Asset files as the dataset names them: `{sha1}-{width}x{height}.{ext}`. */
const ASSET_FILE = /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp)$/;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * `auto=format`: the CDN answers a browser that accepts WebP with WebP (it adds AVIF later, once it has encoded one
 * in the background; WebP is what a first request gets, and what we always give), anyone else with the original's
 * format. The answer therefore varies by `Accept`.
 */
const outputFormat = (auto: string | undefined, accept: string | undefined, extension: string): string =>
  auto === 'format' && /\bimage\/webp\b/.test(accept ?? '') ? 'webp' : extension;

/** The quality Sanity's image pipeline encodes JPEG and WebP at by default. */
const SANITY_QUALITY = 75;

/** Rendered sizes kept in memory: the embedded dataset has a few dozen images in five widths. */
const CACHE_ENTRIES = 300;

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * GET /images/embedded/stage/{file}?rect=…&w=…: the embedded dataset's images cut and scaled the way Sanity's image
 * CDN would serve the same URL (the crop rectangle, then at most `w` pixels wide, never enlarged), so a thumbnail is
 * not a 1600-pixel original. Each rendering is kept in memory. Unknown files, and parameters out of range, are 404.
 */
export function embeddedImages(mediaDir: string): Handler {
  const cache = new Map<string, Promise<Buffer | null>>();

  const render = async (file: string, query: z.infer<typeof imageQuery>, format: string): Promise<Buffer | null> => {
    const original = await readFile(path.join(mediaDir, file)).catch(() => null);
    if (!original) return null;
    if (!query.w && !query.rect && file.endsWith(`.${format}`)) return original;
    let image = sharp(original);
    if (query.rect) {
      const [left, top, width, height] = query.rect;
      const { width: fullWidth = 0, height: fullHeight = 0 } = await image.metadata();
      if (width === 0 || height === 0 || left + width > fullWidth || top + height > fullHeight) return null;
      image = image.extract({ left, top, width, height });
    }
    if (query.w) image = image.resize({ width: query.w, withoutEnlargement: true });
    // Sanity's pipeline encodes lossy formats at quality 75 unless `q` says otherwise.
    if (format === 'webp') image = image.webp({ quality: SANITY_QUALITY });
    else if (format === 'jpg') image = image.jpeg({ quality: SANITY_QUALITY });
    return image.toBuffer();
  };

  return async (c) => {
    const file = decodeURIComponent(c.req.path.slice(c.req.path.lastIndexOf('/') + 1));
    const query = imageQuery.safeParse(c.req.query());
    if (!ASSET_FILE.test(file) || !query.success) return notFound();
    const format = outputFormat(query.data.auto, c.req.header('Accept'), file.slice(file.lastIndexOf('.') + 1));
    const key = `${file}?${query.data.rect?.join(',') ?? ''}&${query.data.w ?? ''}&${format}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = render(file, query.data, format).catch(() => null);
      cache.set(key, pending);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    const body = await pending;
    if (!body) {
      cache.delete(key);
      return notFound();
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': CONTENT_TYPES[format] ?? 'application/octet-stream',
      ...(query.data.auto === 'format' ? { Vary: 'Accept' } : {}),
    });
  };
}
