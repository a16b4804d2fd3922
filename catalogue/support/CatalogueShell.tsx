import type { ReactNode } from 'react';
import { type ShellLayout, type ShellModel, SiteShell } from '@design-system/shell/SiteShell';
import type { PageThemeColours } from '@design-system/theme';
import { localizedShell } from '@fixtures/components/SiteShell.fixtures';
import { siteContent } from '@fixtures/components/siteContent';
import { siteTokens } from '@tokens/sites';
import { type CatalogueSettings, selectedPageTheme, siteIdentity, useCatalogueSettings } from './settings';

/**
 * A shell fixture moved into the catalogue's selected site theme and language: the site's own name, logo, and
 * the footer's address and description (fixtures/components/siteContent.ts). The site's name and footer
 * are kept when the fixture sets its own (e.g. the long-text fixture).
 */
export function shellForSettings(shell: ShellModel, settings: CatalogueSettings, keepName = false): ShellModel {
  return {
    ...shell,
    locale: settings.locale,
    languages: shell.languages.map((language) => ({ ...language, current: language.locale === settings.locale })),
    footer:
      keepName || !shell.footer.address
        ? shell.footer
        : {
            ...shell.footer,
            address: siteContent[settings.site].address,
            organizationDescription: siteContent[settings.site].description[settings.locale],
          },
    site: {
      ...shell.site,
      theme: settings.site,
      logo: siteTokens[settings.site].logo,
      name: keepName ? shell.site.name : siteIdentity(settings.site).name,
    },
  };
}

/**
 * SiteShell in the selected theme and language, for Shell and Templates stories (which declare
 * `meta: { ownsTheme: true }` so the global Provider adds no theme wrapper of its own).
 * Without a `shell` it uses the localized natmus shell fixture. The page theme is the story's own,
 * or the sample when the catalogue's page-theme switch is on.
 */
export function CatalogueShell({
  shell,
  keepName = false,
  pageTheme,
  injectedH1,
  currentHref,
  layout,
  children,
}: {
  shell?: ShellModel;
  keepName?: boolean;
  pageTheme?: PageThemeColours;
  injectedH1?: string;
  currentHref?: string;
  layout?: ShellLayout;
  children: ReactNode;
}) {
  const settings = useCatalogueSettings();
  const model = shellForSettings(shell ?? localizedShell(settings.locale), settings, keepName);
  return (
    <SiteShell
      shell={model}
      pageTheme={selectedPageTheme(settings, pageTheme)}
      injectedH1={injectedH1}
      currentHref={currentHref}
      layout={layout}
    >
      {children}
    </SiteShell>
  );
}
