import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { billboardReferenceFixtures as f } from '../../../fixtures/components/BillboardReference.fixtures';
import { LocaleProvider } from '../../i18n/LocaleContext';
import { BillboardReference, type BillboardReferenceModel } from './BillboardReference';

describe('BillboardReference', () => {
  it('shows an article with its label, date and a call to action naming the article', () => {
    const html = renderToStaticMarkup(<BillboardReference {...f.default} />);
    expect(html).toContain('Artikel');
    expect(html).toMatch(/<h2[^>]*>Hvem stjal guldhornene\?<\/h2>/);
    expect(html).toContain('<time dateTime="2025-05-04">4. maj 2025</time>');
    expect(html).toMatch(/Læs artiklen<span[^>]*>: Hvem stjal guldhornene\?<\/span>/);
    expect(html).toContain('href="/viden/hvem-stjal-guldhornene"');
  });

  it('shows a podcast episode with show, season, episode number and minutes', () => {
    const html = renderToStaticMarkup(<BillboardReference {...f.podcastEpisode} />);
    expect(html).toContain('Podcastafsnit');
    expect(html).toContain('Besættelsens stemmer · Sæson 2 · Afsnit 4 · 41 min.');
    expect(html).toContain('Lyt til afsnittet');
  });

  it('spec: "Podcast heading is h2 when the title is under 30 characters, otherwise h3" (an article keeps h2)', () => {
    const short = 'Flugten over Øresund i 1943'; // 27 characters
    const long = 'Flugten over Øresund i oktober 1943'; // 34 characters
    expect(renderToStaticMarkup(<BillboardReference {...f.podcastEpisode} title={short} />)).toMatch(
      /<h2[^>]*>Flugten over Øresund i 1943<\/h2>/,
    );
    expect(renderToStaticMarkup(<BillboardReference {...f.podcastEpisode} title={long} />)).toMatch(
      /<h3[^>]*>Flugten over Øresund i oktober 1943<\/h3>/,
    );
    expect(renderToStaticMarkup(<BillboardReference {...f.podcastShow} title={long} />)).toMatch(/<h3[^>]*>Flugten/);
    expect(renderToStaticMarkup(<BillboardReference {...f.default} title={long} />)).toMatch(/<h2[^>]*>Flugten/);
  });

  it('shows a podcast show with its season count, in the page language', () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="en">
        <BillboardReference {...f.podcastShow} />
      </LocaleProvider>,
    );
    expect(html).toContain('3 seasons');
    expect(html).toContain('Go to the podcast');
  });

  it('renders nothing for a reference without an address, without a title or of an unknown kind', () => {
    expect(renderToStaticMarkup(<BillboardReference {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<BillboardReference {...f.default} title="" />)).toBe('');
    const unknown = { ...f.default, kind: 'exhibition' } as unknown as BillboardReferenceModel;
    expect(renderToStaticMarkup(<BillboardReference {...unknown} />)).toBe('');
  });

  it('leaves out an invalid date', () => {
    const html = renderToStaticMarkup(<BillboardReference {...f.default} publishedAt="ikke en dato" />);
    expect(html).not.toContain('<time');
  });
});
