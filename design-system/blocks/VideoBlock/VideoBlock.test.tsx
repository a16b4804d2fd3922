import { describe, expect, it } from 'vitest';
import { videoBlockFixtures as f } from '../../../fixtures/components/VideoBlock.fixtures';
import { measure } from '../../primitives/Container/Container.css';
import { renderHtml } from '../../shell/renderForTest';
import { VideoBlock } from './VideoBlock';

const atMeasure = (html: string) => html.includes(`class="${measure}"`);

describe('VideoBlock (the spec: video with layout, caption, transcript, label/title/description)', () => {
  it('layout "full" takes the container width; any other layout the reading measure', () => {
    expect(atMeasure(renderHtml(<VideoBlock {...f.full} />))).toBe(false);
    expect(atMeasure(renderHtml(<VideoBlock {...f.default} />))).toBe(true);
    expect(atMeasure(renderHtml(<VideoBlock {...f.minimal} />))).toBe(true);
  });

  it('shows label, title, description and caption in the figure caption, the transcript in a disclosure', () => {
    const html = renderHtml(<VideoBlock {...f.default} />);
    const caption = /<figcaption>(.*)<\/figcaption>/s.exec(html)?.[1] ?? '';
    for (const text of [f.default.label, f.default.title, f.default.description, f.default.caption])
      expect(caption).toContain(`>${text}</p>`);
    expect(caption).toMatch(/<details[^>]*><summary[^>]*>(<span[^>]*><\/span>)?Udskrift<\/summary>/);
    // The transcript's paragraphs (separated by blank lines) stay paragraphs.
    expect(caption).toContain('<p>Sværdet har ligget i mosen');
    expect(caption).toContain('<p>Først fjerner vi tørven');
  });

  it('leaves out caption and transcript when the module has none', () => {
    const html = renderHtml(<VideoBlock {...f.minimal} />);
    expect(html).not.toContain('<details');
    expect(html).toMatch(/<figcaption><p class="[^"]+">Velkommen til Kronborg<\/p><\/figcaption>/);
  });

  it('renders the poster as a play button named after the video, with no player until it is pressed', () => {
    const html = renderHtml(<VideoBlock {...f.clip} />);
    expect(html).toContain('Afspil video: Solvognen set fra alle sider');
    expect(html).not.toMatch(/mux-player|<video|<script/);
  });
});
