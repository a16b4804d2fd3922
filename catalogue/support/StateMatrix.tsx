import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { Locale } from '@design-system/i18n/locales';
import { cell as cellClass, header, matrix, note, scroll, wideCell } from './StateMatrix.css';

/** The states' names in the catalogue's languages, shared by every state matrix (a story adds its own words). */
export const stateNames: Record<
  Locale,
  Record<'default' | 'hover' | 'focus' | 'active' | 'loading' | 'disabled' | 'closed' | 'open', string>
> = {
  da: {
    default: 'Standard',
    hover: 'Mus over',
    focus: 'Fokus',
    active: 'Trykket',
    loading: 'Indlæser',
    disabled: 'Deaktiveret',
    closed: 'Lukket',
    open: 'Åben',
  },
  en: {
    default: 'Default',
    hover: 'Hover',
    focus: 'Focus',
    active: 'Pressed',
    loading: 'Loading',
    disabled: 'Disabled',
    closed: 'Closed',
    open: 'Open',
  },
  de: {
    default: 'Standard',
    hover: 'Hover',
    focus: 'Fokus',
    active: 'Gedrückt',
    loading: 'Lädt',
    disabled: 'Deaktiviert',
    closed: 'Geschlossen',
    open: 'Offen',
  },
  sv: {
    default: 'Standard',
    hover: 'Hovring',
    focus: 'Fokus',
    active: 'Nedtryckt',
    loading: 'Laddar',
    disabled: 'Inaktiverad',
    closed: 'Stängd',
    open: 'Öppen',
  },
};

/** One row or column of a state matrix: its key and its label in the selected language. */
export interface MatrixAxis<K extends string> {
  id: K;
  label: string;
}

/**
 * A designer's state matrix: a table with a header per column (the states, usually) and per row (the variants), each
 * cell drawn by `cell`. It scrolls sideways on a narrow screen instead of widening the page. `wide`: the cells hold
 * cards, list rows or bars, each at least six touch targets wide, instead of squeezing them on a narrow screen.
 */
export function StateMatrix<R extends string, C extends string>({
  rows,
  columns,
  cell,
  wide = false,
}: {
  rows: readonly MatrixAxis<R>[];
  columns: readonly MatrixAxis<C>[];
  cell: (row: R, column: C) => ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={scroll}>
      <table className={matrix}>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col" className={header}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={header}>
                {row.label}
              </th>
              {columns.map((column) => (
                <td key={column.id} className={cellClass}>
                  {wide ? <div className={wideCell}>{cell(row.id, column.id)}</div> : cell(row.id, column.id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The states a matrix forces: the component's own `[data-force-state]` rules and the theme's focus rule draw them. */
export type ForcedState = 'hover' | 'focus' | 'active';

/**
 * Shows a state without a pointer or keyboard: sets `data-force-state` on the elements inside it that match `target`
 * (a CSS selector: the element a visitor would point at, focus or press), for components that do not pass the
 * attribute through their props. Nothing is copied: the component's own `[data-force-state]` rule (next to its
 * `:hover` rule) and the theme's focus rule style the element. Without `state` it only wraps its children.
 */
export function ForceState({
  state,
  target,
  children,
}: {
  state: ForcedState | null;
  target: string;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!state) return;
    const elements = [...(root.current?.querySelectorAll(target) ?? [])];
    for (const element of elements) element.setAttribute('data-force-state', state);
    return () => {
      for (const element of elements) element.removeAttribute('data-force-state');
    };
  }, [state, target]);
  return <div ref={root}>{children}</div>;
}

/** A cell for a state the variant does not have, saying why (e.g. a plain tag is not interactive). */
export function NotApplicable({ children }: { children: ReactNode }) {
  return <span className={note}>{children}</span>;
}
