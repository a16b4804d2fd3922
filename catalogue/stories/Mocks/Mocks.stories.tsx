import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { findMock } from '@fixtures/mocks/mockPages';

/**
 * The /mocks design pages, defined once in fixtures/mocks/mockPages.tsx and served by the runtime at
 * /mocks/{slug} in the host's real shell. A new mock there needs one story line here.
 */
export default {
  title: 'Mocks/Pages',
  meta: {
    ownsTheme: true,
    usage: {
      when: "The design pages of the spec's /mocks routes, composed of templates and fixtures, for design review.",
      props: 'slug (which mock), the shell layout it declares.',
      accessibility:
        "Each mock is a whole page: one h1, the shell's landmarks and skip link; the axe run checks them like any story.",
    },
  },
} satisfies StoryDefault;

function MockStory({ slug }: { slug: string }) {
  const mock = findMock(slug);
  if (!mock) throw new Error(`No mock /mocks/${slug}`);
  return (
    <CatalogueShell layout={mock.layout}>
      <mock.Page />
    </CatalogueShell>
  );
}

export const Index: Story = () => <MockStory slug="" />;
export const Embed: Story = () => <MockStory slug="embed" />;
export const Theme: Story = () => <MockStory slug="theme" />;
export const KnowledgeOverview: Story = () => <MockStory slug="viden" />;
export const Article: Story = () => <MockStory slug="article" />;
export const ArticleVideo: Story = () => <MockStory slug="article-video" />;
export const Podcast: Story = () => <MockStory slug="podcast" />;
export const Podcasts: Story = () => <MockStory slug="podcasts" />;
export const PodcastSeries: Story = () => <MockStory slug="podcast-serie" />;
export const Education: Story = () => <MockStory slug="education" />;
export const EducationTheme: Story = () => <MockStory slug="education-theme" />;
export const EducationDetail: Story = () => <MockStory slug="education-detail" />;
export const EducationOverview: Story = () => <MockStory slug="education-overview" />;
export const Tickets: Story = () => <MockStory slug="tickets" />;
export const Calendar: Story = () => <MockStory slug="calendar" />;
export const Exhibition: Story = () => <MockStory slug="exhibition" />;
export const SpecialExhibition: Story = () => <MockStory slug="exhibition-2" />;
export const Exhibitions: Story = () => <MockStory slug="exhibitions" />;
