// @vitest-environment happy-dom
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '@design-system/testing/render';
import { lightboxFixtures as f } from '@fixtures/components/Lightbox.fixtures';
import { Lightbox } from './Lightbox';

const noop = () => {};

/** The lightbox with its owner's state, as the carousel keeps it. */
function Owned({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return <Lightbox images={f.default} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />;
}

describe('Lightbox', () => {
  it('renders the image at the index in a wide dialog titled with its position', () => {
    const { container } = render(<Lightbox images={f.default} index={1} onIndexChange={noop} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Billede 2 af 5' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Billede 2 af 5$/);
    expect(screen.getByRole('img', { name: f.default[1]?.image.alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forrige billede' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Næste billede' })).toBeInTheDocument();
    const live = container.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toBeEmptyDOMElement();
  });

  it('Arrow Right and Left and the buttons move between the images and announce the position', async () => {
    const user = userEvent.setup();
    const { container } = render(<Owned start={0} />);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Billede 2 af 5' })).toBeInTheDocument();
    expect(container.querySelector('[aria-live]')).toHaveTextContent('Billede 2 af 5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: f.default[4]?.image.alt })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Næste billede' }));
    expect(screen.getByRole('dialog', { name: 'Billede 1 af 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('titles a single image with its alt text and has no previous or next', () => {
    render(<Lightbox images={f.minimal} index={0} onIndexChange={noop} onClose={noop} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Solvognen fra Trundholm Mose$/);
    expect(screen.queryByRole('button', { name: 'Næste billede' })).toBeNull();
  });
});

describe('Lightbox when closed', () => {
  it('keeps the dialog element but loads no image', () => {
    const { container } = render(<Lightbox images={f.default} index={null} onIndexChange={noop} onClose={noop} />);
    expect(container.firstElementChild?.tagName).toBe('DIALOG');
    expect(container.querySelector('img')).toBeNull();
    // Server HTML: React's server renderer preloads a high-priority image in a <link>, which a closed lightbox must not.
    const html = renderToStaticMarkup(<Lightbox images={f.default} index={null} onIndexChange={noop} onClose={noop} />);
    expect(html).not.toContain('rel="preload"');
  });
});
