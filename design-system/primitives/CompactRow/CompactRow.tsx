import { dayOrPeriodOrNull, shortDateOrNull, timeRangeOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { THUMBNAIL_SIZES } from '@tokens/thumbnail';
import type { HeadingLevel } from '../Heading';
import { Link } from '../Link';
import { ResponsiveImage } from '../ResponsiveImage';
import { TeaserKicker, TeaserWhen } from '../Teaser/TeaserLines';
import { isShowableTeaser, type TeaserModel } from '../Teaser/teaserModel';
import {
  body,
  compactRowItem,
  compactRowList,
  dateTile,
  description as descriptionClass,
  kicker,
  media,
  meta,
  row,
  title as titleClass,
  titleLink,
  typeLabel as typeLabelClass,
} from './CompactRow.css';

export interface CompactRowProps {
  /** The item, as a teaser's model: tags are not shown in a row (a cancelled event still says so). */
  row: TeaserModel;
  headingLevel: HeadingLevel;
  /** More short facts for the date line: a podcast's duration, a ticket's prices. */
  extraDetails?: string[];
}

/**
 * One item of a list as a compact row: a thumbnail of 120 px (180 px from md) beside the type label and prefix
 * (a podcast's season and episode), the title as the link (its click area covers the row), the date and details,
 * and a description cut to one line (two on narrow screens). The thumbnail is decorative (alt ""): the title says
 * what the row is. Without an image, the thumbnail's place shows the row's first day as a date tile (hidden from
 * screen readers: the date line says it), or stays a tinted box, so the list's titles line up.
 * No state, effect or handler: lists render it as server HTML (a static part).
 */
export function CompactRow({ row: item, headingLevel, extraDetails = [] }: CompactRowProps) {
  const locale = useLocale();
  const t = useText();
  const date = dayOrPeriodOrNull(item.date?.from, item.date?.to, locale);
  const details = [
    item.cancelled ? t('eventCancelled') : undefined,
    timeRangeOrNull(item.time?.from, item.time?.to, locale),
    item.dateText?.trim(),
    ...extraDetails,
  ].filter(Boolean);
  const Title = `h${headingLevel}` as const;
  const description = item.description?.trim();
  const tile = item.image ? null : shortDateOrNull(item.date?.from, locale);

  return (
    <article className={row}>
      <div className={media}>
        {item.image ? (
          <ResponsiveImage image={{ ...item.image, alt: '' }} sizes={THUMBNAIL_SIZES} />
        ) : tile ? (
          <span className={dateTile} aria-hidden="true">
            {tile}
          </span>
        ) : null}
      </div>
      <div className={body}>
        <TeaserKicker typeLabel={item.typeLabel} prefix={item.prefix} classes={{ kicker, typeLabel: typeLabelClass }} />
        <Title className={titleClass}>
          {item.link?.href ? (
            <Link link={item.link} className={titleLink}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Title>
        <TeaserWhen date={date} period={item.date} details={details} className={meta} />
        {description ? <p className={descriptionClass}>{description}</p> : null}
      </div>
    </article>
  );
}

export interface CompactRowListProps {
  rows: TeaserModel[];
  headingLevel: HeadingLevel;
  /** An ordered list (search results, in relevance order) or not. */
  ordered?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** Its id, e.g. the target of the pagination's links. */
  id?: string;
  /** Focusable by script only (tabIndex -1): a page that moves focus to the list after a navigation. */
  focusTarget?: boolean;
}

/** Rows as a list, one compact row per showable item. Nothing renders without one. */
export function CompactRowList({
  rows,
  headingLevel,
  ordered = false,
  label,
  id,
  focusTarget = false,
}: CompactRowListProps) {
  const shown = rows.filter(isShowableTeaser);
  if (shown.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={compactRowList} aria-label={label} id={id} tabIndex={focusTarget ? -1 : undefined}>
      {shown.map((item) => (
        <li key={item.key} className={compactRowItem}>
          <CompactRow row={item} headingLevel={headingLevel} />
        </li>
      ))}
    </List>
  );
}
