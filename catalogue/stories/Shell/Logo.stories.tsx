import type { Story, StoryDefault } from '@ladle/react';
import { siteIdentity, useCatalogueSettings } from '@catalogue/support/settings';
import { Container } from '@design-system/primitives/Container';
import { Stack } from '@design-system/primitives/Stack';
import { Logo } from '@design-system/shell/Logo';
import { allLogos, logoFixtures as f } from '@fixtures/components/Logo.fixtures';

export default {
  title: 'Shell/Logo',
  meta: {
    usage: {
      when: "The site's logo, linking to its front page.",
      props:
        'id (which logo, from tokens/sites.ts), mark (its path, logoMarks[id], carried with the site), siteName, href.',
      accessibility: "The link's name is the site's name; the drawing itself is decorative.",
    },
  },
} satisfies StoryDefault;

/** The selected site's own logo. */
export const Default: Story = () => {
  const { site } = useCatalogueSettings();
  const identity = siteIdentity(site);
  return (
    <Container>
      <Logo id={identity.logo} mark={identity.logoMark} siteName={identity.name} href={identity.homeHref} />
    </Container>
  );
};
export const LongText: Story = () => (
  <Container>
    <Logo {...f.longText} />
  </Container>
);
export const Minimal: Story = () => (
  <Container>
    <Logo {...f.minimal} />
  </Container>
);
export const Secondary: Story = () => (
  <Container>
    <Logo {...f.secondary} />
  </Container>
);
export const Tertiary: Story = () => (
  <Container>
    <Logo {...f.tertiary} />
  </Container>
);
/** The selected site's logo in its three variants. */
export const Variants: Story = () => {
  const identity = siteIdentity(useCatalogueSettings().site);
  return (
    <Container>
      <Stack as="ul" gap="xs">
        {(['primary', 'secondary', 'tertiary'] as const).map((variant) => (
          <li key={variant}>
            <Logo
              id={identity.logo}
              mark={identity.logoMark}
              siteName={identity.name}
              href={identity.homeHref}
              variant={variant}
            />
          </li>
        ))}
      </Stack>
    </Container>
  );
};
export const AllMarks: Story = () => (
  <Container>
    <Stack as="ul" gap="xs">
      {allLogos.map((logo) => (
        <li key={logo.id}>
          <Logo {...logo} />
        </li>
      ))}
    </Stack>
  </Container>
);
