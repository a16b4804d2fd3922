'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { type ButtonVariant, button, iconOnly as iconOnlyClass, spinner } from './Button.css';

export type { ButtonVariant } from './Button.css';

type Common = {
  children: ReactNode;
  /** primary (default), secondary (outlined), inverse (on the impact colours) or link (looks like a link). */
  variant?: ButtonVariant;
  /** Its content is an icon: round, 44 × 44 px. Name it with `aria-label` or visually hidden text. */
  iconOnly?: boolean;
};

/** A real button: any button attribute except class and style (the design system owns the look). */
export type ButtonProps = Common &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> & {
    ref?: Ref<HTMLButtonElement>;
    /**
     * Busy with the action it started: a spinner before the label, `aria-busy` and `aria-disabled`, and clicks
     * (and the submit of a submit button) are ignored. It stays focusable, so focus is not lost while it waits.
     */
    loading?: boolean;
  };

/** A loading button's click: nothing happens, and a submit button does not submit its form. */
function ignoreClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/**
 * A button in the design system's look, at least `vars.size.target` (44 px) in both directions: a
 * `<button type="button">` unless told otherwise. To navigate, use ButtonLink (a link in the same look).
 * While `loading`, its label stays (it is still the accessible name) and a spinner shows before it; the button
 * says it is busy and unavailable (`aria-busy`, `aria-disabled`) but keeps its place in the tab order.
 */
export function Button(props: ButtonProps) {
  const {
    children,
    variant = 'primary',
    iconOnly = false,
    type = 'button',
    ref,
    loading = false,
    onClick,
    ...rest
  } = props;
  return (
    <button
      ref={ref}
      type={type}
      className={iconOnly ? `${button[variant]} ${iconOnlyClass}` : button[variant]}
      {...rest}
      aria-busy={loading || rest['aria-busy']}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={loading ? ignoreClick : onClick}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
