import type { Story, StoryDefault } from '@ladle/react';
import { TextSection } from '../../../design-system/blocks/TextSection';
import { ErrorView } from '../../../design-system/shell/ErrorView';
import { errorViewFixtures } from '../../../fixtures/components/ErrorView.fixtures';
import { siteShellFixtures as f } from '../../../fixtures/components/SiteShell.fixtures';
import { textSectionFixtures } from '../../../fixtures/components/TextSection.fixtures';
import { CatalogueShell } from '../../support/CatalogueShell';

/** SiteShell sets its own theme class and locale: the global Provider adds no theme wrapper. */
export default { title: 'Shell/Site Shell', meta: { ownsTheme: true } } satisfies StoryDefault;

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
