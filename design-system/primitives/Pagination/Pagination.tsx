import { useText } from '@design-system/i18n/LocaleContext';
import { fillText } from '@design-system/i18n/translate';
import { gap, list, nav, pageLink, stepLink } from './Pagination.css';
import { pageWindow } from './pageWindow';

export interface PaginationProps {
  /** The page shown, counted from 1. */
  page: number;
  pageCount: number;
  /** The address of a page: plain links, so paging works without JavaScript. */
  href: (page: number) => string;
  /** The navigation's accessible name; "Sider" by default. */
  label?: string;
}

/**
 * Links to the pages of a list: previous, the page numbers (the first, the last, the current one with its
 * neighbours, gaps for the rest) and next, in a labelled navigation; the current page is marked with
 * aria-current="page" and each number is announced as "Side 2". Nothing renders for a single page.
 */
export function Pagination({ page, pageCount, href, label }: PaginationProps) {
  const t = useText();
  const entries = pageWindow(page, pageCount);
  if (entries.length < 2) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className={nav} aria-label={label ?? t('paginationLabel')}>
      <ul className={list}>
        {current > 1 ? (
          <li>
            <a className={stepLink} href={href(current - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              {t('paginationPrevious')}
            </a>
          </li>
        ) : null}
        {entries.map((entry, index) =>
          entry === 'gap' ? (
            // Two gaps at most, each between two known numbers: its neighbours make a stable key.
            <li key={`gap-${entries[index - 1]}`} className={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                className={pageLink}
                href={href(entry)}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={fillText(t('paginationPage'), { page: entry })}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <a className={stepLink} href={href(current + 1)} rel="next">
              {t('paginationNext')}
              <span aria-hidden="true">→</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
