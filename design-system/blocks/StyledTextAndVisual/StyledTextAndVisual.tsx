import { Container } from '@design-system/primitives/Container';
import { Heading } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import {
  cta,
  description as descriptionClass,
  label as labelClass,
  layout,
  media,
  reversed,
  subheading as subheadingClass,
  text,
} from './StyledTextAndVisual.css';

export interface StyledTextAndVisualModel {
  heading: string;
  subheading?: string;
  description?: string;
  /** A small label above the heading, e.g. "Udstilling". */
  label?: string;
  /** Image on the right instead of the left (from the md breakpoint; stacked images always come first). */
  isReversed?: boolean;
  link?: LinkModel;
  image: ImageModel | null;
}

/** Text beside an image, the image left or (reversed) right. The heading is an h2; nothing renders without one. */
export function StyledTextAndVisual({
  heading,
  subheading,
  description,
  label,
  isReversed = false,
  link,
  image,
}: StyledTextAndVisualModel) {
  if (!heading.trim()) return null;
  return (
    <Container>
      <section className={isReversed ? `${layout} ${reversed}` : layout}>
        <div className={media}>
          <ResponsiveImage image={image} sizes="(min-width: 768px) 50vw, 100vw" />
        </div>
        <div className={text}>
          {label ? <p className={labelClass}>{label}</p> : null}
          <Heading level={2} size="large">
            {heading}
          </Heading>
          {subheading ? <p className={subheadingClass}>{subheading}</p> : null}
          {description ? <p className={descriptionClass}>{description}</p> : null}
          {link ? <Link link={link} className={cta} /> : null}
        </div>
      </section>
    </Container>
  );
}
