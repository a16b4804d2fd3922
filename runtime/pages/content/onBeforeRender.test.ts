import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import type { HeadModel } from '@runtime/cms/pages/page.mapper';
import type { ContentPageData, LoadedContentPage } from '@runtime/render/types';
import { onBeforeRender } from './+onBeforeRender';

const head = {
  title: 'Guldhornene',
  description: 'To horn af guld fra Gallehus.',
  canonical: 'https://natmus.dk/udstillinger/guldhornene',
  jsonLd: [{ '@type': 'ExhibitionEvent', name: 'Guldhornene' }],
  alternates: [{ hrefLang: 'en', href: 'https://natmus.dk/en/exhibitions/the-golden-horns' }],
} as unknown as HeadModel;

const loaded = {
  shell: { site: { name: 'Nationalmuseet' } },
  page: {
    path: '/udstillinger/guldhornene',
    head,
    template: {
      type: 'landingPage',
      props: {
        title: 'Guldhornene',
        blocks: [
          { _type: 'textSection', _key: 'a', heading: 'Fundet i 1639', body: [] },
          { _type: 'accordion', _key: 'b', items: [{ title: 'Hvor blev de fundet?' }] },
        ],
      },
    },
  },
} as unknown as LoadedContentPage;

const run = (isClientSideNavigation: boolean) =>
  onBeforeRender({ data: loaded, isClientSideNavigation } as unknown as PageContextServer).pageContext;

describe('what a content page sends the browser, and what stays on the server', () => {
  it('the head stays on the server; the browser gets only its title (the client router sets document.title)', () => {
    for (const clientSide of [false, true]) {
      const { data, pageHead } = run(clientSide);
      expect(pageHead).toBe(head);
      expect(data.page.head).toEqual({ title: 'Guldhornene' });
      expect(JSON.stringify(data)).not.toContain('ExhibitionEvent');
    }
  });

  it('a first load leaves out the models of static blocks (their server HTML is kept), not of interactive ones', () => {
    const { data } = run(false);
    const blocks = (data.page.template.props as { blocks: unknown[] }).blocks;
    expect(blocks).toEqual([
      { _type: 'textSection', _key: 'a' },
      { _type: 'accordion', _key: 'b', items: [{ title: 'Hvor blev de fundet?' }] },
    ]);
  });

  it('a static page (its template and every block static) sends none of its template’s props on a first load', () => {
    const staticPage = {
      ...loaded,
      page: {
        ...loaded.page,
        template: {
          type: 'landingPage',
          props: { title: 'Guldhornene', blocks: [{ _type: 'textSection', _key: 'a' }] },
        },
      },
    } as unknown as LoadedContentPage;
    const firstLoad = (clientSide: boolean) =>
      onBeforeRender({ data: staticPage, isClientSideNavigation: clientSide } as unknown as PageContextServer)
        .pageContext;
    expect(firstLoad(false).data.page.template).toEqual({ type: 'landingPage', props: {} });
    expect(firstLoad(true).data.page.template).toEqual(staticPage.page.template);
    expect((firstLoad(false).loadedData as ContentPageData).page.template).toEqual(staticPage.page.template);
  });

  it('a client-side navigation gets every block whole (that page renders in the browser), and the server renders the whole page', () => {
    const { data, loadedData } = run(true);
    expect((data.page.template.props as { blocks: unknown[] }).blocks).toEqual(
      (loaded.page.template.props as { blocks: unknown[] }).blocks,
    );
    expect(((run(false).loadedData as ContentPageData).page.template.props as { blocks: unknown[] }).blocks).toEqual(
      (loaded.page.template.props as { blocks: unknown[] }).blocks,
    );
    expect(loadedData?.shell).toBe(loaded.shell);
  });
});
