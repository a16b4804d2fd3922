import type { ReactNode } from 'react';
import { disclosure, marker, panel, summary as summaryClass } from './Disclosure.css';

/**
 * Show and hide a section (WAI-ARIA disclosure), on the native details/summary elements: keyboard and
 * screen-reader behaviour come from the browser, and it works before (or without) JavaScript.
 */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  name,
  className,
  panelClassName,
}: {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Disclosures sharing a name open one at a time (exclusive accordion). */
  name?: string;
  className?: string;
  /** Styles the panel (the preview banner's search-engine panel). */
  panelClassName?: string;
}) {
  return (
    <details className={className ? `${disclosure} ${className}` : disclosure} open={defaultOpen} name={name}>
      <summary className={summaryClass}>
        <span className={marker} aria-hidden="true" />
        {summary}
      </summary>
      <div className={panelClassName ? `${panel} ${panelClassName}` : panel}>{children}</div>
    </details>
  );
}
