// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { measure } from '@design-system/primitives/Container/Container.css';
import { render, screen } from '@design-system/testing/render';
import { videoBlockFixtures as f } from '@fixtures/components/VideoBlock.fixtures';
import { VideoBlock } from './VideoBlock';

/** Whether the block sits at the reading measure. */
const atMeasure = (props: Parameters<typeof VideoBlock>[0]) => {
  const { container, unmount } = render(<VideoBlock {...props} />);
  const result = container.querySelector(`[class="${measure}"]`) !== null;
  unmount();
  return result;
};

describe('VideoBlock (the spec: video with layout, caption, transcript, label/title/description)', () => {
  it('layout "full" takes the container width; any other layout the reading measure', () => {
    expect(atMeasure(f.full)).toBe(false);
    expect(atMeasure(f.default)).toBe(true);
    expect(atMeasure(f.minimal)).toBe(true);
  });

  it('shows label, title, description and caption in the figure caption, the transcript in a disclosure', () => {
    const { container } = render(<VideoBlock {...f.default} />);
    const caption = container.querySelector('figcaption') as HTMLElement;
    for (const text of [f.default.label, f.default.title, f.default.description, f.default.caption])
      expect(caption.contains(screen.getByText(text as string, { selector: 'p' }))).toBe(true);
    const summary = screen.getByText('Udskrift');
    expect(summary.tagName).toBe('SUMMARY');
    expect(caption.contains(summary)).toBe(true);
    // The transcript's paragraphs (separated by blank lines) stay paragraphs.
    const transcript = [...(summary.parentElement?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
    expect(transcript.some((text) => text?.startsWith('Sværdet har ligget i mosen'))).toBe(true);
    expect(transcript.some((text) => text?.startsWith('Først fjerner vi tørven'))).toBe(true);
  });

  it('leaves out caption and transcript when the module has none', () => {
    const { container } = render(<VideoBlock {...f.minimal} />);
    expect(container.querySelector('details')).toBeNull();
    const caption = container.querySelector('figcaption');
    expect(caption?.children).toHaveLength(1);
    expect(caption).toHaveTextContent(/^Velkommen til Kronborg$/);
  });

  it('renders the poster as a play button named after the video, with no player until it is pressed', () => {
    const { container } = render(<VideoBlock {...f.clip} />);
    expect(screen.getByRole('button', { name: 'Afspil video: Solvognen set fra alle sider' })).toBeInTheDocument();
    expect(container.querySelector('mux-player, video, script')).toBeNull();
  });
});
