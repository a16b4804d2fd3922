import type { ThemedSiteId } from '../../../tokens/sites';
import { useText } from '../../i18n/LocaleContext';
import { siteThemeClass } from '../../theme/themes.css';
import { banner, leave } from './PreviewBanner.css';

export interface PreviewBannerModel {
  /** The site's theme, as the banner sits outside the page shell. */
  theme: ThemedSiteId;
  /** The address that leaves preview and comes back to this page. */
  leaveHref: string;
}

/** Tells an editor that drafts are shown, with a link that leaves preview. Fixed to the bottom edge. */
export function PreviewBanner({ theme, leaveHref }: PreviewBannerModel) {
  const t = useText();
  return (
    <section
      className={`${siteThemeClass[theme]} ${banner}`}
      aria-label={t('previewBannerLabel')}
      data-preview-banner=""
    >
      <p>{t('previewBannerText')}</p>
      <a className={leave} href={leaveHref} rel="external">
        {t('previewBannerLeave')}
      </a>
    </section>
  );
}
