import { describe, expect, it } from 'vitest';
import { previewBannerFixtures as f } from '../../../fixtures/components/SearchPage.fixtures';
import { renderHtml } from '../renderForTest';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner', () => {
  it('names itself as a region and links out of preview with a full page load (rel=external)', () => {
    const html = renderHtml(<PreviewBanner {...f.default} />);
    expect(html).toMatch(/<section class="[^"]+" aria-label="Forhåndsvisning" data-preview-banner="">/);
    expect(html).toContain(
      'href="/api/preview/disable?redirect=%2Fbesoeg-museet" rel="external">Afslut forhåndsvisning</a>',
    );
    expect(renderHtml(<PreviewBanner {...f.default} />, 'en')).toContain('Leave preview');
  });
});
