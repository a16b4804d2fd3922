import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tagFixtures as f } from '../../../fixtures/components/Tag.fixtures';
import { Tag, TagList } from './Tag';

describe('Tag', () => {
  it('links when it has an href, and is plain text otherwise', () => {
    expect(renderToStaticMarkup(<Tag label="Vikingetid" href="/emner/vikingetid" />)).toMatch(
      /^<a class="[^"]+" href="\/emner\/vikingetid">Vikingetid<\/a>$/,
    );
    expect(renderToStaticMarkup(<Tag label="Familie" />)).toMatch(/^<span class="[^"]+">Familie<\/span>$/);
  });

  it('lists tags in a labelled list, one item each', () => {
    const html = renderToStaticMarkup(<TagList tags={f.default} label="Emner" />);
    expect(html).toMatch(/^<ul class="[^"]+" aria-label="Emner">/);
    expect(html.match(/<li>/g)).toHaveLength(f.default.length);
  });

  it('renders nothing without tags', () => {
    expect(renderToStaticMarkup(<TagList tags={f.empty} />)).toBe('');
  });
});
