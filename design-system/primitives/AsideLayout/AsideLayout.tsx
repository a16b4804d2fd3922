import type { ReactNode } from 'react';
import { Container } from '../Container';
import { aside as asideClass, column, layout } from './AsideLayout.css';

export interface AsideLayoutProps {
  /** The main column's opening (an intro, the article's text): before the aside on narrow screens. */
  lead?: ReactNode;
  /** The aside (the practical facts); without one, lead and content render as they would alone. */
  aside?: ReactNode;
  /** The rest of the main column: after the aside on narrow screens. */
  children?: ReactNode;
}

/**
 * The two-column page layout on the 12-column page grid: from the lg breakpoint the main column spans 8 columns and
 * the aside the last 4, sticky while the main column scrolls past; below lg one column, in source order: lead,
 * aside, the rest. Blocks inside the main column take its width instead of the page's.
 */
export function AsideLayout({ lead, aside, children }: AsideLayoutProps) {
  if (!aside)
    return (
      <>
        {lead}
        {children}
      </>
    );
  return (
    <Container>
      <div className={layout}>
        {lead ? <div className={column}>{lead}</div> : null}
        <div className={asideClass}>{aside}</div>
        {children ? <div className={column}>{children}</div> : null}
      </div>
    </Container>
  );
}
