import type { ReactNode } from 'react';
import { sprinkles } from '@design-system/theme/sprinkles.css';

/** Sizes of running text from the type scale (headings have their own, see Heading). */
type Size = 'xs' | 'sm' | 'md' | 'lg';

/**
 * `default` inherits the surface's text colour (so it reads on impact and surface backgrounds too);
 * `muted` is the theme's secondary text colour, for the page and surface backgrounds only.
 */
const tones = { default: undefined, muted: 'mutedForeground' } as const;

export interface TextProps {
  /** A paragraph unless said; never a heading (see Heading, whose level the caller chooses). */
  as?: 'p' | 'span' | 'div';
  size?: Size;
  tone?: keyof typeof tones;
  weight?: 'regular' | 'bold';
  id?: string;
  lang?: string;
  children: ReactNode;
}

/** The classes of running text: the body face at the body line height, and a size, tone and weight (sprinkles). */
export function textClassName({ size = 'md', tone = 'default', weight }: Pick<TextProps, 'size' | 'tone' | 'weight'>) {
  return sprinkles({
    fontFamily: 'body',
    lineHeight: 'normal',
    fontSize: size,
    color: tones[tone],
    fontWeight: weight,
  });
}

/** Body text in a size of the type scale and a tone of the theme. */
export function Text({ as: Tag = 'p', size, tone, weight, id, lang, children }: TextProps) {
  return (
    <Tag className={textClassName({ size, tone, weight })} id={id} lang={lang}>
      {children}
    </Tag>
  );
}
