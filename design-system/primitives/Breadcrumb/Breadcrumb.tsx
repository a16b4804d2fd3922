import { useText } from '@design-system/i18n/LocaleContext';
import { item as itemClass, link, list, separator } from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

/**
 * Where the page sits in the site (WAI-ARIA breadcrumb): a labelled navigation landmark with an
 * ordered list; the last item is the current page (`aria-current="page"`). Nothing renders without items.
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useText();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className={list}>
        {items.map((entry, index) => {
          const last = index === items.length - 1;
          return (
            <li key={entry.href} className={itemClass}>
              {index > 0 ? <span className={separator} aria-hidden="true" /> : null}
              <a className={link} href={entry.href} aria-current={last ? 'page' : undefined}>
                {entry.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
