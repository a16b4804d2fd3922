import type { Story, StoryDefault } from '@ladle/react';
import { Breadcrumb } from '@design-system/primitives/Breadcrumb';
import { Container } from '@design-system/primitives/Container';
import { breadcrumbFixtures as f } from '@fixtures/components/Breadcrumb.fixtures';

export default {
  title: 'Primitives/Breadcrumb',
  meta: {
    usage: {
      when: 'The path from the front page to the current page, on deep pages (education topics, knowledge articles).',
      props: 'items (label, href); the last item is the current page and is not a link.',
      accessibility:
        'A nav landmark named Brødkrumme/Breadcrumb with an ordered list; the current page carries aria-current="page".',
    },
  },
} satisfies StoryDefault;

export const Default: Story = () => (
  <Container>
    <Breadcrumb items={f.default} />
  </Container>
);
export const LongText: Story = () => (
  <Container>
    <Breadcrumb items={f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Breadcrumb items={f.minimal} />
  </Container>
);
export const Empty: Story = () => (
  <Container>
    <Breadcrumb items={f.empty} />
  </Container>
);
