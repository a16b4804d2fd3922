import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ImageSlider } from '@design-system/blocks/ImageSlider';
import { imageSliderFixtures as f, imageSliderFor } from '@fixtures/components/ImageSlider.fixtures';

/** The image slider module: prefix and heading over the carousel; the images open in the lightbox unless disabled. */
export default {
  title: 'Blocks/Image Slider',
  meta: {
    usage: {
      when: 'A series of images the visitor browses, opening each in the lightbox.',
      props: 'title, prefix, slides (image, caption), disableLightbox.',
      accessibility: "Carousel rules; each slide's open button names the image it enlarges.",
    },
  },
} satisfies StoryDefault;

/** The Viking Age monuments, with alt texts and captions in the selected language. */
export const Default: Story = () => <ImageSlider {...imageSliderFor(useCatalogueSettings())} />;
export const WithoutLightbox: Story = () => <ImageSlider {...f.withoutLightbox} />;
export const LongText: Story = () => <ImageSlider {...f.longText} />;
export const Minimal: Story = () => <ImageSlider {...f.minimal} />;
/** No image with an asset: nothing renders. */
export const Empty: Story = () => <ImageSlider {...f.empty} />;
