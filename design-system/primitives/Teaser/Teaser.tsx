import { formatDateRange, formatLongDate, formatTimeRange } from '../../format/dates';
import { useLocale, useText } from '../../i18n/LocaleContext';
import { Heading, type HeadingLevel } from '../Heading';
import { Link, type LinkModel } from '../Link';
import { type ImageModel, ResponsiveImage } from '../ResponsiveImage';
import { TagList, type TagModel } from '../Tag';
import {
  body,
  card,
  description as descriptionClass,
  kicker,
  large,
  media,
  titleLink,
  typeLabel as typeLabelClass,
  when as whenClass,
} from './Teaser.css';

/** A day, or a period of days, as calendar dates `yyyy-MM-dd` (or ISO instants) in Copenhagen time. */
export interface TeaserDate {
  from: string;
  /** The last day of a period; left out (or equal to from) for a single day. */
  to?: string;
}

/**
 * One teaser in a list (an exhibition, event, project, podcast episode, article…), as the runtime
 * maps it: every text is ready to show except dates and times, which the teaser formats.
 */
export interface TeaserModel {
  /** Stable key within its list (the document id). */
  key: string;
  title: string;
  /** The title links here; null when the mapper could not build an address. */
  link: LinkModel | null;
  image?: ImageModel | null;
  /** The content type's label, computed by the runtime ("Udstilling", "Begivenhed", "Podcast"). */
  typeLabel?: string;
  /** A short line before the title, e.g. a podcast's "Sæson 2 · Episode 4". */
  prefix?: string;
  /** The day or period; shown as a long date ("5. marts 2026") or a short range ("5. mar. - 12. apr."). */
  date?: TeaserDate;
  /** Wall-clock times `HH:mm` in Copenhagen, shown "10.00 - 16.00". */
  time?: { from: string; to: string };
  /** Free text about when, e.g. "Hver lørdag og søndag i juli". */
  dateText?: string;
  description?: string;
  /** Labels only: in a teaser the title is the one link, so tags never link. */
  tags?: TagModel[];
  /** A cancelled event says so next to its date. */
  cancelled?: boolean;
}

/** The date text, or null when there is none or it cannot be read (a bad date degrades the teaser, not the page). */
function dateLabel(date: TeaserDate | undefined, locale: string): string | null {
  if (!date?.from) return null;
  try {
    return date.to && date.to !== date.from
      ? formatDateRange(date.from, date.to, locale)
      : formatLongDate(date.from, locale);
  } catch {
    return null;
  }
}

function timeLabel(time: TeaserModel['time'], locale: string): string | null {
  if (!time?.from || !time.to) return null;
  try {
    return formatTimeRange(time.from, time.to, locale);
  } catch {
    return null;
  }
}

/** Whether a teaser can be shown: it needs a title. */
export function isShowableTeaser(teaser: TeaserModel | null | undefined): teaser is TeaserModel {
  return Boolean(teaser && typeof teaser.title === 'string' && teaser.title.trim());
}

/**
 * A card for lists: image, type label, prefix, the title as a link (its click area covers the card),
 * date, time, a short description and tags. The caller chooses the heading level.
 */
export function Teaser({
  teaser,
  headingLevel,
  size = 'regular',
  extraDetails = [],
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  teaser: TeaserModel;
  headingLevel: HeadingLevel;
  /** large: the first featured item, image beside the text from md. */
  size?: 'regular' | 'large' | 'small';
  /** More short facts for the date line, e.g. a podcast's duration. */
  extraDetails?: string[];
  sizes?: string;
}) {
  const locale = useLocale();
  const t = useText();
  const date = dateLabel(teaser.date, locale);
  const time = timeLabel(teaser.time, locale);
  const details = [teaser.dateText?.trim(), time, ...extraDetails].filter(Boolean);
  const tags = teaser.tags?.filter((tag) => tag.label?.trim()).map((tag) => ({ label: tag.label })) ?? [];
  if (teaser.cancelled) tags.unshift({ label: t('eventCancelled') });
  const hasKicker = Boolean(teaser.typeLabel || teaser.prefix);

  return (
    <article className={size === 'large' ? `${card} ${large}` : card}>
      {teaser.image ? (
        <div className={media}>
          <ResponsiveImage image={teaser.image} sizes={size === 'large' ? '(min-width: 768px) 60vw, 100vw' : sizes} />
        </div>
      ) : null}
      <div className={body}>
        {hasKicker ? (
          <p className={kicker}>
            {teaser.typeLabel ? <span className={typeLabelClass}>{teaser.typeLabel}</span> : null}
            {teaser.prefix ? <span>{teaser.prefix}</span> : null}
          </p>
        ) : null}
        <Heading level={headingLevel} size={size === 'large' ? 'large' : 'small'}>
          {teaser.link?.href ? (
            <Link link={teaser.link} className={titleLink}>
              {teaser.title}
            </Link>
          ) : (
            teaser.title
          )}
        </Heading>
        {date || details.length > 0 ? (
          <p className={whenClass}>
            {date ? (
              teaser.date?.to && teaser.date.to !== teaser.date.from ? (
                date
              ) : (
                <time dateTime={teaser.date?.from}>{date}</time>
              )
            ) : null}
            {date && details.length > 0 ? ' · ' : null}
            {details.join(' · ')}
          </p>
        ) : null}
        {teaser.description ? <p className={descriptionClass}>{teaser.description}</p> : null}
        <TagList tags={tags} label={t('listTags')} />
      </div>
    </article>
  );
}
