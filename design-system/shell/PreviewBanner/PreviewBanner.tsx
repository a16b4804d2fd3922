import { formatLongDate } from '@design-system/format/dates';
import type { DictionaryKey } from '@design-system/i18n/dictionary';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Disclosure } from '@design-system/primitives/Disclosure';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { siteThemeClass } from '@design-system/theme/themes.css';
import type { ThemedSiteId } from '@tokens/sites';
import {
  actions,
  badge,
  banner,
  link,
  seoDisclosure,
  seoList,
  seoPanel,
  seoTerm,
  seoValue,
  status,
} from './PreviewBanner.css';

/** Which content the preview shows: drafts over published, published only, or releases stacked over the drafts. */
export type PreviewPerspectiveModel =
  | { kind: 'drafts' }
  | { kind: 'published' }
  | { kind: 'release'; releases: string[] };

/** What search engines will see of the page, as the page's head says it (from the draft, in preview). */
export interface PreviewSeoModel {
  /** The document title: "Page – Site". */
  title: string;
  /** The meta description, with the head's fallbacks; none when the head has none. */
  description?: string;
  canonical: string;
  noindex: boolean;
}

export interface PreviewBannerModel {
  /** The site's theme, as the banner sits outside the page shell. */
  theme: ThemedSiteId;
  /** The address that leaves preview and comes back to this page. */
  leaveHref: string;
  perspective: PreviewPerspectiveModel;
  /** The day the page is viewed as of (`yyyy-MM-dd`), when the preview is pinned to one. */
  date?: string;
  /** The page's document in the Studio (an edit intent); without it there is no link. */
  studioHref?: string;
  /** What search engines will see: on content pages only. */
  seo?: PreviewSeoModel;
}

const PERSPECTIVE_WORDS: Record<PreviewPerspectiveModel['kind'], DictionaryKey> = {
  drafts: 'previewBannerDrafts',
  published: 'previewBannerPublished',
  release: 'previewBannerRelease',
};

/** "Viser kladder", "Viser udgivelsen rSummer", and "… pr. 24. december 2026" when the preview is pinned to a day. */
export function previewStatusText(
  t: (key: DictionaryKey) => string,
  locale: string,
  perspective: PreviewPerspectiveModel,
  date?: string,
): string {
  const shown = fillText(t(PERSPECTIVE_WORDS[perspective.kind]), {
    release: perspective.kind === 'release' ? perspective.releases.join(', ') : '',
  });
  return date ? fillText(t('previewBannerAsOf'), { perspective: shown, date: formatLongDate(date, locale) }) : shown;
}

function SeoPanel({ seo }: { seo: PreviewSeoModel }) {
  const t = useText();
  const rows: [DictionaryKey, string][] = [
    ['previewSeoTitle', seo.title],
    ['previewSeoDescription', seo.description || t('previewSeoNoDescription')],
    ['previewSeoCanonical', seo.canonical],
    ['previewSeoIndexing', t(seo.noindex ? 'previewSeoNoindex' : 'previewSeoIndex')],
  ];
  return (
    <Disclosure summary={t('previewSeoSummary')} className={seoDisclosure} panelClassName={seoPanel}>
      <dl className={seoList}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={seoTerm}>{t(term)}</dt>
            <dd className={seoValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Disclosure>
  );
}

/**
 * Tells an editor what the preview shows (drafts, published or a release, as of which day), what search engines will
 * see of the page, and links to the page's document in the Studio and out of preview. At the end of the page, in
 * its flow, so it never covers anything.
 */
export function PreviewBanner({ theme, leaveHref, perspective, date, studioHref, seo }: PreviewBannerModel) {
  const t = useText();
  const locale = useLocale();
  return (
    <section
      className={`${siteThemeClass[theme]} ${banner}`}
      aria-label={t('previewBannerLabel')}
      data-preview-banner=""
    >
      <p className={status}>
        <strong className={badge}>{t('previewBannerLabel')}</strong>{' '}
        <span data-preview-status="">{previewStatusText(t, locale, perspective, date)}</span>
      </p>
      <div className={actions}>
        {seo ? <SeoPanel seo={seo} /> : null}
        {studioHref ? (
          <a className={link} href={studioHref} target="_blank" rel="external noopener" data-preview-studio="">
            {t('previewBannerStudio')} <VisuallyHidden>{t('previewBannerNewTab')}</VisuallyHidden>
          </a>
        ) : null}
        <a className={link} href={leaveHref} rel="external">
          {t('previewBannerLeave')}
        </a>
      </div>
    </section>
  );
}
