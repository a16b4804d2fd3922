import { dayOrPeriodOrNull, timeRangeOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Heading, type HeadingLevel } from '../Heading';
import { Link } from '../Link';
import { ResponsiveImage } from '../ResponsiveImage';
import { TagList } from '../Tag';
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
import { isShowableTeaser, type TeaserDate, type TeaserModel } from './teaserModel';

export { isShowableTeaser, type TeaserDate, type TeaserModel };

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
  const date = dayOrPeriodOrNull(teaser.date?.from, teaser.date?.to, locale);
  const time = timeRangeOrNull(teaser.time?.from, teaser.time?.to, locale);
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
