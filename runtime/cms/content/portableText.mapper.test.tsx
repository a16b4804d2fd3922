import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from '@design-system/primitives/RichText';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { MapContext } from './context';
import { sanityImageUrls } from './image.mapper';
import { mapPortableText } from './portableText.mapper';

const hosts = hostConfigFromEnv({ PORT: '3000' });
const images = sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true });
const ctx: MapContext = { site: 'bevaring', locale: 'da', hosts, images };

afterEach(() => vi.restoreAllMocks());

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s-${text}`, text, marks });

describe('mapPortableText: CMS Portable Text to RichText’s view models', () => {
  it('resolves link annotations to href and kind (internal, cross-site, external); an unresolvable one loses its href', () => {
    const [block] = mapPortableText(
      [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          children: [span('a', ['i']), span('b', ['c']), span('c', ['e']), span('d', ['x'])],
          markDefs: [
            {
              _type: 'link',
              _key: 'i',
              type: 'internal',
              targetType: 'knowledgeArticle',
              slug: 'viden/aarringe',
              locale: 'da',
              site: 'bevaring',
            },
            { _type: 'link', _key: 'c', type: 'crossSite', targetType: 'frontPage', locale: 'en', site: 'krigsmuseet' },
            { _type: 'link', _key: 'e', type: 'external', href: 'https://www.moesgaardmuseum.dk/' },
            { _type: 'link', _key: 'x', type: 'internal' },
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({
      _type: 'block',
      markDefs: [
        { _key: 'i', _type: 'link', href: '/viden/aarringe', kind: 'internal' },
        { _key: 'c', _type: 'link', kind: 'crossSite', hrefLang: 'en' },
        { _key: 'e', _type: 'link', href: 'https://www.moesgaardmuseum.dk/', kind: 'external' },
        { _key: 'x', _type: 'link' },
      ],
    });
    const markDefs = (block as { markDefs: { href?: string }[] }).markDefs;
    expect(markDefs[1]?.href).toMatch(/^http:\/\/[^/]+\/en$/);
    expect(markDefs[3]).toEqual({ _key: 'x', _type: 'link' });
  });

  it('keeps an abbreviation’s title; other annotations keep only their type and key', () => {
    const [block] = mapPortableText(
      [
        {
          _type: 'block',
          _key: 'b',
          children: [span('C-14', ['a']), span('x', ['f'])],
          markDefs: [
            { _type: 'abbreviation', _key: 'a', title: ' kulstof-14 ' },
            { _type: 'footnote', _key: 'f', text: '<script>', secret: 'draft' },
          ],
        },
      ],
      ctx,
    );
    expect((block as { markDefs: unknown[] }).markDefs).toEqual([
      { _key: 'a', _type: 'abbreviation', title: 'kulstof-14' },
      { _key: 'f', _type: 'footnote' },
    ]);
  });

  it('an image block becomes richTextImage through the image mapper, with its alt text and caption', () => {
    const [block] = mapPortableText(
      [
        {
          _type: 'image',
          _key: 'img',
          assetId: 'image-4613832a2be116bd00763f5e5bb6a07d5436ccf7-1600x1067-jpg',
          width: 1600,
          height: 1067,
          alt: 'Årringe i egetræ',
          caption: ' Årringene tælles under mikroskop. ',
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({
      _type: 'richTextImage',
      _key: 'img',
      caption: 'Årringene tælles under mikroskop.',
      image: { alt: 'Årringe i egetræ', width: 1200, height: 800 },
    });
    expect((block as { image: { src: string } }).image.src).toMatch(/^\/images\/embedded\/stage\/4613832a/);
  });

  it('an image without an asset is left out (the image mapper warns)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mapPortableText([{ _type: 'image', _key: 'i', caption: 'Tom' }], ctx)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a pull quote and a fact box become their view models; empty ones are left out', () => {
    expect(
      mapPortableText(
        [
          { _type: 'pullQuote', _key: 'q', quote: ' Træet husker hver sommer. ', attribution: 'Jonas Holm' },
          { _type: 'pullQuote', _key: 'q2', quote: '' },
          { _type: 'factBox', _key: 'f', title: 'Fakta', text: 'Over 15.000 genstande.' },
          { _type: 'factBox', _key: 'f2', title: 'Tom' },
        ],
        ctx,
      ),
    ).toEqual([
      { _type: 'richTextQuote', _key: 'q', quote: 'Træet husker hver sommer.', attribution: 'Jonas Holm' },
      { _type: 'richTextFactBox', _key: 'f', title: 'Fakta', text: 'Over 15.000 genstande.' },
    ]);
  });

  it('an unknown block keeps only its type and key, and RichText leaves it out with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const value = mapPortableText([{ _type: 'table', _key: 't', rows: [['<b>x</b>']] }, null, 'text'], ctx);
    expect(value).toEqual([{ _type: 'table', _key: 't' }]);
    expect(renderToStaticMarkup(<RichText value={value} />)).toMatch(/^<div class="[^"]+"><\/div>$/);
    expect(warn).toHaveBeenCalledWith('[RichText] Unknown block type "table" left out');
  });
});
