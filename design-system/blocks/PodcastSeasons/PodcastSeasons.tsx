import { useId } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Container } from '@design-system/primitives/Container';
import { Heading, type HeadingLevel } from '@design-system/primitives/Heading';
import { PlayEpisodeButton, type PodcastEpisode, wholeMinutes } from '@design-system/primitives/PodcastPlayer';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import { Tabs } from '@design-system/primitives/Tabs';
import type { TeaserModel } from '@design-system/primitives/Teaser/teaserModel';
import { podcastHeadingLevel } from '../PodcastTeaser/podcastHeadingLevel';
import { episode, episodeList, section } from './PodcastSeasons.css';

/**
 * One episode in a season's list (`seasonEpisodes` builds them): its row (a teaser, as static data: only the row's
 * static part reads it), and the episode to play when it has sound.
 */
export interface PodcastEpisodeItemModel {
  /** The row's key (its teaser's). */
  key: string;
  teaser: StaticData<TeaserModel>;
  /** Duration in milliseconds, shown in whole minutes. */
  durationMs?: number;
  /** The episode for the player bar; null without a playback URL. */
  episode?: PodcastEpisode | null;
}

export interface PodcastSeasonModel {
  key: string;
  /** The season's name as the editor wrote it, e.g. "Sæson 1". */
  name: string;
  episodes: PodcastEpisodeItemModel[];
}

export interface PodcastSeasonsModel {
  /**
   * The list's heading, e.g. the show's title; "Episoder" when empty. An h2 under 30 characters,
   * otherwise an h3; the episodes' titles are one level below it.
   */
  title?: string;
  seasons: PodcastSeasonModel[];
}

/** Only the tabs and play buttons need a browser: a first load keeps the rows' server HTML without their code. */
const CompactRow = staticPart('an episode’s row', () =>
  import('@design-system/primitives/CompactRow/CompactRow').then((module) => module.CompactRow),
);

function EpisodeList({ episodes, headingLevel }: { episodes: PodcastEpisodeItemModel[]; headingLevel: HeadingLevel }) {
  const t = useText();
  return (
    <ul className={episodeList}>
      {episodes.map((entry) => {
        const minutes = entry.durationMs ? wholeMinutes(entry.durationMs) : 0;
        return (
          <li key={entry.key} className={episode}>
            <CompactRow
              row={entry.teaser}
              headingLevel={headingLevel}
              extraDetails={minutes > 0 ? [fillText(t('durationMinutes'), { minutes })] : []}
            />
            {entry.episode ? <PlayEpisodeButton episode={entry.episode} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Spec: a show's "tabbed list of seasons and episodes": one WAI-ARIA tab per season, its episodes
 * in the panel (all of them) as compact rows, each with its play button under the row's text.
 * Seasons without episodes (`seasonEpisodes` keeps the showable ones) are dropped; a single season shows without a
 * tab list; nothing renders without an episode. Spec: "Podcast heading is h2 when the title is
 * under 30 characters, otherwise h3" – the list's heading follows it.
 */
export function PodcastSeasons({ title, seasons }: PodcastSeasonsModel) {
  const t = useText();
  const headingId = useId();
  const shown = seasons.filter((season) => season.name?.trim() && season.episodes.length > 0);
  if (shown.length === 0) return null;
  const heading = title?.trim() || t('podcastEpisodesHeading');
  const level = podcastHeadingLevel(heading);
  return (
    <Container>
      <section className={section} aria-labelledby={headingId}>
        <Heading level={level} id={headingId}>
          {heading}
        </Heading>
        <Tabs
          label={t('podcastSeasons')}
          hideWhenSingle
          tabs={shown.map((season) => ({
            id: season.key,
            label: season.name,
            content: <EpisodeList episodes={season.episodes} headingLevel={level === 2 ? 3 : 4} />,
          }))}
        />
      </section>
    </Container>
  );
}
