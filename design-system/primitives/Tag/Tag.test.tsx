// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { tagFixtures as f } from '@fixtures/components/Tag.fixtures';
import { Tag, TagList } from './Tag';

describe('Tag', () => {
  it('links when it has an href, and is plain text otherwise', () => {
    render(
      <>
        <Tag label="Vikingetid" href="/emner/vikingetid" />
        <Tag label="Familie" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Vikingetid' })).toHaveAttribute('href', '/emner/vikingetid');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const plain = screen.getByText('Familie');
    expect(plain.tagName).toBe('SPAN');
    expect(plain.className).not.toBe('');
  });

  it('lists tags in a labelled list, one item each', () => {
    render(<TagList tags={f.default} label="Emner" />);
    const list = screen.getByRole('list', { name: 'Emner' });
    expect(list.className).not.toBe('');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(f.default.map((tag) => tag.label));
  });

  it('renders nothing without tags', () => {
    // The server's HTML: no empty list for screen readers to announce.
    expect(renderToStaticMarkup(<TagList tags={f.empty} />)).toBe('');
  });
});
