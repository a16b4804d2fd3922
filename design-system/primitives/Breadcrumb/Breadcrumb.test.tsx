import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { breadcrumbFixtures as f } from '../../../fixtures/components/Breadcrumb.fixtures';
import { LocaleProvider } from '../../i18n';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('is a labelled nav with an ordered list of links', () => {
    const html = renderToStaticMarkup(<Breadcrumb items={f.default} />);
    expect(html).toMatch(/^<nav aria-label="Brødkrummesti"><ol class="[^"]+">/);
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html.match(/<a /g)).toHaveLength(3);
  });

  it('marks only the last item as the current page', () => {
    const html = renderToStaticMarkup(<Breadcrumb items={f.default} />);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/href="\/udstillinger\/danmarks-oldtid" aria-current="page">Danmarks Oldtid<\/a>/);
  });

  it('hides the separators from assistive technology', () => {
    const html = renderToStaticMarkup(<Breadcrumb items={f.default} />);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });

  it('labels the landmark in the page language', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <Breadcrumb items={f.minimal} />
      </LocaleProvider>,
    );
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<Breadcrumb items={f.empty} />)).toBe('');
  });
});
