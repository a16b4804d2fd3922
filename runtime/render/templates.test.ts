import { describe, expect, it } from 'vitest';
import { isStaticPage, isStaticTemplate, type TemplateModel } from './templates';

describe('a page is kept as server HTML on a first load when nothing in it needs a browser', () => {
  const block = (type: string) => ({ _type: type, _key: type });
  const page = (blocks: unknown[]) =>
    ({ type: 'landingPage', props: { hero: { title: 'Historie' }, blocks } }) as unknown as TemplateModel;

  it('a page is static when its template and every block in it are', () => {
    expect(isStaticPage(page([block('textSection'), block('image')]))).toBe(true);
    expect(isStaticPage(page([block('textSection'), block('accordion')]))).toBe(false);
    expect(isStaticPage({ type: 'overviewPage', props: { blocks: [] } } as unknown as TemplateModel)).toBe(false);
  });

  it('a template is static unless its code says use client; an unknown page type is not', () => {
    expect(isStaticTemplate('landingPage')).toBe(true);
    expect(isStaticTemplate('knowledgeArticle')).toBe(false);
    expect(isStaticTemplate('unknown')).toBe(false);
  });
});
