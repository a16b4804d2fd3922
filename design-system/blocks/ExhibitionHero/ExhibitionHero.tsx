import { formatDateRange, formatLongDate } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { useTitleTag } from '@design-system/primitives/Heading';
import { HeroFrame } from '@design-system/primitives/HeroFrame';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { TagList, type TagModel } from '@design-system/primitives/Tag';
import { Text } from '@design-system/primitives/Text';
import { type PageThemeColours, pageThemeStyle } from '@design-system/theme/pageTheme';
import {
  fact,
  facts,
  factValue,
  floating,
  fullMedia,
  kicker,
  subtitle as subtitleClass,
  text,
  title as titleClass,
  titleSize,
} from './ExhibitionHero.css';

/** The days an exhibition or project runs, as calendar dates `yyyy-MM-dd` (Copenhagen). */
export interface PeriodModel {
  from?: string;
  /** The last day; left out for an open-ended (permanent) exhibition. */
  to?: string;
}

export interface ExhibitionHeroModel {
  title: string;
  subtitle?: string;
  /** The content type's label, computed by the runtime ("Udstilling", "Oplevelse", "Projekt"). */
  typeLabel?: string;
  period?: PeriodModel | null;
  /** Free text about when, e.g. "Hver dag i skoleferien". */
  dateText?: string;
  /** Shown as the first tag for an exhibition of type special ("Særudstilling", "Særlig oplevelse"). */
  specialLabel?: string;
  tags?: TagModel[];
  /** The title image, or the fallback image of the hero data. */
  image?: ImageModel | null;
  /** `split`: text beside the image from lg; `full`: the image over the whole width above the text. */
  layout?: 'split' | 'full';
  /** `large`: a display-size title. */
  headerTypography?: 'regular' | 'large';
  /** The hero's own impact and primary colours. */
  theme?: PageThemeColours;
  /** A decorative cut-out over the hero's corner (no alt text: it carries no information). */
  floatingElement?: ImageModel | null;
}

/** The period as text: a range, "Fra 5. marts 2026" for an open end, or null when it cannot be read. */
export function periodText(period: PeriodModel | null | undefined, locale: string, fromWord: string): string | null {
  if (!period?.from) return null;
  try {
    if (period.to && period.to !== period.from) return formatDateRange(period.from, period.to, locale);
    if (period.to) return formatLongDate(period.from, locale);
    return fromWord.replace('{date}', formatLongDate(period.from, locale));
  } catch {
    return null;
  }
}

/**
 * The hero of an exhibition (or project): the page's h1 with type label and subtitle, the period and
 * tags (the special tag first for a special exhibition), and the title image with high priority.
 */
export function ExhibitionHero({
  title,
  subtitle,
  typeLabel,
  period,
  dateText,
  specialLabel,
  tags = [],
  image,
  layout: variant = 'split',
  headerTypography = 'regular',
  theme,
  floatingElement,
}: ExhibitionHeroModel) {
  const locale = useLocale();
  const t = useText();
  const Title = useTitleTag();
  const when = periodText(period, locale, t('pagePeriodFrom'));
  const shownTags = [
    ...(specialLabel?.trim() ? [{ label: specialLabel.trim() }] : []),
    ...tags.filter((tag) => tag.label?.trim()),
  ];
  const media = image ? (
    <div className={variant === 'full' ? fullMedia : undefined}>
      <ResponsiveImage
        image={image}
        priority
        sizes={variant === 'full' ? '(min-width: 1440px) 1440px, 100vw' : '(min-width: 1024px) 58vw, 100vw'}
      />
    </div>
  ) : null;
  return (
    <HeroFrame
      split={variant === 'full' ? 'stacked' : 'textNarrow'}
      style={pageThemeStyle(theme)}
      overlay={
        floatingElement ? (
          <div className={floating} aria-hidden="true">
            <ResponsiveImage image={{ ...floatingElement, alt: '' }} sizes="6rem" />
          </div>
        ) : null
      }
    >
      <div className={text}>
        {typeLabel ? <p className={kicker}>{typeLabel}</p> : null}
        <Title className={`${titleClass} ${titleSize[headerTypography]}`}>{title}</Title>
        {subtitle ? <p className={subtitleClass}>{subtitle}</p> : null}
        {when || dateText ? (
          <dl className={facts}>
            <div className={fact}>
              <Text as="dt" size="sm">
                {t('pagePeriodLabel')}
              </Text>
              <dd className={factValue}>{[when, dateText?.trim()].filter(Boolean).join(' · ')}</dd>
            </div>
          </dl>
        ) : null}
        <TagList tags={shownTags} label={t('listTags')} />
      </div>
      {media}
    </HeroFrame>
  );
}
