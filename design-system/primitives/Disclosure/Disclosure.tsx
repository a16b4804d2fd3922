import type { ReactNode } from 'react';
import { disclosure, panel, summary as summaryClass } from './Disclosure.css';
import { DisclosureMarker } from './DisclosureMarker';

/**
 * Show and hide a section (WAI-ARIA disclosure), on the native details/summary elements: keyboard and
 * screen-reader behaviour come from the browser, and it works before (or without) JavaScript. Its toggle look and
 * chevron are shared with DisclosureButton, the same pattern on a button (Accordion's sections).
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
        <DisclosureMarker />
        {summary}
      </summary>
      <div className={panelClassName ? `${panel} ${panelClassName}` : panel}>{children}</div>
    </details>
  );
}
