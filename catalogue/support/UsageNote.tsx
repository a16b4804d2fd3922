import { detail, note, term } from './UsageNote.css';
import type { UsageNote as UsageNoteModel } from './usage';

/** A component's usage note (its stories file's `meta.usage`), above the story in Ladle's full mode. */
export function UsageNote({ usage }: { usage: UsageNoteModel }) {
  return (
    <aside aria-label="Usage note" lang="en" data-catalogue-usage="">
      <dl className={note}>
        <div>
          <dt className={term}>When to use</dt>
          <dd className={detail}>{usage.when}</dd>
        </div>
        <div>
          <dt className={term}>Props that matter</dt>
          <dd className={detail}>{usage.props}</dd>
        </div>
        <div>
          <dt className={term}>Accessibility</dt>
          <dd className={detail}>{usage.accessibility}</dd>
        </div>
      </dl>
    </aside>
  );
}
