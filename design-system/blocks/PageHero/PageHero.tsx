import { Heading } from '@design-system/primitives/Heading';
import { HeroFrame } from '@design-system/primitives/HeroFrame';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { intro as introClass, text } from './PageHero.css';

export interface PageHeroModel {
  title: string;
  intro?: string;
  image?: ImageModel | null;
}

/** The hero of a landing page: the page's h1, an intro and an image loaded with high priority. */
export function PageHero({ title, intro, image }: PageHeroModel) {
  return (
    <HeroFrame>
      <div className={text}>
        <Heading level={1} size="display">
          {title}
        </Heading>
        {intro ? <p className={introClass}>{intro}</p> : null}
      </div>
      {image ? <ResponsiveImage image={image} priority sizes="(min-width: 1024px) 58vw, 100vw" /> : null}
    </HeroFrame>
  );
}
