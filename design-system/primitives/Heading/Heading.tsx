import type { ReactNode } from 'react';
import { headingSize } from './Heading.css';
import { useTitleTag } from './titleTag';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading whose level is chosen by the caller and whose look is chosen separately. A level-1 heading is the page's
 * title: on a page whose shell already holds the h1 (an injected SEO heading) it keeps its look as a paragraph.
 */
export function Heading({
  level,
  size = 'medium',
  id,
  children,
}: {
  level: HeadingLevel;
  size?: keyof typeof headingSize;
  id?: string;
  children: ReactNode;
}) {
  const titleTag = useTitleTag();
  const Tag = level === 1 ? titleTag : (`h${level}` as const);
  return (
    <Tag id={id} className={headingSize[size]}>
      {children}
    </Tag>
  );
}
