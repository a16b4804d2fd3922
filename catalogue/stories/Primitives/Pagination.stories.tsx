import type { Story, StoryDefault } from '@ladle/react';
import { Container } from '../../../design-system/primitives/Container';
import { Pagination } from '../../../design-system/primitives/Pagination';
import { paginationFixtures as f } from '../../../fixtures/components/Pagination.fixtures';

/** Links to the pages of a list (search results): plain links, the current page marked. */
export default {
  title: 'Primitives/Pagination',
  meta: {
    usage: {
      when: 'Moving between pages of a long list (search results, press releases).',
      props: "page, pageCount, href (builds each page's link), label.",
      accessibility:
        'A nav landmark; the current page has aria-current="page"; previous and next have full text names, not only arrows.',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Pagination {...f.default} />
  </Container>
);
/** The last of many pages: no next link. */
export const LongText: Story = () => (
  <Container>
    <Pagination {...f.longText} />
  </Container>
);
export const Middle: Story = () => (
  <Container>
    <Pagination {...f.middle} />
  </Container>
);
/** One page: nothing renders. */
export const Minimal: Story = () => (
  <Container>
    <Pagination {...f.minimal} />
  </Container>
);
