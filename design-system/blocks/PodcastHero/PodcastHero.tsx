import { formatLongDate } from '../../format/dates';
import { useLocale, useText } from '../../i18n/LocaleContext';
import { fillText } from '../../i18n/translate';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Link, type LinkModel } from '../../primitives/Link';
import { PlayEpisodeButton, type PodcastEpisode, wholeMinutes } from '../../primitives/PodcastPlayer';
import { type ImageModel, ResponsiveImage } from '../../primitives/ResponsiveImage';
import { TagList, type TagModel } from '../../primitives/Tag';
import {
  actions,
  description as descriptionClass,
  external,
  hero,
  kicker,
  layout,
  meta,
  showLink as showLinkClass,
  text,
} from './PodcastHero.css';

export interface PodcastHeroModel {
  title: string;
  /** An episode's show, linked ("Fra podcasten …"); left out on the show's own page. */
  show?: LinkModel | null;
  /** "Sæson 2 · Episode 4". */
  prefix?: string;
  description?: string;
  /** `yyyy-MM-dd` or an ISO instant. */
  publishedAt?: string;
  /** Shown in whole minutes (spec 9). */
  durationMs?: number;
  seasonCount?: number;
  image?: ImageModel | null;
  tags?: TagModel[];
  /** The episode the play button puts in the player bar (needs a PodcastPlayerProvider above). */
  episode?: PodcastEpisode | null;
  /** Out to the show or episode elsewhere (a podcast app, Spreaker). */
  externalLink?: LinkModel | null;
}

function dateText(value: string | undefined, locale: string): string | null {
  if (!value) return null;
  try {
    return formatLongDate(value, locale);
  } catch {
    return null;
  }
}

/** The hero of a podcast show or episode page: kicker, the page's h1, facts, play button and image. */
export function PodcastHero({
  title,
  show,
  prefix,
  description,
  publishedAt,
  durationMs,
  seasonCount,
  image,
  tags = [],
  episode,
  externalLink,
}: PodcastHeroModel) {
  const t = useText();
  const locale = useLocale();
  const date = dateText(publishedAt, locale);
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
    <div className={hero}>
      <Container>
        <div className={layout}>
          <div className={text}>
            {show?.href ? (
              <p className={kicker}>
                {t('podcastFromShow')}{' '}
                <Link link={show} className={showLinkClass}>
                  {show.label}
                </Link>
              </p>
            ) : null}
            {prefix ? <p className={kicker}>{prefix}</p> : null}
            <Heading level={1} size="display">
              {title}
            </Heading>
            {description ? <p className={descriptionClass}>{description}</p> : null}
            {date || facts.length > 0 ? (
              <p className={meta}>
                {date ? <time dateTime={publishedAt}>{date}</time> : null}
                {date && facts.length > 0 ? ' · ' : null}
                {facts.join(' · ')}
              </p>
            ) : null}
            <TagList tags={tags.filter((tag) => tag.label?.trim())} label={t('listTags')} />
            {episode || externalLink?.href ? (
              <div className={actions}>
                {episode ? <PlayEpisodeButton episode={episode} /> : null}
                {externalLink?.href ? (
                  <Link link={externalLink} className={external}>
                    {externalLink.label || t('podcastListenElsewhere')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </div>
          {image ? <ResponsiveImage image={image} priority sizes="(min-width: 1024px) 40vw, 100vw" /> : null}
        </div>
      </Container>
    </div>
  );
}
