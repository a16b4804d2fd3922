import type { Story, StoryDefault } from '@ladle/react';
import { Footer } from '../../../design-system/shell/Footer';
import { footerFixtures as f, footerByLocale } from '../../../fixtures/components/Footer.fixtures';
import { useCatalogueSettings } from '../../support/settings';

export default { title: 'Shell/Footer' } satisfies StoryDefault;

/** The footer in the selected language: the museum list is Danish for da, English otherwise. */
export const Default: Story = () => <Footer {...footerByLocale[useCatalogueSettings().locale]} />;
/** Long texts, and a social profile on a platform the footer does not know (a plain link). */
export const LongText: Story = () => <Footer {...f.longText} />;
export const Minimal: Story = () => <Footer {...f.minimal} />;
/** No links at all, and the museum list turned off. */
export const Empty: Story = () => <Footer {...f.empty} />;
