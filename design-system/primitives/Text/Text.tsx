import type { ReactNode } from 'react';
import { size as sizeClass, text, tone as toneClass, weight as weightClass } from './Text.css';

export interface TextProps {
  /**
   * A paragraph unless said: a span within a line, a term or description of a list, a figure's caption. Never a
   * heading (see Heading, whose level the caller chooses).
   */
  as?: 'p' | 'span' | 'div' | 'dt' | 'dd' | 'figcaption';
  size?: keyof typeof sizeClass;
  tone?: keyof typeof toneClass;
  weight?: keyof typeof weightClass;
  id?: string;
  lang?: string;
  children: ReactNode;
}

/** Body text in a size of the type scale and a tone of the theme. */
export function Text({ as: Tag = 'p', size = 'md', tone = 'default', weight, id, lang, children }: TextProps) {
  const className = [text, sizeClass[size], toneClass[tone], weight ? weightClass[weight] : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag className={className} id={id} lang={lang}>
      {children}
    </Tag>
  );
}
