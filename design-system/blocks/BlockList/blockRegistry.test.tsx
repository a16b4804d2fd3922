import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BlockList, type BlockModel } from './BlockList';
import { blockTypesIn, loadBlocksIn } from './blockRegistry';

describe('block code on demand: the blocks a page holds are found in its data', () => {
  it('finds tagged blocks at any depth, once per type', () => {
    const page = {
      title: 'Guldhornene',
      blocks: [
        { _type: 'textSection', _key: 'a', body: [] },
        { _type: 'textSection', _key: 'b', body: [] },
      ],
      tabs: [{ label: 'Om', content: { blocks: [{ _type: 'accordion', _key: 'c', items: [] }] } }],
    };
    expect([...blockTypesIn(page)].sort()).toEqual(['accordion', 'textSection']);
  });

  it('an object is a block only with a block type and a key (images, links and unknown types are not)', () => {
    expect(blockTypesIn({ _type: 'textSection' }).size).toBe(0);
    expect(blockTypesIn({ _type: 'reference', _key: 'x' }).size).toBe(0);
    expect(blockTypesIn({ _type: 'toString', _key: 'x' }).size).toBe(0);
    expect(blockTypesIn([null, 1, 'textSection', undefined]).size).toBe(0);
  });
});

// Server HTML is the subject here (a block left out of the page, the static-island wrapper a first load keeps), so
// these tests read renderToStaticMarkup's output rather than a DOM.
describe('BlockList renders the blocks whose code was loaded', () => {
  const blocks = [
    { _type: 'statement', _key: 's', quote: 'Danmarks historie begynder her.', personName: 'Rane Willerslev' },
  ] as unknown as BlockModel[];

  it('a block rendered before its code was loaded renders nothing and is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderToStaticMarkup(<BlockList blocks={blocks} />)).toBe('');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('the statement block rendered before its code was loaded'),
    );
    warn.mockRestore();
  });

  it('after loadBlocksIn(page data) the block renders', async () => {
    await loadBlocksIn({ blocks });
    expect(renderToStaticMarkup(<BlockList blocks={blocks} />)).toContain('Danmarks historie begynder her.');
  });

  it('a static block renders in a static island (its server HTML is kept on a first load); an interactive one not', async () => {
    const accordion = {
      _type: 'accordion',
      _key: 'a',
      title: 'Spørgsmål',
      items: [{ key: 'k', title: 'Åbent?', content: [] }],
    } as unknown as BlockModel;
    await loadBlocksIn({ blocks: [...blocks, accordion] });
    const html = renderToStaticMarkup(<BlockList blocks={[...blocks, accordion]} />);
    expect(html).toMatch(/^<div class="[^"]+" data-static-island="[^"]+">/);
    expect(html.match(/data-static-island/g)).toHaveLength(1);
  });
});
