import { describe, expect, it } from 'vitest';
import { baseTokens } from './base';
import { THUMBNAIL_SIZES, thumbnailWidth } from './thumbnail';

describe('thumbnail width', () => {
  it('the row’s sizes attribute names the widths the theme lays the thumbnail out at', () => {
    expect(thumbnailWidth.wide).toBe(baseTokens.size.thumbnail);
    expect(THUMBNAIL_SIZES).toBe('(min-width: 768px) 11.25rem, 7.5rem');
  });

  it('120 to 200 px at the root font size of 16 px', () => {
    for (const width of Object.values(thumbnailWidth)) {
      const px = Number.parseFloat(width) * 16;
      expect(px).toBeGreaterThanOrEqual(120);
      expect(px).toBeLessThanOrEqual(200);
    }
  });
});
