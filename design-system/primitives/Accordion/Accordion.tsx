'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { DisclosureButton } from '../Disclosure/DisclosureButton';
import type { HeadingLevel } from '../Heading';
import { accordion, heading, item as itemClass, panel, trigger } from './Accordion.css';

export interface AccordionItem {
  /** Stable key; also the end of the button's and panel's element ids. */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * WAI-ARIA accordion: each section's title is a heading (level chosen by the caller) that contains
 * a button with aria-expanded and aria-controls; the panel is a region labelled by the button.
 * Enter and Space toggle (native button), focus stays on the button; Arrow Up/Down, Home and End
 * move between the section buttons.
 *
 * Why buttons and not the native details element of Disclosure: the pattern needs the title to be
 * a heading in the page outline, and a heading inside <summary> loses its role (summary's children
 * are presentational), while a <summary> inside a heading is not allowed. So each section is a
 * disclosure on a button (Disclosure's DisclosureButton: the same toggle look and chevron), and
 * Accordion adds the headings, the state of the sections and the keys between them. Disclosure
 * stays the one way to show and hide a single, untitled section.
 */
export function Accordion({
  items,
  headingLevel,
  defaultOpen = [],
  single = false,
}: {
  items: AccordionItem[];
  headingLevel: HeadingLevel;
  /** Ids of the sections open at first (on the server too). */
  defaultOpen?: string[];
  /** Only one section open at a time. */
  single?: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((previous) => {
      if (previous.has(id)) {
        const next = new Set(previous);
        next.delete(id);
        return next;
      }
      return single ? new Set([id]) : new Set(previous).add(id);
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the section buttons, delegated from their container
    <div className={accordion} onKeyDown={onKeyDown}>
      {items.map((entry, index) => {
        const expanded = open.has(entry.id);
        const buttonId = `${baseId}-button-${entry.id}`;
        const panelId = `${baseId}-panel-${entry.id}`;
        return (
          <div key={entry.id} className={itemClass}>
            <Heading className={heading}>
              <DisclosureButton
                buttonRef={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                controls={panelId}
                expanded={expanded}
                onToggle={() => toggle(entry.id)}
                className={trigger}
              >
                {entry.title}
              </DisclosureButton>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} className={panel}>
              {entry.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
