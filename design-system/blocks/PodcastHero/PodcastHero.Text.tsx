import { longDateOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Heading } from '@design-system/primitives/Heading';
import { Link } from '@design-system/primitives/Link';
import { wholeMinutes } from '@design-system/primitives/PodcastPlayer/episode';
import { TagList } from '@design-system/primitives/Tag';
import { Text } from '@design-system/primitives/Text';
import type { PodcastHeroTextModel } from './PodcastHero';
import { description as descriptionClass, showLink as showLinkClass } from './PodcastHero.Text.css';

/** The podcast hero's text: kicker, the page's h1, description, facts and tags. */
export function PodcastHeroText({
  title,
  show,
  prefix,
  description,
  publishedAt,
  durationMs,
  seasonCount,
  tags = [],
}: PodcastHeroTextModel) {
  const t = useText();
  const locale = useLocale();
  const date = longDateOrNull(publishedAt, locale);
  const minutes = durationMs ? wholeMinutes(durationMs) : 0;
  const facts = [
    minutes > 0 ? fillText(t('durationMinutes'), { minutes }) : null,
    seasonCount && seasonCount > 0
      ? seasonCount === 1
        ? t('listSeasonCountOne')
        : fillText(t('listSeasonCount'), { count: seasonCount })
      : null,
  ].filter(Boolean);
  return (
    <>
      {show?.href ? (
        <Text size="sm" weight="bold">
          {t('podcastFromShow')}{' '}
          <Link link={show} className={showLinkClass}>
            {show.label}
          </Link>
        </Text>
      ) : null}
      {prefix ? (
        <Text size="sm" weight="bold">
          {prefix}
        </Text>
      ) : null}
      <Heading level={1} size="display">
        {title}
      </Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {date || facts.length > 0 ? (
        <Text size="sm">
          {date ? <time dateTime={publishedAt}>{date}</time> : null}
          {date && facts.length > 0 ? ' · ' : null}
          {facts.join(' · ')}
        </Text>
      ) : null}
      <TagList tags={tags.filter((tag) => tag.label?.trim())} label={t('listTags')} />
    </>
  );
}
