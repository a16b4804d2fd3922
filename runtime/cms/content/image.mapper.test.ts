import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsImage } from './common.schema';
import { croppedSize, mapImage, sanityImageUrls } from './image.mapper';

const live = sanityImageUrls({ projectId: 'abc123', dataset: 'stage', embedded: false });
const asset = 'image-0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6-3000x2000-jpg';
const whole: CmsImage = { assetId: asset, width: 3000, height: 2000, alt: 'Guldhornene i montren' };
/** 10 % off the left, 20 % off the right, a quarter off the top and the bottom: 2100 × 1000 px. */
const cropped: CmsImage = { ...whole, crop: { left: 0.1, right: 0.2, top: 0.25, bottom: 0.25 } };

const widthsOf = (srcSet: string | undefined) => srcSet?.split(', ').map((entry) => entry.split(' ')[1]);

describe('mapImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an uncropped image: width capped at 1200, height in its proportion, srcset up to the original', () => {
    const image = mapImage(whole, 'da', live);
    expect(image).toMatchObject({ width: 1200, height: 800, alt: 'Guldhornene i montren' });
    expect(widthsOf(image?.srcSet)).toEqual(['480w', '800w', '1200w', '1600w', '2000w']);
    expect(image?.src).not.toContain('rect=');
  });

  it('a cropped image is served as its crop rectangle (@sanity/image-url: rect=…), so its size is the crop’s: width × (1 − left − right), height × (1 − top − bottom)', () => {
    expect(croppedSize(cropped)).toEqual({ width: 2100, height: 1000 });
    const image = mapImage(cropped, 'da', live);
    expect(image?.src).toContain('rect=300,500,2100,1000');
    // 1200 wide at the crop's 2100:1000, not the original's 3:2 (which gave 800).
    expect(image).toMatchObject({ width: 1200, height: 571 });
  });

  it('a crop narrower than the display width: shown at its own width, the srcset never above it', () => {
    const narrow: CmsImage = { ...whole, crop: { left: 0.4, right: 0.3, top: 0, bottom: 0.5 } }; // 900 × 1000
    const image = mapImage(narrow, 'da', live);
    expect(image).toMatchObject({ width: 900, height: 1000 });
    expect(widthsOf(image?.srcSet)).toEqual(['480w', '800w', '900w']);
  });

  it('the hotspot as object-position within the crop (the served image), not the original', () => {
    const hotspot = { x: 0.45, y: 0.5, width: 0.2, height: 0.2 };
    expect(mapImage({ ...whole, hotspot }, 'da', live)?.objectPosition).toBe('45% 50%');
    // (0.45 − 0.1) / 0.7 = 50 %; (0.5 − 0.25) / 0.5 = 50 %.
    expect(mapImage({ ...cropped, hotspot }, 'da', live)?.objectPosition).toBe('50% 50%');
    const outside = { x: 0.05, y: 0.9, width: 0.1, height: 0.1 };
    expect(mapImage({ ...cropped, hotspot: outside }, 'da', live)?.objectPosition).toBe('0% 100%');
  });

  it('a crop that leaves nothing is ignored (the whole image, not a zero or negative size)', () => {
    const broken: CmsImage = { ...whole, crop: { left: 0.6, right: 0.6, top: 0, bottom: 0 } };
    expect(croppedSize(broken)).toEqual({ width: 3000, height: 2000 });
    expect(mapImage(broken, 'da', live)).toMatchObject({ width: 1200, height: 800 });
  });

  it('spec: an image without an asset becomes an empty image and logs a warning; a missing alt falls back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mapImage({ ...whole, assetId: null }, 'da', live)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(mapImage({ ...whole, alt: ' ' }, 'da', live)?.alt).toBeTruthy();
  });
});
