import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { StyledTextAndVisual } from '@design-system/blocks/StyledTextAndVisual';
import {
  styledTextAndVisualFixtures as f,
  styledTextAndVisualFor,
} from '@fixtures/components/StyledTextAndVisual.fixtures';

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

/** The Open Air Museum's farms in the selected language. */
export const Default: Story = () => <StyledTextAndVisual {...styledTextAndVisualFor(useCatalogueSettings())} />;
export const Reversed: Story = () => <StyledTextAndVisual {...f.reversed} />;
export const LongText: Story = () => <StyledTextAndVisual {...f.longText} />;
export const Minimal: Story = () => <StyledTextAndVisual {...f.minimal} />;
export const Empty: Story = () => <StyledTextAndVisual {...f.empty} />;
