import { baseTokens } from '../../../tokens/base';
import { breakpoints } from '../../../tokens/breakpoints';
import { useLocale, useText } from '../../i18n/LocaleContext';
import type { HeadingLevel } from '../Heading';
import { Link } from '../Link';
import { ResponsiveImage } from '../ResponsiveImage';
import { isDateRange, teaserDateLabel, teaserTimeLabel } from '../Teaser/teaserDates';
import type { TeaserModel } from '../Teaser/teaserModel';
import {
  body,
  description as descriptionClass,
  kicker,
  media,
  meta,
  row,
  title as titleClass,
  titleLink,
  typeLabel as typeLabelClass,
} from './CompactRow.css';

/** The thumbnail's width in the layout (CompactRow.css.ts), for the browser's choice from the srcset. */
export const THUMBNAIL_SIZES = `(min-width: ${breakpoints.md}px) ${baseTokens.size.thumbnailWide}, ${baseTokens.size.thumbnail}`;

export interface CompactRowProps {
  /** The item, as a teaser's model: tags are not shown in a row (a cancelled event still says so). */
  row: TeaserModel;
  headingLevel: HeadingLevel;
  /** More short facts for the date line: a podcast's duration, a ticket's prices. */
  extraDetails?: string[];
  /** Load the thumbnail at once: the first rows of a list, in view when the page opens. */
  eager?: boolean;
}

/**
 * One item of a list as a compact row: a thumbnail of 120 px (180 px from md) beside the type label and prefix
 * (a podcast's season and episode), the title as the link (its click area covers the row), the date and details,
 * and a description cut to one line (two on narrow screens). The thumbnail is decorative (alt ""): the title says
 * what the row is. Without an image, the thumbnail's place stays as a tinted box so the list's titles line up.
 * No state, effect or handler: lists render it as server HTML (a static part).
 */
export function CompactRow({ row: item, headingLevel, extraDetails = [], eager = false }: CompactRowProps) {
  const locale = useLocale();
  const t = useText();
  const date = teaserDateLabel(item.date, locale);
  const details = [
    item.cancelled ? t('eventCancelled') : undefined,
    teaserTimeLabel(item.time, locale),
    item.dateText?.trim(),
    ...extraDetails,
  ].filter(Boolean);
  const Title = `h${headingLevel}` as const;
  const description = item.description?.trim();

  return (
    <article className={row}>
      <div className={media}>
        {item.image ? (
          <ResponsiveImage image={{ ...item.image, alt: '' }} sizes={THUMBNAIL_SIZES} eager={eager} />
        ) : null}
      </div>
      <div className={body}>
        {item.typeLabel || item.prefix ? (
          <p className={kicker}>
            {item.typeLabel ? <span className={typeLabelClass}>{item.typeLabel}</span> : null}
            {item.prefix ? <span>{item.prefix}</span> : null}
          </p>
        ) : null}
        <Title className={titleClass}>
          {item.link?.href ? (
            <Link link={item.link} className={titleLink}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Title>
        {date || details.length > 0 ? (
          <p className={meta}>
            {date ? isDateRange(item.date) ? date : <time dateTime={item.date?.from}>{date}</time> : null}
            {date && details.length > 0 ? ' · ' : null}
            {details.join(' · ')}
          </p>
        ) : null}
        {description ? <p className={descriptionClass}>{description}</p> : null}
      </div>
    </article>
  );
}
