import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { FrontPageHero } from '@design-system/blocks/FrontPageHero';
import { frontPageHeroFixtures as f, frontPageHeroFor } from '@fixtures/components/FrontPageHero.fixtures';

export default {
  title: 'Blocks/Front Page Hero',
  meta: {
    usage: {
      when: "The front page's top: the featured exhibitions and events, split with overlay text or full with separate text (war museum, castle).",
      props: 'variant (split, full), items (title, image, link, overlay, theme).',
      accessibility:
        "The first item's title is the page's main heading; overlay text sits on a scrim so it passes AA over any photo.",
    },
  },
} satisfies StoryDefault;

/** The selected site's front page hero in the selected language (full on the war museum and the castle). */
export const Default: Story = () => <FrontPageHero {...frontPageHeroFor(useCatalogueSettings())} />;
export const Overlay: Story = () => <FrontPageHero {...f.overlay} />;
export const Full: Story = () => <FrontPageHero {...f.full} />;
export const PageTheme: Story = () => <FrontPageHero {...f.pageTheme} />;
export const LongText: Story = () => <FrontPageHero {...f.longText} />;
export const Minimal: Story = () => <FrontPageHero {...f.minimal} />;
/** No featured items: only the page's h1. */
export const Empty: Story = () => <FrontPageHero {...f.empty} />;
