import { linkedTag, list, tag } from './Tag.css';

/** A label on content (a subject, a period, a place); with `href` it links to related content. */
export interface TagModel {
  label: string;
  href?: string;
}

export function Tag({ label, href }: TagModel) {
  if (href) {
    return (
      <a className={linkedTag} href={href}>
        {label}
      </a>
    );
  }
  return <span className={tag}>{label}</span>;
}

/** Tags as a list (screen readers announce how many). Nothing renders without tags. */
export function TagList({ tags, label }: { tags: TagModel[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={list} aria-label={label}>
      {tags.map((item) => (
        <li key={`${item.label}${item.href ?? ''}`}>
          <Tag {...item} />
        </li>
      ))}
    </ul>
  );
}
