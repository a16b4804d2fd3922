// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@design-system/testing/render';
import { imageSliderFixtures as f } from '@fixtures/components/ImageSlider.fixtures';
import { ImageSlider } from './ImageSlider';

/** The slider's headings; the closed lightbox dialog's own heading is hidden, so not among them. */
const headings = () => screen.queryAllByRole('heading');

describe('ImageSlider (the spec: "image slider (title, prefix, disableLightbox)")', () => {
  it('shows the prefix as a kicker before the title, an h2 that also names the carousel', () => {
    render(<ImageSlider {...f.default} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Vikingetidens monumenter' });
    expect(heading.previousElementSibling?.tagName).toBe('P');
    expect(heading.previousElementSibling).toHaveTextContent(/^Fra udstillingen$/);
    const carousel = screen.getByRole('region', { name: 'Vikingetidens monumenter' });
    expect(heading.nextElementSibling).toBe(carousel);
    expect(carousel).toHaveAttribute('aria-roledescription', 'karrusel');
    expect(headings()).toHaveLength(1);
  });

  it('without a title there is no heading; the prefix, else the word "karrusel", names the carousel', () => {
    const prefixOnly = render(<ImageSlider {...f.default} title={undefined} />);
    expect(headings()).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Fra udstillingen' })).toBeInTheDocument();
    prefixOnly.unmount();
    const bare = render(<ImageSlider {...f.minimal} />);
    expect(headings()).toHaveLength(0);
    expect(screen.queryByText(/^Fra/)).toBeNull();
    const carousel = screen.getByRole('region', { name: 'karrusel' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'karrusel');
    bare.unmount();
    render(<ImageSlider {...f.minimal} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'carousel' })).toBeInTheDocument();
  });

  it('each image opens the lightbox (a button) unless disableLightbox', () => {
    const { unmount } = render(<ImageSlider {...f.default} />);
    const buttons = screen.getAllByRole('button', { name: /Vis stort billede/ });
    expect(buttons).toHaveLength(f.default.slides.length);
    for (const button of buttons) expect(button.firstElementChild?.tagName).toBe('IMG');
    unmount();
    const { container } = render(<ImageSlider {...f.withoutLightbox} />);
    const carousel = screen.getByRole('region');
    expect(within(carousel).getAllByRole('img')).toHaveLength(f.withoutLightbox.slides.length);
    expect(container.querySelector('button > img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Vis stort billede/ })).toBeNull();
  });

  it('one image: no previous/next buttons; no image: nothing at all', () => {
    const { unmount } = render(<ImageSlider {...f.minimal} />);
    expect(screen.queryByRole('button', { name: 'Næste billede' })).toBeNull();
    unmount();
    render(<ImageSlider {...f.default} />);
    expect(screen.getByRole('button', { name: 'Næste billede' })).toBeInTheDocument();
    expect(renderToStaticMarkup(<ImageSlider {...f.empty} />)).toBe('');
  });
});
