/**
 * A component's usage note, shown above its stories in Ladle's full mode (never in preview mode, which the
 * axe run and the site's reviewers use): set as `meta: { usage: { … } }` on a stories file's default export.
 */
export interface UsageNote {
  /** When to use the component, and when another one fits better. */
  when: string;
  /** The props (or fixture fields) that change what it shows. */
  props: string;
  /** What it gives assistive technology, and what the editor or developer must still provide. */
  accessibility: string;
}

export function isUsageNote(value: unknown): value is UsageNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return ['when', 'props', 'accessibility'].every((key) => typeof note[key] === 'string' && note[key] !== '');
}
