'use client';

import type { ReactNode, Ref } from 'react';
import { toggle } from './Disclosure.css';
import { DisclosureMarker } from './DisclosureMarker';

/**
 * The button of a WAI-ARIA disclosure, for a section whose toggle cannot be a native summary (an accordion's,
 * inside a heading): aria-expanded says whether the section is open, aria-controls names it; Enter and Space come
 * from the native button. The caller keeps the state and renders the panel. The text comes first, the chevron
 * after it. Imported by its path, not from the folder's index: Disclosure itself needs no script, and a block that
 * uses only Disclosure stays static.
 */
export function DisclosureButton({
  id,
  controls,
  expanded,
  onToggle,
  className,
  buttonRef,
  children,
}: {
  id: string;
  /** The id of the section the button shows and hides. */
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  /** The caller's look on top of the shared one. */
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      id={id}
      className={className ? `${toggle} ${className}` : toggle}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span>{children}</span>
      <DisclosureMarker />
    </button>
  );
}
