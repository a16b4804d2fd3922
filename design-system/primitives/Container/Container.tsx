import type { ElementType, ReactNode } from 'react';
import { container, measure } from './Container.css';

/** Bounds content to the page grid; `narrow` keeps running text at a readable measure. */
export function Container({
  as: Tag = 'div',
  narrow = false,
  children,
}: {
  as?: ElementType;
  narrow?: boolean;
  children: ReactNode;
}) {
  return <Tag className={container}>{narrow ? <div className={measure}>{children}</div> : children}</Tag>;
}
