// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { billboardReferenceFixtures as f } from '@fixtures/components/BillboardReference.fixtures';
import { BillboardReference, type BillboardReferenceModel } from './BillboardReference';

describe('BillboardReference', () => {
  it('shows an article with its label, date and a call to action naming the article', () => {
    render(<BillboardReference {...f.default} />);
    expect(screen.getByText('Artikel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hvem stjal guldhornene?' })).toBeInTheDocument();
    const date = screen.getByText('4. maj 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2025-05-04');
    expect(screen.getByRole('link', { name: 'Læs artiklen: Hvem stjal guldhornene?' })).toHaveAttribute(
      'href',
      '/viden/hvem-stjal-guldhornene',
    );
  });

  it('shows a podcast episode with show, season, episode number and minutes', () => {
    const { container } = render(<BillboardReference {...f.podcastEpisode} />);
    expect(screen.getByText('Podcastafsnit')).toBeInTheDocument();
    expect(container).toHaveTextContent('Besættelsens stemmer · Sæson 2 · Afsnit 4 · 41 min.');
    expect(screen.getByRole('link', { name: /^Lyt til afsnittet/ })).toBeInTheDocument();
  });

  it('spec: "Podcast heading is h2 when the title is under 30 characters, otherwise h3" (an article keeps h2)', () => {
    const short = 'Flugten over Øresund i 1943'; // 27 characters
    const long = 'Flugten over Øresund i oktober 1943'; // 34 characters
    const levelOf = (props: BillboardReferenceModel) => {
      const { unmount } = render(<BillboardReference {...props} />);
      const level = screen.getByRole('heading', { name: props.title }).tagName;
      unmount();
      return level;
    };
    expect(levelOf({ ...f.podcastEpisode, title: short })).toBe('H2');
    expect(levelOf({ ...f.podcastEpisode, title: long })).toBe('H3');
    expect(levelOf({ ...f.podcastShow, title: long })).toBe('H3');
    expect(levelOf({ ...f.default, title: long })).toBe('H2');
  });

  it('shows a podcast show with its season count, in the page language', () => {
    const { container } = render(<BillboardReference {...f.podcastShow} />, { locale: 'en' });
    expect(container).toHaveTextContent('3 seasons');
    expect(screen.getByRole('link', { name: /^Go to the podcast/ })).toBeInTheDocument();
  });

  it('renders nothing for a reference without an address, without a title or of an unknown kind', () => {
    expect(renderToStaticMarkup(<BillboardReference {...f.empty} />)).toBe('');
    expect(renderToStaticMarkup(<BillboardReference {...f.default} title="" />)).toBe('');
    const unknown = { ...f.default, kind: 'exhibition' } as unknown as BillboardReferenceModel;
    expect(renderToStaticMarkup(<BillboardReference {...unknown} />)).toBe('');
  });

  it('leaves out an invalid date', () => {
    const { container } = render(<BillboardReference {...f.default} publishedAt="ikke en dato" />);
    expect(container.querySelector('time')).toBeNull();
  });
});
