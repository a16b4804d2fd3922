import type { Story, StoryDefault } from '@ladle/react';
import { ImageSlider } from '../../../design-system/blocks/ImageSlider';
import { imageSliderFixtures as f } from '../../../fixtures/components/ImageSlider.fixtures';

/** The image slider module: prefix and heading over the carousel; the images open in the lightbox unless disabled. */
export default { title: 'Blocks/Image Slider' } satisfies StoryDefault;

export const Default: Story = () => <ImageSlider {...f.default} />;
export const WithoutLightbox: Story = () => <ImageSlider {...f.withoutLightbox} />;
export const LongText: Story = () => <ImageSlider {...f.longText} />;
export const Minimal: Story = () => <ImageSlider {...f.minimal} />;
/** No image with an asset: nothing renders. */
export const Empty: Story = () => <ImageSlider {...f.empty} />;
