import type { Story, StoryDefault } from '@ladle/react';
import { StyledTextAndVisual } from '../../../design-system/blocks/StyledTextAndVisual';
import { styledTextAndVisualFixtures as f } from '../../../fixtures/components/StyledTextAndVisual.fixtures';

export default {
  title: 'Blocks/Styled Text And Visual',
  meta: {
    usage: {
      when: 'A story told with text beside a large image, alternating sides down the page.',
      props: 'heading, subheading, label, description, image, link, isReversed.',
      accessibility: 'Reversing only swaps the visual sides: the text always comes first in the source.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => <StyledTextAndVisual {...f.default} />;
export const Reversed: Story = () => <StyledTextAndVisual {...f.reversed} />;
export const LongText: Story = () => <StyledTextAndVisual {...f.longText} />;
export const Minimal: Story = () => <StyledTextAndVisual {...f.minimal} />;
export const Empty: Story = () => <StyledTextAndVisual {...f.empty} />;
