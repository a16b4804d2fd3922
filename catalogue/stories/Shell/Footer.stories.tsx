import type { Story, StoryDefault } from '@ladle/react';
import { Footer } from '../../../design-system/shell/Footer';
import { footerFixtures as f, footerByLocale } from '../../../fixtures/components/Footer.fixtures';
import { useCatalogueSettings } from '../../support/settings';

export default { title: 'Shell/Footer' } satisfies StoryDefault;

/** The footer in the selected language. */
export const Default: Story = () => <Footer {...footerByLocale[useCatalogueSettings().locale]} />;
export const LongText: Story = () => <Footer {...f.longText} />;
export const Minimal: Story = () => <Footer {...f.minimal} />;
export const Empty: Story = () => <Footer {...f.empty} />;
