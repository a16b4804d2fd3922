import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { describe, expect, it } from 'vitest';
import { studioIntent } from '@tests/support/studioIntent';
import { contentSourceMapOf } from './contentSourceMap';
import type { StoredDocument } from './dataset';
import { createEmbeddedSourceFromDocuments } from './embedded-source';

const STUDIO = 'https://studio.example.org/production';

const gold: StoredDocument = {
  _id: 'exhibition-gold',
  _type: 'exhibition',
  title: { da: 'Guldhornene', en: 'The Golden Horns' },
  slug: { current: 'guldhornene' },
  layout: 'wide',
  image: { _type: 'image', alt: { da: 'De to guldhorn i montren', en: 'The two golden horns on display' } },
  body: [
    {
      _type: 'block',
      _key: 'b1',
      children: [{ _type: 'span', _key: 's1', text: 'Hornene blev fundet ved Gallehus.', marks: [] }],
      markDefs: [],
      style: 'normal',
    },
  ],
  readMore: 'Læs mere',
};

const documents: StoredDocument[] = [
  gold,
  { ...gold, _id: 'drafts.exhibition-gold', title: { da: 'Guldhornene (kladde)', en: 'The Golden Horns (draft)' } },
  { _id: 'exhibition-runes', _type: 'exhibition', title: { da: 'Runesten' }, readMore: 'Læs mere' },
];

const QUERY = `*[_type == "exhibition" && slug.current == $slug][0]{
  _id, "title": title[$locale], "slug": slug.current, layout, "alt": image.alt[$locale], body, readMore
}`;
const LIST = `*[_type == "exhibition"] | order(_id) { "label": readMore }`;

/** The Studio field a stega-encoded value links to, or undefined for a plain value. */
const editTarget = (value: unknown) => {
  const decoded = vercelStegaDecode<{ href: string }>(String(value));
  return decoded ? studioIntent(decoded.href) : undefined;
};

describe('content source maps trace a preview’s texts back to their document and field', () => {
  const published = documents.filter((doc) => !doc._id.startsWith('drafts.'));

  it('a projected, localized field maps to its language key in the source document', async () => {
    const source = createEmbeddedSourceFromDocuments(documents);
    const result = await source.fetch('natmus', QUERY, { slug: 'guldhornene', locale: 'en' });
    const map = contentSourceMapOf(result, published);
    const mapping = map.mappings["$['title']"];
    expect(mapping).toMatchObject({ type: 'value', source: { type: 'documentValue' } });
    if (mapping?.type !== 'value' || mapping.source.type !== 'documentValue') throw new Error('unmapped');
    expect(map.documents[mapping.source.document]).toEqual({ _id: 'exhibition-gold', _type: 'exhibition' });
    expect(map.paths[mapping.source.path]).toBe("$['title']['en']");
  });

  it('portable text maps span by span through the keys of its blocks', async () => {
    const source = createEmbeddedSourceFromDocuments(documents);
    const result = await source.fetch('natmus', QUERY, { slug: 'guldhornene', locale: 'da' });
    const map = contentSourceMapOf(result, published);
    const mapping = map.mappings["$['body'][0]['children'][0]['text']"];
    if (mapping?.type !== 'value' || mapping.source.type !== 'documentValue') throw new Error('unmapped');
    expect(map.paths[mapping.source.path]).toBe("$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']");
  });

  it('a text held by several documents and named by none stays unmapped rather than linked wrongly', async () => {
    const source = createEmbeddedSourceFromDocuments(documents);
    const result = await source.fetch('natmus', LIST, {});
    expect(contentSourceMapOf(result, published).mappings).toEqual({});
  });
});

describe('click-to-edit: in preview the embedded source answers as a stega-enabled Sanity client does', () => {
  const source = createEmbeddedSourceFromDocuments(documents, { stegaStudioUrl: STUDIO });

  it('a draft’s visible texts carry their draft document, type and field path for the Studio', async () => {
    const result = await source.fetch<Record<string, string>>(
      'natmus',
      QUERY,
      { slug: 'guldhornene', locale: 'da' },
      'previewDrafts',
    );
    expect(result.title).not.toBe('Guldhornene (kladde)');
    expect(stegaClean(result.title)).toBe('Guldhornene (kladde)');
    expect(editTarget(result.title)).toMatchObject({
      id: 'exhibition-gold',
      type: 'exhibition',
      path: 'title.da',
      mode: 'presentation',
    });
    expect(new URL(vercelStegaDecode<{ href: string }>(String(result.title))?.href ?? '').origin).toBe(
      'https://studio.example.org',
    );
  });

  it('values the site computes with stay exactly as stored: slugs, layouts and ids', async () => {
    const result = await source.fetch<Record<string, unknown>>(
      'natmus',
      QUERY,
      { slug: 'guldhornene', locale: 'da' },
      'previewDrafts',
    );
    expect(result.slug).toBe('guldhornene');
    expect(result._id).toBe('exhibition-gold');
    expect(result.layout).toBe('wide');
    expect(editTarget(result.slug)).toBeUndefined();
  });

  it('an image’s alt text carries its field, so the overlay can link the picture itself', async () => {
    const result = await source.fetch<Record<string, unknown>>(
      'natmus',
      QUERY,
      { slug: 'guldhornene', locale: 'en' },
      'published',
    );
    expect(editTarget(result.alt)).toBeUndefined();
    const preview = await source.fetch<Record<string, unknown>>(
      'natmus',
      QUERY,
      { slug: 'guldhornene', locale: 'en' },
      'previewDrafts',
    );
    expect(stegaClean(preview.alt)).toBe('The two golden horns on display');
    expect(editTarget(preview.alt)).toMatchObject({ id: 'exhibition-gold', path: 'image.alt.en' });
  });

  it('published results carry no stega character at all', async () => {
    const plain = createEmbeddedSourceFromDocuments(documents);
    const params = { slug: 'guldhornene', locale: 'da' };
    const result = await source.fetch('natmus', QUERY, params, 'published');
    expect(JSON.stringify(result)).toBe(JSON.stringify(await plain.fetch('natmus', QUERY, params, 'published')));
    expect(JSON.stringify(result)).not.toMatch(/[\u200b-\u200d\u2060-\u2064\ufeff]/u);
  });

  it('without a Studio to link to, a preview carries no stega either', async () => {
    const plain = createEmbeddedSourceFromDocuments(documents);
    const result = await plain.fetch('natmus', QUERY, { slug: 'guldhornene', locale: 'da' }, 'previewDrafts');
    expect(editTarget((result as Record<string, string>).title)).toBeUndefined();
  });
});
