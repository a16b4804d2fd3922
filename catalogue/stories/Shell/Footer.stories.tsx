import type { Story, StoryDefault } from '@ladle/react';
import { useCatalogueSettings } from '@catalogue/support/settings';
import { Footer } from '@design-system/shell/Footer';
import { footerFixtures as f, footerByLocale } from '@fixtures/components/Footer.fixtures';
import { siteContent } from '@fixtures/components/siteContent';

export default {
  title: 'Shell/Footer',
  meta: {
    usage: {
      when: 'The footer of every page: address, link groups, sister museums, social profiles and policies.',
      props: 'address, organizationDescription, groups, featured, socialProfiles, policyLinks, showMuseumLinks.',
      accessibility: 'A contentinfo landmark; link groups have headings; social icons have text names.',
    },
  },
} satisfies StoryDefault;

/**
 * The footer in the selected language, with the selected site's address and description; the museum list is
 * Danish for da, English otherwise.
 */
export const Default: Story = () => {
  const { site, locale } = useCatalogueSettings();
  const own = siteContent[site];
  return <Footer {...footerByLocale[locale]} address={own.address} organizationDescription={own.description[locale]} />;
};
/** Long texts, and a social profile on a platform the footer does not know (a plain link). */
export const LongText: Story = () => <Footer {...f.longText} />;
export const Minimal: Story = () => <Footer {...f.minimal} />;
/** No links at all, and the museum list turned off. */
export const Empty: Story = () => <Footer {...f.empty} />;
