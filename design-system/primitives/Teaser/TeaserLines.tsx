import type { TeaserDate } from './teaserModel';

/**
 * The line above a teaser's title, in a card (Teaser) or a row (CompactRow): its type label and prefix (a podcast's
 * season and episode). Nothing without either.
 */
export function TeaserKicker({
  typeLabel,
  prefix,
  classes,
}: {
  typeLabel?: string;
  prefix?: string;
  classes: { kicker: string; typeLabel: string };
}) {
  if (!typeLabel && !prefix) return null;
  return (
    <p className={classes.kicker}>
      {typeLabel ? <span className={classes.typeLabel}>{typeLabel}</span> : null}
      {prefix ? <span>{prefix}</span> : null}
    </p>
  );
}

/**
 * The line under a teaser's title: its day or period (a single day in a `time` element) and short facts (times,
 * a duration, prices), joined by middle dots. Nothing without either.
 */
export function TeaserWhen({
  date,
  period,
  details,
  className,
}: {
  /** The day or period, formatted. */
  date: string | null;
  period?: TeaserDate;
  details: (string | null | undefined)[];
  className: string;
}) {
  if (!date && details.length === 0) return null;
  const single = !(period?.to && period.to !== period.from);
  return (
    <p className={className}>
      {date ? single ? <time dateTime={period?.from}>{date}</time> : date : null}
      {date && details.length > 0 ? ' · ' : null}
      {details.join(' · ')}
    </p>
  );
}
