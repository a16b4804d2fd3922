import type { Story, StoryDefault } from '@ladle/react';
import { CatalogueShell } from '@catalogue/support/CatalogueShell';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { TextSection } from '@design-system/blocks/TextSection';
import { ErrorView } from '@design-system/shell/ErrorView';
import { errorViewFixtures } from '@fixtures/components/ErrorView.fixtures';
import { newsletterByLocale } from '@fixtures/components/NewsletterPopup.fixtures';
import { siteShellFixtures as f, localizedShell } from '@fixtures/components/SiteShell.fixtures';
import { textSectionFixtures } from '@fixtures/components/TextSection.fixtures';

/** SiteShell sets its own theme class and locale: the global Provider adds no theme wrapper. */
export default {
  title: 'Shell/Site Shell',
  meta: {
    ownsTheme: true,
    usage: {
      when: 'The frame of every page: skip link, header, main area, footer and an optional newsletter.',
      props: "shell (the site's header and footer data), layout (default, article), pageTheme, injectedH1.",
      accessibility: 'Skip link first; one main landmark that receives focus after client navigation.',
    },
  },
} satisfies StoryDefault;

/** The shell in the selected site theme and language. */
export const Default: Story = () => (
  <CatalogueShell injectedH1="Oplev Danmarks historie" currentHref="/udstillinger">
    <TextSection {...textSectionFixtures.default} />
  </CatalogueShell>
);
export const LongText: Story = () => (
  <CatalogueShell shell={f.longText} keepName injectedH1="Nationalmuseet">
    <TextSection {...textSectionFixtures.longText} />
  </CatalogueShell>
);
export const Minimal: Story = () => (
  <CatalogueShell shell={f.minimal}>
    <TextSection heading="Kalender" body={textSectionFixtures.minimal.body} />
  </CatalogueShell>
);
export const NotFound: Story = () => (
  <CatalogueShell>
    <ErrorView {...errorViewFixtures.default} />
  </CatalogueShell>
);
/** An article-type page: the article sheet above the header, no footer. */
export const Article: Story = () => (
  <CatalogueShell layout="article" injectedH1="Solvognen">
    <TextSection {...textSectionFixtures.default} />
  </CatalogueShell>
);
/** The newsletter pop-up opens shortly after the first visit; dismissed, it stays away. */
export const WithNewsletter: Story = () => {
  const { locale } = useCatalogueSettings();
  return (
    <CatalogueShell
      shell={{
        ...localizedShell(locale),
        newsletter: {
          ...newsletterByLocale[locale],
          // Long enough for the keyboard test to focus something before it opens.
          delayMs: 1500,
          storageKey: 'catalogue-site-shell-newsletter',
        },
      }}
    >
      <TextSection {...textSectionFixtures.default} />
    </CatalogueShell>
  );
};
