import { describe, expect, it } from 'vitest';
import { pageHeroFixtures as f } from '../../../fixtures/components/PageHero.fixtures';
import { count, renderHtml } from '../../shell/renderForTest';
import { PageHero } from './PageHero';

describe('PageHero (the spec: page hero)', () => {
  it('carries the page’s one h1, the intro and the hero image', () => {
    const html = renderHtml(<PageHero {...f.default} />);
    expect(html).toMatch(/<h1[^>]*>Besøg Nationalmuseet<\/h1><p class="[^"]+">Her finder du åbningstider/);
    expect(count(html, /<h[1-6][\s>]/)).toBe(1);
    expect(html).toContain('alt="Prinsens Palæs facade mod Frederiksholms Kanal"');
  });

  it('the hero image loads eagerly with high fetch priority (it is above the fold)', () => {
    expect(renderHtml(<PageHero {...f.default} />)).toMatch(
      /<img [^>]*loading="eager" decoding="sync" fetchPriority="high"/,
    );
  });

  it('no intro, no image: the h1 alone (no empty paragraph or image box)', () => {
    const html = renderHtml(<PageHero {...f.minimal} />);
    expect(html).toMatch(/<h1[^>]*>Kalender<\/h1>/);
    expect(html).not.toMatch(/<p[\s>]|<img|role="presentation"/);
    expect(renderHtml(<PageHero {...f.noImage} />)).not.toMatch(/<img|role="presentation"/);
  });
});
