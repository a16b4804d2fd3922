import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '@design-system/primitives/Container';
import { SearchField } from '@design-system/primitives/SearchField';

/**
 * The site search field: a search landmark with a plain GET form, the label above the input and its button. The
 * header's menu and the search page both show it.
 */
export default {
  title: 'Primitives/Search Field',
  meta: {
    usage: {
      when: 'Wherever a visitor types a search of the site: the header menu, the search page.',
      props: 'action, landmarkLabel, label, submitLabel, inputId, placement (page, menu), defaultValue, children.',
      accessibility: 'A named search landmark; the field has a visible label and works without JavaScript.',
    },
  },
} satisfies StoryDefault;

export const Page: Story = () => (
  <Container>
    <SearchField action="/soeg" landmarkLabel="Søg" label="Søgeord" submitLabel="Søg" inputId="story-search-page" />
  </Container>
);

export const Menu: Story = () => (
  <Container>
    <SearchField
      action="/soeg"
      landmarkLabel="Søg på sitet"
      label="Søg på sitet"
      submitLabel="Søg"
      inputId="story-search-menu"
      placement="menu"
    >
      <a href="/soeg?q=Vikinger">Vikinger</a>
    </SearchField>
  </Container>
);
