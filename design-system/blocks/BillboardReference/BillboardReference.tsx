import type { ReactNode } from 'react';
import { longDateOrNull } from '@design-system/format/dates';
import { useLocale, useText } from '@design-system/i18n/LocaleContext';
import { Box } from '@design-system/primitives/Box';
import { Container } from '@design-system/primitives/Container';
import type { LinkModel } from '@design-system/primitives/Link';
import type { ImageModel } from '@design-system/primitives/ResponsiveImage';
import { BillboardCard } from '../BillboardSingle';
import { podcastHeadingLevel } from '../PodcastTeaser/podcastHeadingLevel';

interface ReferenceBase {
  title: string;
  description?: string;
  image: ImageModel | null;
  /** Where the reference lives; null when the mapper found the document but could not build its address. */
  link: LinkModel | null;
}

/** A billboard pointing to an article. */
export interface BillboardArticleReference extends ReferenceBase {
  kind: 'article';
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  publishedAt?: string;
}

/** A billboard pointing to one podcast episode. */
export interface BillboardPodcastEpisodeReference extends ReferenceBase {
  kind: 'podcastEpisode';
  showTitle?: string;
  seasonName?: string;
  episodeNumber?: number;
  /** Duration in milliseconds. */
  durationMs?: number;
}

/** A billboard pointing to a podcast show. */
export interface BillboardPodcastShowReference extends ReferenceBase {
  kind: 'podcastShow';
  seasonCount?: number;
}

export type BillboardReferenceModel =
  | BillboardArticleReference
  | BillboardPodcastEpisodeReference
  | BillboardPodcastShowReference;

/** Whether a reference can be shown: a known kind, a title and an address. */
export function isUsableReference(model: BillboardReferenceModel | null | undefined): boolean {
  if (!model || typeof model !== 'object') return false;
  if (model.kind !== 'article' && model.kind !== 'podcastEpisode' && model.kind !== 'podcastShow') return false;
  return Boolean(model.title?.trim() && model.link?.href);
}

/**
 * A billboard with a reference to an article, a podcast episode or a podcast show. A reference it
 * cannot show (unknown kind, no title, no address) renders nothing.
 */
export function BillboardReference(model: BillboardReferenceModel) {
  const t = useText();
  const locale = useLocale();
  if (!isUsableReference(model)) return null;

  let label: string;
  let ctaLabel: string;
  let meta: ReactNode = null;
  switch (model.kind) {
    case 'article': {
      label = t('blockArticleLabel');
      ctaLabel = t('blockReadArticle');
      const date = longDateOrNull(model.publishedAt, locale);
      meta = date ? <time dateTime={model.publishedAt}>{date}</time> : null;
      break;
    }
    case 'podcastEpisode': {
      label = t('blockPodcastEpisodeLabel');
      ctaLabel = t('blockListenToEpisode');
      const minutes =
        model.durationMs && model.durationMs > 0 ? Math.max(1, Math.round(model.durationMs / 60_000)) : null;
      const parts = [
        model.showTitle,
        model.seasonName,
        model.episodeNumber ? `${t('blockEpisodeNumber')} ${model.episodeNumber}` : undefined,
        minutes ? `${minutes} ${t('blockMinutes')}` : undefined,
      ].filter(Boolean);
      meta = parts.length > 0 ? parts.join(' · ') : null;
      break;
    }
    case 'podcastShow': {
      label = t('blockPodcastShowLabel');
      ctaLabel = t('blockGoToPodcast');
      const count = model.seasonCount;
      meta = count && count > 0 ? `${count} ${count === 1 ? t('blockSeason') : t('blockSeasons')}` : null;
      break;
    }
  }

  return (
    <Container>
      <Box paddingBlock="xl">
        <BillboardCard
          title={model.title}
          description={model.description}
          image={model.image}
          link={model.link}
          label={label}
          meta={meta}
          ctaLabel={ctaLabel}
          headingLevel={model.kind === 'article' ? 2 : podcastHeadingLevel(model.title)}
          layout="wide"
        />
      </Box>
    </Container>
  );
}
