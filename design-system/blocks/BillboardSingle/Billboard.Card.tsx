import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '@design-system/primitives/Heading';
import { Link, type LinkModel } from '@design-system/primitives/Link';
import { type ImageModel, ResponsiveImage } from '@design-system/primitives/ResponsiveImage';
import { Text } from '@design-system/primitives/Text';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import { type PageThemeColours, pageThemeStyle } from '@design-system/theme/pageTheme';
import { card, cta, description as descriptionClass, label as labelClass, media, textBox, wide } from './Billboard.css';

/** One billboard: a large image with a title, text and a call to action in the impact colours. */
export function BillboardCard({
  title,
  headingLevel,
  label,
  meta,
  description,
  image,
  link,
  ctaLabel,
  theme,
  layout,
  priority = false,
}: {
  title: string;
  headingLevel: HeadingLevel;
  label?: string;
  meta?: ReactNode;
  description?: string;
  image: ImageModel | null;
  link?: LinkModel | null;
  /** The call to action's visible words; the title follows for assistive technology. Defaults to the link's label. */
  ctaLabel?: string;
  theme?: PageThemeColours;
  /** wide: image beside the text from lg; stacked: image above the text (half-width billboards). */
  layout: 'wide' | 'stacked';
  priority?: boolean;
}) {
  return (
    <article className={layout === 'wide' ? `${card} ${wide}` : card} style={pageThemeStyle(theme)}>
      <div className={media}>
        <ResponsiveImage
          image={image}
          priority={priority}
          sizes={layout === 'wide' ? '(min-width: 1024px) 58vw, 100vw' : '(min-width: 768px) 50vw, 100vw'}
        />
      </div>
      <div className={textBox}>
        {label ? <p className={labelClass}>{label}</p> : null}
        <Heading level={headingLevel} size={layout === 'wide' ? 'large' : 'medium'}>
          {title}
        </Heading>
        {meta ? <Text size="sm">{meta}</Text> : null}
        {description ? <p className={descriptionClass}>{description}</p> : null}
        {link?.href ? (
          <Link link={link} className={cta}>
            {ctaLabel ? (
              <>
                {ctaLabel}
                <VisuallyHidden>: {title}</VisuallyHidden>
              </>
            ) : (
              link.label
            )}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
