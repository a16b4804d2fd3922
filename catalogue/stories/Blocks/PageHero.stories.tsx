import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { PageHero } from '@design-system/blocks/PageHero';
import { pageHeroFixtures as f, pageHeroFor } from '@fixtures/components/PageHero.fixtures';

export default {
  title: 'Blocks/Page Hero',
  meta: {
    usage: {
      when: 'The simple top of most pages: title, intro and an optional image.',
      props: 'title, intro, image.',
      accessibility: "The title is the page's h1; the image is decorative unless the editor gives alt text.",
    },
  },
} satisfies StoryDefault;

/** The selected site's welcome in the selected language. */
export const Default: Story = () => <PageHero {...pageHeroFor(useCatalogueSettings())} />;
export const LongText: Story = () => <PageHero {...f.longText} />;
export const Minimal: Story = () => <PageHero {...f.minimal} />;
export const NoImage: Story = () => <PageHero {...f.noImage} />;
