/**
 * Rasterises the dataset's SVG illustrations to JPEG (fixtures/content/media/{sha1}-{w}x{h}.jpg),
 * writes fixtures/content/media/manifest.json with each asset's LQIP, and synthesises the podcast
 * recordings to MP3 (fixtures/content/media/{sha1}.mp3, scripts/podcast-audio.ts). Deterministic:
 * the same sharp and LAME versions give byte-identical files. Run with `npx tsx scripts/build-media.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { audioCatalogue, audioFileName } from '@fixtures/content/src/audio';
import { renderSvg } from '@fixtures/content/src/illustrations';
import { mediaCatalogue, mediaFileName } from '@fixtures/content/src/media';
import { podcastMp3 } from './podcast-audio';

const MAX_BYTES = 150 * 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = join(root, 'fixtures/content/media');

export interface MediaManifestEntry {
  name: string;
  file: string;
  width: number;
  height: number;
  lqip: string;
}

async function main(): Promise<void> {
  mkdirSync(mediaDir, { recursive: true });
  const keep = new Set<string>(['manifest.json']);
  const manifest: MediaManifestEntry[] = [];
  for (const def of mediaCatalogue) {
    const svg = Buffer.from(renderSvg(def.name, def.width, def.height));
    const file = mediaFileName(def);
    let quality = 82;
    let jpeg = await sharp(svg).jpeg({ quality, mozjpeg: true }).toBuffer();
    while (jpeg.length > MAX_BYTES && quality > 40) {
      quality -= 8;
      jpeg = await sharp(svg).jpeg({ quality, mozjpeg: true }).toBuffer();
    }
    if (jpeg.length > MAX_BYTES) throw new Error(`${def.name} is ${jpeg.length} bytes even at quality ${quality}`);
    writeFileSync(join(mediaDir, file), jpeg);
    keep.add(file);
    const tiny = await sharp(jpeg).resize({ width: 20 }).jpeg({ quality: 60 }).toBuffer();
    manifest.push({
      name: def.name,
      file,
      width: def.width,
      height: def.height,
      lqip: `data:image/jpeg;base64,${tiny.toString('base64')}`,
    });
    console.log(`${file}  ${def.name}  ${(jpeg.length / 1024).toFixed(1)} KB (q${quality})`);
  }
  for (const def of audioCatalogue) {
    const file = audioFileName(def);
    const mp3 = podcastMp3(def);
    writeFileSync(join(mediaDir, file), mp3);
    keep.add(file);
    console.log(`${file}  ${def.name}  ${(mp3.length / 1024).toFixed(1)} KB (${def.seconds} s)`);
  }
  for (const existing of readdirSync(mediaDir)) {
    if (!keep.has(existing)) rmSync(join(mediaDir, existing));
  }
  writeFileSync(join(mediaDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
