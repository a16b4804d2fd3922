import { afterEach, describe, expect, it, vi } from 'vitest';
import { hosts, images } from '@tests/support/inlineDocuments';
import type { MapContext } from '../content/context';
import { mapModules } from './index';

const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };
const image = { assetId: 'image-aaaa-1600x900-jpg', width: 1600, height: 900, alt: 'Solvognen' };

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('media modules (image, video, image slider)', () => {
  it('video: a clip keeps its range; an unreadable range plays in full; no playback id, no video', () => {
    quiet();
    const video = { _type: 'video', playbackId: 'Vq4kT9fXw3cPz01mB7nHs5LrD8eGa2Yj', title: 'Lur', layout: 'full' };
    const [clip, full] = mapModules(
      [
        { ...video, _key: 'v1', type: 'clip', range: '0.1-0.4', poster: image },
        { ...video, _key: 'v2', type: 'clip', range: 'snart' },
      ],
      ctx,
    );
    expect(clip).toMatchObject({ _type: 'video', type: 'clip', range: '0.1-0.4', layout: 'full', title: 'Lur' });
    expect(full).toMatchObject({ type: 'full', range: undefined });
    expect(mapModules([{ ...video, _key: 'v3', playbackId: '' }], ctx)).toEqual([]);
  });

  it('image slider → Carousel slides; images without an asset are left out', () => {
    quiet();
    const [slider] = mapModules(
      [
        {
          _type: 'imageSlider',
          _key: 's1',
          title: 'Bronzealderens skatte',
          prefix: 'Fra udstillingen',
          disableLightbox: true,
          images: [
            { _key: 'i1', caption: 'Solvognen', image },
            { _key: 'i2', image: { assetId: null } },
          ],
        },
      ],
      ctx,
    );
    expect(slider).toMatchObject({ _type: 'imageSlider', title: 'Bronzealderens skatte', disableLightbox: true });
    expect(slider && 'slides' in slider ? slider.slides : []).toHaveLength(1);
  });
});
