import type { ReactNode } from 'react';
import { headingSize } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level is chosen by the caller and whose look is chosen separately. */
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
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={headingSize[size]}>
      {children}
    </Tag>
  );
}
