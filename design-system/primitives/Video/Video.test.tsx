// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, waitFor, within } from '@design-system/testing/render';
import { videoFixtures as f } from '@fixtures/components/Video.fixtures';
import { Video } from './Video';
import { parseVideoRange } from './videoRange';

// The player itself (Mux's web component) is not loaded in the tests: what it gets is checked instead.
const mountPlayer = vi.hoisted(() => vi.fn((_slot: HTMLElement, _options: unknown) => () => {}));
vi.mock('./muxPlayer', () => ({ mountPlayer }));

const playButton = () =>
  screen.getByRole('button', { name: 'Afspil video: Sådan konserveres et 2.000 år gammelt mosefund' });

describe('Video', () => {
  it('renders the poster as a real button named after the video, and no player', () => {
    const { container } = render(<Video {...f.default} />);
    expect(playButton()).toHaveAttribute('type', 'button');
    expect(container.querySelector('mux-player, video, script')).toBeNull();
    expect(mountPlayer).not.toHaveBeenCalled();
  });

  it('gives the poster image an empty alt (the button carries the name)', () => {
    render(<Video {...f.default} />);
    expect(playButton().querySelector('img')).toHaveAttribute('alt', '');
    expect(within(playButton()).queryByRole('img')).toBeNull();
  });

  it('pressing the poster puts the player in its place, with the video’s playback id and title', async () => {
    const user = userEvent.setup();
    render(<Video {...f.default} />);
    await user.click(playButton());
    // The player's module loads after the press (a dynamic import): wait for it.
    await waitFor(() => expect(mountPlayer).toHaveBeenCalledOnce());
    expect(mountPlayer.mock.calls[0]?.[1]).toMatchObject({ playbackId: f.default.playbackId, title: f.default.title });
    expect(screen.queryByRole('button', { name: /^Afspil video/ })).toBeNull();
  });

  it('shows label, title, description, caption and the transcript in a disclosure', () => {
    const { container } = render(<Video {...f.default} />);
    for (const text of ['Film', f.default.title, f.default.description, f.default.caption])
      expect(screen.getByText(text as string)).toBeInTheDocument();
    const summary = screen.getByText('Udskrift');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.parentElement?.tagName).toBe('DETAILS');
    expect(container.querySelectorAll('details p').length).toBeGreaterThanOrEqual(2);
  });

  it('a poster is lazy, unless the video heads the page: then it loads at once with high priority', () => {
    const { container, rerender } = render(<Video {...f.default} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    rerender(<Video {...f.default} priority />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('leaves out what the model leaves out', () => {
    const { container } = render(<Video {...f.minimal} />);
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Velkommen til Kronborg')).toBeInTheDocument();
  });

  it('loads the player only through a dynamic import (its own chunk, after the press)', () => {
    const source = readFileSync(join(import.meta.dirname, 'Video.tsx'), 'utf8');
    expect(source).not.toMatch(/from ['"]@mux\//);
    expect(source).not.toMatch(/from ['"]\.\/muxPlayer['"]/);
    expect(source).toMatch(/await import\(['"]\.\/muxPlayer['"]\)/);
    const index = readFileSync(join(import.meta.dirname, 'index.ts'), 'utf8');
    expect(index).not.toContain('muxPlayer');
  });
});

describe('parseVideoRange', () => {
  it('reads "start-end" fractions of the duration', () => {
    expect(parseVideoRange('0.2-0.45')).toEqual({ start: 0.2, end: 0.45 });
    expect(parseVideoRange(' 0 - 1 ')).toEqual({ start: 0, end: 1 });
    expect(parseVideoRange('.5-.75')).toEqual({ start: 0.5, end: 0.75 });
  });

  it('gives null (the whole video) for anything else', () => {
    for (const bad of [undefined, '', '0.5', '0.6-0.2', '0.3-0.3', '0.2-1.5', 'a-b', '-0.1-0.2', '10-20'])
      expect(parseVideoRange(bad)).toBeNull();
  });
});
