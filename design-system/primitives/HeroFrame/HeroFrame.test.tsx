// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { HeroFrame } from './HeroFrame';
import { band, split } from './HeroFrame.css';

describe('HeroFrame', () => {
  it('holds the text and then the image inside one band in the impact colours, the text narrower by default', () => {
    render(
      <HeroFrame>
        <h1>Vikingernes verden</h1>
        <img src="/vikinger.jpg" alt="Et vikingeskib" />
      </HeroFrame>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Vikingernes verden' });
    const layout = heading.parentElement as HTMLElement;
    expect(layout.className).toBe(split.textNarrow);
    expect([...layout.children]).toEqual([heading, screen.getByRole('img', { name: 'Et vikingeskib' })]);
    expect(layout.closest(`.${band}`)).not.toBeNull();
  });

  it('gives the text the wider share when asked', () => {
    render(
      <HeroFrame split="textWide">
        <h1>Podcast</h1>
      </HeroFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Podcast' }).parentElement?.className).toBe(split.textWide);
  });

  it('stacks the image above the text at every width, in the page theme’s colours, with a cut-out laid over it', () => {
    const { container } = render(
      <HeroFrame
        split="stacked"
        style={{ color: 'inherit' }}
        overlay={<div data-testid="cut-out" aria-hidden="true" />}
      >
        <h1>Guldhornene</h1>
      </HeroFrame>,
    );
    const heading = screen.getByRole('heading', { name: 'Guldhornene' });
    expect(heading.parentElement?.className).toBe(split.stacked);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.className).toBe(band);
    expect(frame.style.color).toBe('inherit');
    // The cut-out is the band's own child, outside the page grid.
    expect(screen.getByTestId('cut-out').parentElement).toBe(frame);
  });
});
