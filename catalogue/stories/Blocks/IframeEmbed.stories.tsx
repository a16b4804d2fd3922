import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { IframeEmbed } from '@design-system/blocks/IframeEmbed';
import { iframeEmbedFixtures as f, iframeEmbedFor } from '@fixtures/components/IframeEmbed.fixtures';

export default {
  title: 'Blocks/Iframe Embed',
  meta: {
    usage: {
      when: 'An external page shown in a frame (a map, a booking calendar).',
      props: 'url, title, width, height, linkOnly (only a link when the host may not be framed).',
      accessibility: "The title is the iframe's accessible name; a plain link is always offered beside it.",
    },
  },
} satisfies StoryDefault;

/** A map of the selected site (Kronborg on the main site), titled in the selected language. */
export const Default: Story = () => <IframeEmbed {...iframeEmbedFor(useCatalogueSettings())} />;
export const LongText: Story = () => <IframeEmbed {...f.longText} />;
export const Minimal: Story = () => <IframeEmbed {...f.minimal} />;
export const NotFramed: Story = () => <IframeEmbed {...f.notFramed} />;
export const Insecure: Story = () => <IframeEmbed {...f.insecure} />;
export const Empty: Story = () => <IframeEmbed {...f.empty} />;
