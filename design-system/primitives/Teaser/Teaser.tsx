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
import { TeaserKicker, TeaserWhen } from './TeaserLines';
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

  return (
    <article className={size === 'large' ? `${card} ${large}` : card}>
      {teaser.image ? (
        <div className={media}>
          <ResponsiveImage image={teaser.image} sizes={size === 'large' ? '(min-width: 768px) 60vw, 100vw' : sizes} />
        </div>
      ) : null}
      <div className={body}>
        <TeaserKicker
          typeLabel={teaser.typeLabel}
          prefix={teaser.prefix}
          classes={{ kicker, typeLabel: typeLabelClass }}
        />
        <Heading level={headingLevel} size={size === 'large' ? 'large' : 'small'}>
          {teaser.link?.href ? (
            <Link link={teaser.link} className={titleLink}>
              {teaser.title}
            </Link>
          ) : (
            teaser.title
          )}
        </Heading>
        <TeaserWhen date={date} period={teaser.date} details={details} className={whenClass} />
        {teaser.description ? <p className={descriptionClass}>{teaser.description}</p> : null}
        <TagList tags={tags} label={t('listTags')} />
      </div>
    </article>
  );
}
