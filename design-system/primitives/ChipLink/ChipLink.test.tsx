// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { ChipLink } from './ChipLink';

describe('ChipLink', () => {
  it('is a plain link; the page shown says so with aria-current', () => {
    render(
      <>
        <ChipLink href="/soeg?q=guld" current>
          Alle typer (3)
        </ChipLink>
        <ChipLink href="/soeg?q=guld&type=exhibition">Udstilling (1)</ChipLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Alle typer (3)' })).toHaveAttribute('aria-current', 'page');
    const other = screen.getByRole('link', { name: 'Udstilling (1)' });
    expect(other).toHaveAttribute('href', '/soeg?q=guld&type=exhibition');
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).not.toHaveAttribute('data-selected');
  });

  it('a filter that is on is marked selected (not current: its link takes it off), and may tell crawlers not to follow', () => {
    render(
      <ChipLink href="/kalender" selected rel="nofollow">
        Fjern filter: Børn og familie
      </ChipLink>,
    );
    const link = screen.getByRole('link', { name: 'Fjern filter: Børn og familie' });
    expect(link).toHaveAttribute('data-selected', '');
    expect(link).not.toHaveAttribute('aria-current');
    expect(link).toHaveAttribute('rel', 'nofollow');
  });
});
