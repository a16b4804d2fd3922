import { Container } from '@design-system/primitives/Container';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { type StaticData, staticPart } from '@design-system/primitives/StaticIsland';
import { Video, type VideoModel } from '@design-system/primitives/Video';
import { hero } from './ArticleHero.css';

/** The article hero's text: its label, the page's h1, an intro, the date and authors. */
export interface ArticleHeroTextModel {
  title: string;
  /** The content type's label the runtime computed, e.g. "Viden". */
  label?: string;
  intro?: string;
  /** Publication day, `yyyy-MM-dd` or an ISO instant; shown as a long date. */
  publishedAt?: string;
  authors?: string[];
}

/** Built by `articleHero()` (./articleHero.ts). */
export interface ArticleHeroModel {
  /** Read only by the text's static part. */
  text: StaticData<ArticleHeroTextModel>;
  image?: ImageModel | null;
  /** A video in place of the image (the article-video layout). */
  video?: VideoModel | null;
}

/** Only a video needs a browser: a first load keeps the text's server HTML without its code. */
const ArticleHeroText = staticPart('the article hero’s text', () =>
  import('./ArticleHero.Text').then((module) => module.ArticleHeroText),
);

/**
 * The hero of an article: its label, the page's h1, an intro, the date and authors, then a video
 * or an image across the page (the image, or the video's poster, loaded with high priority).
 */
export function ArticleHero({ text, image, video }: ArticleHeroModel) {
  return (
    <header className={hero}>
      <ArticleHeroText data={text} />
      {video ? (
        <Container>
          <Video {...video} priority />
        </Container>
      ) : image ? (
        <Container>
          <ResponsiveImage image={image} priority sizes="(min-width: 1440px) 1440px, 100vw" />
        </Container>
      ) : null}
    </header>
  );
}
