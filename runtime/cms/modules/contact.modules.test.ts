import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_URLS } from '@tests/support/hostileUrls';
import { hosts, images } from '@tests/support/inlineDocuments';
import type { MapContext } from '../content/context';
import { mapModules } from './index';

const ctx: MapContext = { site: 'natmus', locale: 'da', hosts, images };

afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('contact modules (contact, newsletter, call to action)', () => {
  it('a broken person degrades alone: the contact module keeps the people who are whole', () => {
    quiet();
    const [block] = mapModules(
      [
        {
          _type: 'contact',
          _key: 'c3',
          people: [
            { name: 'Mette Lund', email: 'besoeg@natmus.dk', phone: 42 },
            { name: 'Jens Kristensen', email: 'presse@natmus.dk', image: 'not an image' },
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({ _type: 'contact', people: [{ name: 'Jens Kristensen', email: 'presse@natmus.dk' }] });
  });

  it('"Contacts and links without title or url are dropped": people without a name or a way to reach them', () => {
    quiet();
    const [block] = mapModules(
      [
        {
          _type: 'contact',
          _key: 'c1',
          people: [
            {
              name: 'Mette Lund',
              title: 'Publikumsansvarlig',
              email: 'besoeg@natmus.dk',
              excerpt: '<b>Gruppebesøg</b>',
            },
            { name: '', email: 'anonym@natmus.dk' },
            { name: 'Uden kontakt', title: 'Inspektør' },
            null,
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({ _type: 'contact', people: [{ name: 'Mette Lund', bio: 'Gruppebesøg' }] });
    expect(block && 'people' in block ? block.people : []).toHaveLength(1);
    const none = mapModules([{ _type: 'contact', _key: 'c2', people: [{ name: 'Uden kontakt' }] }], ctx);
    expect(none).toEqual([]);
  });

  it('"A call-to-action module with no items is dropped"; items without title or url are dropped first', () => {
    const warn = quiet();
    expect(mapModules([{ _type: 'callToAction', _key: 'a1', title: 'Hent', items: [] }], ctx)).toEqual([]);
    expect(
      mapModules(
        [
          {
            _type: 'callToAction',
            _key: 'a2',
            items: [
              { _type: 'fileItem', _key: 'f', title: 'Oversigtskort', url: null },
              { _type: 'link', _key: 'l', type: 'external', title: '', href: 'https://natmus.dk' },
              { _type: 'mystery', _key: 'm' },
            ],
          },
        ],
        ctx,
      ),
    ).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('callToAction module a1 has nothing to show'));
    const [block] = mapModules(
      [
        {
          _type: 'callToAction',
          _key: 'a3',
          items: [
            {
              _type: 'fileItem',
              _key: 'f',
              title: 'Oversigtskort',
              url: 'https://cdn.sanity.io/files/x/y/z.pdf',
              size: 1843200,
              extension: 'pdf',
            },
            { _type: 'link', _key: 'l', type: 'external', title: 'Køb billet', href: 'https://billetter.natmus.dk' },
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({
      items: [
        { kind: 'file', label: 'Oversigtskort', fileType: 'pdf', sizeBytes: 1843200 },
        { kind: 'link', link: { label: 'Køb billet', href: 'https://billetter.natmus.dk', kind: 'external' } },
      ],
    });
  });

  it('a call-to-action file is on https or a path on this site: hostile addresses drop the item, not the block', () => {
    const [block] = mapModules(
      [
        {
          _type: 'callToAction',
          _key: 'a4',
          items: [
            ...[...HOSTILE_URLS, 'http://example.com/kort.pdf'].map((url, index) => ({
              _type: 'fileItem',
              _key: `h${index}`,
              title: 'Ond fil',
              url,
            })),
            ...HOSTILE_URLS.map((href, index) => ({
              _type: 'link',
              _key: `l${index}`,
              type: 'external',
              title: 'Ondt',
              href,
            })),
            { _type: 'fileItem', _key: 'f1', title: 'Kort', url: 'https://cdn.sanity.io/files/x/y/kort.pdf' },
            { _type: 'fileItem', _key: 'f2', title: 'Folder', url: '/files/folder.pdf' },
          ],
        },
      ],
      ctx,
    );
    expect(block).toMatchObject({
      items: [
        { kind: 'file', label: 'Kort', href: 'https://cdn.sanity.io/files/x/y/kort.pdf' },
        { kind: 'file', label: 'Folder', href: '/files/folder.pdf' },
      ],
    });
    expect((block as { items: unknown[] }).items).toHaveLength(2);
  });

  it('newsletter: the list gives the sign-up address; a list that is not plain identifiers gives no block', () => {
    quiet();
    const list = { account: 'natmus', region: 'us14', listId: 'a3f9c2e1d7', userId: '6b1e0f4c' };
    const [block] = mapModules([{ _type: 'newsletter', _key: 'n1', title: 'Nyhedsbrev', list }], ctx);
    expect(block).toMatchObject({
      signupUrl: 'https://natmus.us14.list-manage.com/subscribe?u=6b1e0f4c&id=a3f9c2e1d7',
    });
    const evil = { ...list, account: 'evil.example/x' };
    expect(mapModules([{ _type: 'newsletter', _key: 'n2', title: 'Nyhedsbrev', list: evil }], ctx)).toEqual([]);
  });
});
