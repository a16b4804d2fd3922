import { formatLongDate } from '../../format/dates';
import { useLocale, useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { type ImageModel, ResponsiveImage } from '../../primitives/ResponsiveImage';
import { Video, type VideoModel } from '../../primitives/Video';
import { hero, intro as introClass, label as labelClass, meta, text } from './ArticleHero.css';

export interface ArticleHeroModel {
  title: string;
  /** The content type's label the runtime computed, e.g. "Viden". */
  label?: string;
  intro?: string;
  /** Publication day, `yyyy-MM-dd` or an ISO instant; shown as a long date. */
  publishedAt?: string;
  authors?: string[];
  image?: ImageModel | null;
  /** A video in place of the image (the article-video layout). */
  video?: VideoModel | null;
}

function dateText(value: string | undefined, locale: string): string | null {
  if (!value) return null;
  try {
    return formatLongDate(value, locale);
  } catch {
    return null;
  }
}

/**
 * The hero of an article: its label, the page's h1, an intro, the date and authors, then a video
 * or an image (loaded with high priority) across the page.
 */
export function ArticleHero({ title, label, intro, publishedAt, authors = [], image, video }: ArticleHeroModel) {
  const t = useText();
  const locale = useLocale();
  const date = dateText(publishedAt, locale);
  const names = authors.map((name) => name.trim()).filter(Boolean);
  return (
    <header className={hero}>
      <Container narrow>
        <div className={text}>
          {label ? <p className={labelClass}>{label}</p> : null}
          <Heading level={1} size="display">
            {title}
          </Heading>
          {intro ? <p className={introClass}>{intro}</p> : null}
          {date || names.length > 0 ? (
            <p className={meta}>
              {date ? (
                <>
                  {t('articlePublished')} <time dateTime={publishedAt}>{date}</time>
                </>
              ) : null}
              {date && names.length > 0 ? ' · ' : null}
              {names.length > 0 ? `${t('articleBy')} ${names.join(', ')}` : null}
            </p>
          ) : null}
        </div>
      </Container>
      {video ? (
        <Container>
          <Video {...video} />
        </Container>
      ) : image ? (
        <Container>
          <ResponsiveImage image={image} priority sizes="(min-width: 1440px) 1440px, 100vw" />
        </Container>
      ) : null}
    </header>
  );
}
