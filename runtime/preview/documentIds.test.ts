import { describe, expect, it } from 'vitest';
import { isValidVersionName, parseDocumentId, perspectiveView, releasesFromPerspective } from './documentIds';

describe('"Drafts carry the id prefix drafts. and versions carry versions.{versionName}."', () => {
  it('parses published, draft and version ids', () => {
    expect(parseDocumentId('page-1')).toEqual({ kind: 'published', publishedId: 'page-1' });
    expect(parseDocumentId('drafts.page-1')).toEqual({ kind: 'draft', publishedId: 'page-1' });
    expect(parseDocumentId('versions.summer.page-1')).toEqual({
      kind: 'version',
      publishedId: 'page-1',
      versionName: 'summer',
    });
    expect(parseDocumentId('versions.summer')).toBeNull();
    expect(parseDocumentId('drafts.')).toBeNull();
  });

  it('"a version name cannot be published or drafts"', () => {
    expect(isValidVersionName('published')).toBe(false);
    expect(isValidVersionName('drafts')).toBe(false);
    expect(isValidVersionName('rSummer2026')).toBe(true);
    expect(parseDocumentId('versions.published.page-1')).toBeNull();
    expect(parseDocumentId('versions.drafts.page-1')).toBeNull();
    expect(releasesFromPerspective('rSummer,drafts,published')).toEqual(['rSummer']);
  });
});

describe('preview perspective view: drafts win over published; stacked releases win over drafts', () => {
  const docs = [
    { _id: 'a', _type: 't', title: 'published a' },
    { _id: 'drafts.a', _type: 't', title: 'draft a' },
    { _id: 'b', _type: 't', title: 'published b' },
    { _id: 'versions.summer.b', _type: 't', title: 'summer b' },
    { _id: 'versions.drafts.b', _type: 't', title: 'never' },
    { _id: 'drafts.c', _type: 't', title: 'new draft c' },
  ];
  it('drafts perspective: drafts win, versions are not seen, ids are the published ids', () => {
    const view = perspectiveView(docs);
    expect(view.map((d) => [d._id, d.title])).toEqual([
      ['a', 'draft a'],
      ['b', 'published b'],
      ['c', 'new draft c'],
    ]);
    expect(view[0]?._originalId).toBe('drafts.a');
  });
  it('a release stacked above drafts wins; a reserved version name never does', () => {
    const view = perspectiveView(docs, ['summer']);
    expect(view.find((d) => d._id === 'b')?.title).toBe('summer b');
    expect(perspectiveView(docs, ['drafts']).find((d) => d._id === 'b')?.title).toBe('published b');
  });
});
