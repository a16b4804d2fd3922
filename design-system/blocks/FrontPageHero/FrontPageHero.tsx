import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Container } from '@design-system/primitives/Container';
import { Heading, useTitleTag } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { Text } from '@design-system/primitives/Text';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import type { PageThemeColours } from '@design-system/theme/pageTheme';
import { pageThemeStyle } from '@design-system/theme/pageTheme';
import {
  cta,
  hero,
  item,
  items,
  media,
  mediaImage,
  overlayText,
  ownShape,
  splitItem,
  textBox,
} from './FrontPageHero.css';

/** A featured item of the front page: an exhibition, project, collection, event or page. */
export interface FeaturedItemModel {
  key: string;
  title: string;
  description?: string;
  image: ImageModel | null;
  link?: LinkModel;
  /** Text laid over the image (split layout only). */
  overlay: boolean;
  theme?: PageThemeColours;
}

export interface FrontPageHeroModel {
  /** `full`: image above separate text (war museum, castle); `split`: image beside or under overlay text. */
  variant: 'full' | 'split';
  /** The page's h1, for assistive technology and search engines; the items carry the visible headings. */
  title: string;
  items: FeaturedItemModel[];
}

export function FrontPageHero({ variant, title, items: featured }: FrontPageHeroModel) {
  // The page's hidden h1, unless the shell already holds one (an injected SEO heading).
  const titleTag = useTitleTag();
  return (
    <div className={hero}>
      <Container>
        {titleTag === 'h1' ? <VisuallyHidden as="h1">{title}</VisuallyHidden> : null}
        <div className={items}>
          {featured.map((entry, index) => {
            const overlay = variant === 'split' && entry.overlay;
            return (
              <article
                key={entry.key}
                className={variant === 'split' && !overlay ? `${item} ${splitItem}` : item}
                style={pageThemeStyle(entry.theme)}
              >
                <div
                  className={media}
                  style={
                    entry.image
                      ? assignInlineVars({ [ownShape]: `${entry.image.width} / ${entry.image.height}` })
                      : undefined
                  }
                >
                  <ResponsiveImage
                    image={entry.image}
                    priority={index === 0}
                    className={mediaImage}
                    sizes="(min-width: 1440px) 1440px, 100vw"
                  />
                </div>
                <div className={overlay ? `${textBox} ${overlayText}` : textBox}>
                  <Heading level={2} size={index === 0 ? 'display' : 'large'}>
                    {entry.title}
                  </Heading>
                  {entry.description ? <Text size="lg">{entry.description}</Text> : null}
                  {entry.link ? <Link link={entry.link} className={cta} /> : null}
                </div>
              </article>
            );
          })}
        </div>
      </Container>
    </div>
  );
}
