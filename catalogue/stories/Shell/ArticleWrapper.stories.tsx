import type { Story, StoryDefault } from '@ladle/react';
import { siteIdentity, useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { ArticleWrapper } from '@design-system/shell/ArticleWrapper';
import { MAIN_CONTENT_ID } from '@design-system/shell/SkipLink';
import { type ArticleWrapperFixture, articleWrapperFixtures as f } from '@fixtures/components/ArticleWrapper.fixtures';

export default {
  title: 'Shell/Article Wrapper',
  meta: {
    usage: {
      when: 'The sheet an article opens in, above the header, without the footer.',
      props: 'site (for the way back to the site), children.',
      accessibility: 'The close link comes first and names where it leads; the article is the main landmark.',
    },
  },
} satisfies StoryDefault;

/** The sheet alone; Shell/Site Shell/Article shows it layered above the header. */
const Example = ({ fixture, ownSite = false }: { fixture: ArticleWrapperFixture; ownSite?: boolean }) => {
  const { site } = useCatalogueSettings();
  return (
    <ArticleWrapper site={ownSite ? fixture.site : siteIdentity(site)}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container narrow>
          <Heading level={1}>{fixture.title}</Heading>
          {fixture.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Container>
      </main>
    </ArticleWrapper>
  );
};

export const Default: Story = () => <Example fixture={f.default} />;
export const LongText: Story = () => <Example fixture={f.longText} ownSite />;
export const Minimal: Story = () => <Example fixture={f.minimal} />;
