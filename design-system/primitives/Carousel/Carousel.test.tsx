// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, within } from '@design-system/testing/render';
import { carouselFixtures as f } from '@fixtures/components/Carousel.fixtures';
import { Carousel } from './Carousel';

const carousel = () => screen.getByRole('region', { name: 'Billeder fra vikingetiden' });

describe('Carousel', () => {
  it('is a labelled section with the carousel role description', () => {
    render(<Carousel {...f.default} />);
    expect(carousel().tagName).toBe('SECTION');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'karrusel');
  });

  it('makes each slide a group "n af 5"; only the first is reachable', () => {
    render(<Carousel {...f.default} />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide.tagName).toBe('FIGURE');
      expect(slide).toHaveAttribute('aria-roledescription', 'billede');
      expect(slide).toHaveAccessibleName(`${index + 1} af 5`);
      if (index === 0) expect(slide).not.toHaveAttribute('inert');
      else expect(slide).toHaveAttribute('inert');
    });
  });

  it('has previous and next buttons controlling the slides, and a polite live region that is silent on load', () => {
    const { container } = render(<Carousel {...f.default} />);
    const track = screen.getByRole('group', { name: '1 af 5' }).parentElement as HTMLElement;
    expect(screen.getByRole('button', { name: 'Forrige billede' })).toHaveAttribute('aria-controls', track.id);
    expect(screen.getByRole('button', { name: 'Næste billede' })).toHaveAttribute('aria-controls', track.id);
    const live = container.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toBeEmptyDOMElement();
    expect(container.querySelector('[aria-live="assertive"]')).toBeNull();
  });

  it('next and previous move the reachable slide, wrapping round, and only then speak the position', async () => {
    const user = userEvent.setup();
    const { container } = render(<Carousel {...f.default} />);
    await user.click(screen.getByRole('button', { name: 'Næste billede' }));
    expect(screen.getByRole('group', { name: '2 af 5' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 af 5' })).toHaveAttribute('inert');
    expect(container.querySelector('[aria-live]')).toHaveTextContent('Billede 2 af 5');
    await user.click(screen.getByRole('button', { name: 'Forrige billede' }));
    await user.click(screen.getByRole('button', { name: 'Forrige billede' }));
    expect(screen.getByRole('group', { name: '5 af 5' })).not.toHaveAttribute('inert');
    expect(container.querySelector('[aria-live]')).toHaveTextContent('Billede 5 af 5');
  });

  it('opens images in the lightbox from buttons, unless disableLightbox', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Carousel {...f.default} />);
    expect(screen.getAllByRole('button', { name: /Vis stort billede/ })).toHaveLength(5);
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    await user.click(within(screen.getByRole('group', { name: '1 af 5' })).getByRole('button'));
    expect(screen.getByRole('dialog', { name: 'Billede 1 af 5' })).toHaveAttribute('open');
    unmount();
    render(<Carousel {...f.withoutLightbox} />);
    expect(screen.queryByRole('button', { name: /Vis stort billede/ })).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('shows a single image without controls, and nothing without images', () => {
    const { container, unmount } = render(<Carousel {...f.minimal} />);
    expect(screen.queryByRole('button', { name: 'Næste billede' })).toBeNull();
    expect(container.querySelector('[aria-live]')).toBeNull();
    unmount();
    expect(renderToStaticMarkup(<Carousel {...f.empty} />)).toBe('');
  });
});
