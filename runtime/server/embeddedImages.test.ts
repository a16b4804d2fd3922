import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embeddedImages } from './embeddedImages';

const MEDIA = path.resolve('fixtures/content/media');
const FILE = '11fc4dfc600232572a19356deaa711958f40cb57-1600x1067.jpg';

const app = new Hono();
app.get('/images/embedded/stage/*', embeddedImages(MEDIA));
const get = (query: string, file = FILE, accept?: string) =>
  app.request(`/images/embedded/stage/${file}${query}`, accept ? { headers: { Accept: accept } } : {});
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const sizeOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('embedded images are served the way Sanity’s image CDN serves the same URL', () => {
  it('?w= scales to that width, keeping the proportions', async () => {
    const response = await get('?w=480&fit=max&auto=format');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    const { width, height } = await sizeOf(response);
    expect([width, height]).toEqual([480, 320]);
  });

  it('auto=format gives WebP to a browser that accepts it, varying by Accept, and smaller than the JPEG', async () => {
    const webp = await get('?w=800&fit=max&auto=format', FILE, CHROME_ACCEPT);
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    expect(webp.headers.get('Vary')).toBe('Accept');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    const { format, width } = await sharp(webpBytes).metadata();
    expect([format, width]).toEqual(['webp', 800]);
    const jpeg = await get('?w=800&fit=max&auto=format', FILE, 'image/jpeg,image/*;q=0.8');
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    expect(webpBytes.length).toBeLessThan((await jpeg.arrayBuffer()).byteLength);
  });

  it('without auto=format the original format is kept, whatever the browser accepts', async () => {
    const response = await get('?w=480', FILE, CHROME_ACCEPT);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Vary')).toBeNull();
  });

  it('never enlarges: a width over the original gives the original size', async () => {
    const { width } = await sizeOf(await get('?w=2000'));
    expect(width).toBe(1600);
  });

  it('rect= cuts the crop first, then w= scales it', async () => {
    const { width, height } = await sizeOf(await get('?rect=100,50,800,400&w=400'));
    expect([width, height]).toEqual([400, 200]);
  });

  it('without parameters: the original file, byte for byte', async () => {
    const response = await get('');
    const { readFile } = await import('node:fs/promises');
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(path.join(MEDIA, FILE)))).toBe(true);
  });

  it.each([
    ['an unknown file', '?w=480', `${'0'.repeat(40)}-10x10.jpg`],
    ['a name that is not an asset', '?w=480', 'package.json'],
    ['a width out of range', '?w=99999', FILE],
    ['a crop outside the image', '?rect=1500,0,800,400', FILE],
    ['a malformed crop', '?rect=1,2,3', FILE],
  ])('%s: 404', async (_what, query, file) => {
    expect((await get(query, file)).status).toBe(404);
  });
});
