import type { ReactNode } from 'react';
import { chip } from './ChipLink.css';

/**
 * A small pill link among others like it: a filter of a list (the search's types, the calendar's tags) or a jump to a
 * section of the page. The one in force looks turned round: `current` when it is the page shown (`aria-current`),
 * `selected` when it is a filter that is on and the link takes it off (say so in its text).
 */
export function ChipLink({
  href,
  current = false,
  selected = false,
  rel,
  children,
}: {
  href: string;
  current?: boolean;
  selected?: boolean;
  /** `nofollow` for filter links crawlers need not follow (every combination of filters is a page). */
  rel?: 'nofollow';
  children: ReactNode;
}) {
  return (
    <a
      className={chip}
      href={href}
      rel={rel}
      aria-current={current ? 'page' : undefined}
      data-selected={selected ? '' : undefined}
    >
      {children}
    </a>
  );
}
