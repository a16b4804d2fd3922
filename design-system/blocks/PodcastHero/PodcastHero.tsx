import { useText } from '@design-system/i18n/LocaleContext';
import { HeroFrame } from '@design-system/primitives/HeroFrame';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { PlayEpisodeButton, type PodcastEpisode } from '@design-system/primitives/PodcastPlayer';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import type { TagModel } from '@design-system/primitives/Tag';
import { actions, external, text } from './PodcastHero.css';

/** The podcast hero's text: kicker, the page's h1, description, facts and tags. */
export interface PodcastHeroTextModel {
  title: string;
  /** An episode's show, linked ("Fra podcasten …"); left out on the show's own page. */
  show?: LinkModel | null;
  /** "Sæson 2 · Episode 4". */
  prefix?: string;
  description?: string;
  /** `yyyy-MM-dd` or an ISO instant. */
  publishedAt?: string;
  /** Shown in whole minutes. */
  durationMs?: number;
  seasonCount?: number;
  tags?: TagModel[];
}

/** Built by `podcastHero()` (./podcastHero.ts). */
export interface PodcastHeroModel {
  /** Read only by the text's static part. */
  text: StaticData<PodcastHeroTextModel>;
  image?: ImageModel | null;
  /** The episode the play button puts in the player bar (the shell's, or a PodcastPlayerScope's). */
  episode?: PodcastEpisode | null;
  /** Out to the show or episode elsewhere (a podcast app, Spreaker). */
  externalLink?: LinkModel | null;
}

/** Only the play button needs a browser: a first load keeps the text's server HTML without its code. */
const PodcastHeroText = staticPart('the podcast hero’s text', () =>
  import('./PodcastHero.Text').then((module) => module.PodcastHeroText),
);

/** The hero of a podcast show or episode page: kicker, the page's h1, facts, play button and image. */
export function PodcastHero({ text: heroText, image, episode, externalLink }: PodcastHeroModel) {
  const t = useText();
  return (
    <HeroFrame split="textWide">
      <div className={text}>
        <PodcastHeroText data={heroText} />
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
    </HeroFrame>
  );
}
