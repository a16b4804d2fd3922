// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@design-system/testing/render';
import { BlockList, type BlockModel } from './BlockList';

describe('a static block rendered in the browser before its code was loaded, without server HTML', () => {
  it('loads its code and then shows it', async () => {
    const blocks = [
      { _type: 'statement', _key: 's', quote: 'Danmarks historie begynder her.', personName: 'Rane Willerslev' },
    ] as BlockModel[];
    render(<BlockList blocks={blocks} />);
    expect(await screen.findByText('Danmarks historie begynder her.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
