import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button } from './Button.css';

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
  };

/** A link that looks like a button: it navigates, so it stays an anchor. */
export type ButtonAsLink = Common & { href: string; hrefLang?: string; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

/**
 * A button in the design system's look, at least `vars.size.target` (44 px) in both directions.
 * With `href` it renders a link (navigation is a link's job); otherwise a `<button type="button">`.
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
  const { children, variant = 'primary', type = 'button', ref, ...rest } = props;
  return (
    <button ref={ref} type={type} className={button[variant]} {...rest}>
      {children}
    </button>
  );
}
