import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { ExhibitionHero } from '@design-system/blocks/ExhibitionHero';
import { exhibitionHeroFor, exhibitionHeroFixtures as f } from '@fixtures/components/ExhibitionHero.fixtures';

export default {
  title: 'Blocks/Exhibition Hero',
  meta: {
    usage: {
      when: 'The top of an exhibition page, in the layout the editor chose (split, full, floating element).',
      props: 'title, subtitle, layout, image, period/dateText, specialLabel, typeLabel, theme, headerTypography.',
      accessibility:
        'The title is the h1; the period is text with <time>; editor colours are AA-checked; the floating element is decorative.',
    },
  },
} satisfies StoryDefault;

/** The Vikings exhibition in the selected language; an experience on the sites that say so. */
export const Default: Story = () => <ExhibitionHero {...exhibitionHeroFor(useCatalogueSettings())} />;
/** Type special: the special tag first; full layout, large title and a floating element. */
export const Special: Story = () => <ExhibitionHero {...f.special} />;
/** A permanent exhibition without an end date: "Fra 5. maj 2025". */
export const OpenEnded: Story = () => <ExhibitionHero {...f.openEnded} />;
export const LongText: Story = () => <ExhibitionHero {...f.longText} />;
export const Minimal: Story = () => <ExhibitionHero {...f.minimal} />;
