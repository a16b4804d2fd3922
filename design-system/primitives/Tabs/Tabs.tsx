'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { panel, tab as tabClass, tabList } from './Tabs.css';

export interface TabItem {
  /** Stable key; also the end of the tab's and panel's element ids. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex), arrow keys move and
 * select, Home and End go to the first and last tab. The server renders the first tab selected.
 * Panels are focusable (tabindex 0) and labelled by their tab.
 */
export function Tabs({
  tabs,
  label,
  hideWhenSingle = false,
}: {
  tabs: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** With a single tab, show its content without a tab list. */
  hideWhenSingle?: boolean;
}) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  if (tabs.length === 0) return null;
  const only = tabs[0];
  if (tabs.length === 1 && hideWhenSingle && only) return <div>{only.content}</div>;

  const current = Math.min(selected, tabs.length - 1);
  const tabId = (index: number) => `${baseId}-tab-${tabs[index]?.id}`;
  const panelId = (index: number) => `${baseId}-panel-${tabs[index]?.id}`;

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={tabList} onKeyDown={onKeyDown}>
        {tabs.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === current}
            aria-controls={panelId(index)}
            tabIndex={index === current ? 0 : -1}
            className={tabClass}
            onClick={() => setSelected(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tabs.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is the next tab stop after the tab list
          tabIndex={0}
          hidden={index !== current}
          className={panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
