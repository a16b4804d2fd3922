import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { input, label as labelClass, placement as placementClass, row } from './SearchField.css';

export interface SearchFieldProps {
  /** The search page the form goes to (a plain GET with the text as `q`). */
  action: string;
  /** The name of the search landmark. */
  landmarkLabel: string;
  /** The field's visible label. */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** `page`: a block of its own; `menu`: what follows the field (children) goes under it, beside it from lg. */
  placement?: 'page' | 'menu';
  /** The input's id; its label points at it (and a caller can focus the field by it). */
  inputId: string;
  defaultValue?: string;
  maxLength?: number;
  /** The id of a hint that describes the field. */
  describedBy?: string;
  /** The text was not accepted. */
  invalid?: boolean;
  /** Shown after the form, inside the search landmark (e.g. recommended searches). */
  children?: ReactNode;
}

/**
 * The site search field: a search landmark with a plain GET form (it works without JavaScript), its label above
 * the input and the submit button. It holds no browser code (no handlers, no refs), so a static page keeps it as
 * server HTML.
 */
export function SearchField({
  action,
  landmarkLabel,
  label,
  submitLabel,
  placement = 'page',
  inputId,
  defaultValue,
  maxLength,
  describedBy,
  invalid,
  children,
}: SearchFieldProps) {
  return (
    <search className={placementClass[placement]} aria-label={landmarkLabel}>
      <form className={row} method="get" action={action}>
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
        <input
          id={inputId}
          className={input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
        />
        <button type="submit" className={button.primary}>
          {submitLabel}
        </button>
      </form>
      {children}
    </search>
  );
}
