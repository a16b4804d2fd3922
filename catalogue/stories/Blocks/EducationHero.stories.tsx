import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { EducationHero } from '@design-system/blocks/EducationHero';
import { educationHeroFor, educationHeroFixtures as f } from '@fixtures/components/EducationHero.fixtures';

/** Breadcrumb (overview, level, theme, page), the page hero and the education tags. */
export default {
  title: 'Blocks/Education Hero',
  meta: {
    usage: {
      when: 'The top of an education page: title, breadcrumb and tags for level and subject.',
      props: 'title, breadcrumb, tags, image.',
      accessibility: 'The breadcrumb is a nav landmark before the h1; tags are text, not links.',
    },
  },
} satisfies StoryDefault;

/** The runes topic’s trail, title and tags in the selected language. */
export const Default: Story = () => <EducationHero {...educationHeroFor(useCatalogueSettings())} />;
export const LongText: Story = () => <EducationHero {...f.longText} />;
export const Minimal: Story = () => <EducationHero {...f.minimal} />;
