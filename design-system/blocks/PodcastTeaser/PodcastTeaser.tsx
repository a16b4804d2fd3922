import { useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import type { LinkModel } from '@design-system/primitives/Link';
import { wholeMinutes } from '@design-system/primitives/PodcastPlayer';
import type { ImageModel } from '@design-system/primitives/ResponsiveImage';
import { Teaser } from '@design-system/primitives/Teaser';
import { podcastHeadingLevel } from './podcastHeadingLevel';

interface PodcastTeaserBase {
  title: string;
  link: LinkModel | null;
  image?: ImageModel | null;
  /** The type label the runtime computed ("Podcast", "Episode"). */
  typeLabel?: string;
  description?: string;
  /** Publication date, `yyyy-MM-dd` or an ISO instant. */
  publishedAt?: string;
}

/** A teaser for a podcast show. */
export interface PodcastShowTeaserModel extends PodcastTeaserBase {
  kind: 'show';
  seasonCount?: number;
}

/** A teaser for one podcast episode. */
export interface PodcastEpisodeTeaserModel extends PodcastTeaserBase {
  kind: 'episode';
  /** The season's name as the editor wrote it, e.g. "Sæson 2". */
  seasonName?: string;
  episodeNumber?: number;
  /** Duration in milliseconds; shown in whole minutes. */
  durationMs?: number;
}

export type PodcastTeaserModel = PodcastShowTeaserModel | PodcastEpisodeTeaserModel;

/** A podcast show or episode as one large teaser. Nothing renders without a title. */
export function PodcastTeaser(model: PodcastTeaserModel) {
  const t = useText();
  if (!model.title?.trim()) return null;

  let prefix: string | undefined;
  const details: string[] = [];
  if (model.kind === 'episode') {
    const parts = [
      model.seasonName?.trim(),
      model.episodeNumber ? fillText(t('listEpisodeNumber'), { number: model.episodeNumber }) : undefined,
    ].filter(Boolean);
    prefix = parts.length > 0 ? parts.join(' · ') : undefined;
    const minutes = model.durationMs ? wholeMinutes(model.durationMs) : 0;
    if (minutes > 0) details.push(fillText(t('durationMinutes'), { minutes }));
  } else if (model.seasonCount && model.seasonCount > 0) {
    details.push(
      model.seasonCount === 1 ? t('listSeasonCountOne') : fillText(t('listSeasonCount'), { count: model.seasonCount }),
    );
  }

  return (
    <Container>
      <Box paddingBlock="xl">
        <Teaser
          teaser={{
            key: model.title,
            title: model.title.trim(),
            link: model.link,
            image: model.image,
            typeLabel: model.typeLabel,
            prefix,
            date: model.publishedAt ? { from: model.publishedAt } : undefined,
            description: model.description,
          }}
          headingLevel={podcastHeadingLevel(model.title)}
          size="large"
          extraDetails={details}
        />
      </Box>
    </Container>
  );
}
