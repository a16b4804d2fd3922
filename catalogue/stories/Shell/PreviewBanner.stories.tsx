import type { Story, StoryDefault } from '@ladle/react';
import { PreviewBanner, type PreviewBannerModel } from '../../../design-system/shell/PreviewBanner/PreviewBanner';
import { previewBannerFixtures as f } from '../../../fixtures/components/SearchPage.fixtures';
import { useCatalogueSettings } from '../../support/settings';

/** Editors only: fixed to the bottom edge while drafts are shown, with the link that leaves preview. */
export default {
  title: 'Shell/Preview Banner',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The bar that tells an editor they see draft content, with a way out of preview.',
      props: 'theme, leaveHref.',
      accessibility: 'A region named Forhåndsvisning at the top of the page; the exit is a real link.',
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
