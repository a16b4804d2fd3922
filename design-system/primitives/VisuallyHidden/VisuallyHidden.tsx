import type { ElementType, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ as: Tag = 'span', children }: { as?: ElementType; children: ReactNode }) {
  return <Tag className={visuallyHidden}>{children}</Tag>;
}
