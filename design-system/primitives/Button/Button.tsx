'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { button, spinner } from './Button.css';

export type ButtonVariant = keyof typeof button;

type Common = {
  children: ReactNode;
  /** primary (default), secondary (outlined) or link (a button that looks like a link). */
  variant?: ButtonVariant;
};

/** A real button: any button attribute except class and style (the design system owns the look). */
export type ButtonAsButton = Common &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
    /**
     * Busy with the action it started: a spinner before the label, `aria-busy` and `aria-disabled`, and clicks
     * (and the submit of a submit button) are ignored. It stays focusable, so focus is not lost while it waits.
     */
    loading?: boolean;
  };

/** A link that looks like a button: it navigates, so it stays an anchor. */
export type ButtonAsLink = Common & { href: string; hrefLang?: string; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

/** A loading button's click: nothing happens, and a submit button does not submit its form. */
function ignoreClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/**
 * A button in the design system's look, at least `vars.size.target` (44 px) in both directions.
 * With `href` it renders a link (navigation is a link's job); otherwise a `<button type="button">`.
 * While `loading`, its label stays (it is still the accessible name) and a spinner shows before it; the button
 * says it is busy and unavailable (`aria-busy`, `aria-disabled`) but keeps its place in the tab order.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { children, variant = 'primary', href, hrefLang, ref } = props;
    return (
      <a ref={ref} href={href} hrefLang={hrefLang} className={button[variant]}>
        {children}
      </a>
    );
  }
  const { children, variant = 'primary', type = 'button', ref, loading = false, onClick, ...rest } = props;
  return (
    <button
      ref={ref}
      type={type}
      className={button[variant]}
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
