import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { videoFixtures as f } from '../../../fixtures/components/Video.fixtures';
import { Video } from './Video';
import { parseVideoRange } from './videoRange';

describe('Video', () => {
  it('renders the poster as a real button named after the video, and no player', () => {
    const html = renderToStaticMarkup(<Video {...f.default} />);
    expect(html).toMatch(/<button type="button" class="[^"]+">/);
    expect(html).toContain('Afspil video: Sådan konserveres et 2.000 år gammelt mosefund');
    expect(html).not.toMatch(/mux-player|<video|<script/);
  });

  it('gives the poster image an empty alt (the button carries the name)', () => {
    const html = renderToStaticMarkup(<Video {...f.default} />);
    expect(html).toMatch(/<img [^>]*alt=""/);
  });

  it('shows label, title, description, caption and the transcript in a disclosure', () => {
    const html = renderToStaticMarkup(<Video {...f.default} />);
    for (const text of ['Film', f.default.title, f.default.description, f.default.caption])
      expect(html).toContain(text);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Udskrift<\/summary>/);
    expect(html.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves out what the model leaves out', () => {
    const html = renderToStaticMarkup(<Video {...f.minimal} />);
    expect(html).not.toContain('<details');
    expect(html).not.toContain('<img');
    expect(html).toContain('Velkommen til Kronborg');
  });

  it('loads the player only through a dynamic import (its own chunk, after the press)', () => {
    const source = readFileSync(new URL('./Video.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]@mux\//);
    expect(source).not.toMatch(/from ['"]\.\/muxPlayer['"]/);
    expect(source).toMatch(/await import\(['"]\.\/muxPlayer['"]\)/);
    const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
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
