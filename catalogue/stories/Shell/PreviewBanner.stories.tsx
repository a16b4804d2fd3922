import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PreviewBanner, type PreviewBannerModel } from '@design-system/shell/PreviewBanner/PreviewBanner';
import { previewBannerFixtures as f } from '@fixtures/components/SearchPage.fixtures';

/**
 * Editors only: pinned to the bottom edge in preview, saying what is shown (drafts, published or a release, as of a
 * day), with what search engines will see, the page in the Studio and the link that leaves preview.
 */
export default {
  title: 'Shell/Preview Banner',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The bar that tells an editor what the preview shows and as of which day, with a way out of preview.',
      props:
        'theme, leaveHref, perspective (drafts, published or release names), date (yyyy-MM-dd), studioHref (no link without it), seo (title, description, canonical, noindex; no panel without it).',
      accessibility:
        'A region named Forhåndsvisning after the page; the search-engine panel is a native disclosure; the Studio link says it opens a new tab; the exit is a real link.',
    },
  },
} satisfies StoryDefault;

/** The banner carries its own theme class: it follows the catalogue's site setting. */
function Themed(model: PreviewBannerModel) {
  const { site } = useCatalogueSettings();
  return <PreviewBanner {...model} theme={site} />;
}

export const Default: Story = () => <Themed {...f.default} />;
export const LongText: Story = () => <Themed {...f.longText} />;
export const Minimal: Story = () => <Themed {...f.minimal} />;
