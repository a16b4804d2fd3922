import type { Story, StoryDefault } from '@ladle/react';
import { BillboardReference } from '../../../design-system/blocks/BillboardReference';
import { billboardReferenceFixtures as f } from '../../../fixtures/components/BillboardReference.fixtures';

export default { title: 'Blocks/Billboard Reference' } satisfies StoryDefault;

export const Default: Story = () => <BillboardReference {...f.default} />;
export const PodcastEpisode: Story = () => <BillboardReference {...f.podcastEpisode} />;
export const PodcastShow: Story = () => <BillboardReference {...f.podcastShow} />;
export const LongText: Story = () => <BillboardReference {...f.longText} />;
export const Minimal: Story = () => <BillboardReference {...f.minimal} />;
export const Empty: Story = () => <BillboardReference {...f.empty} />;
