import type { ReactNode } from 'react';
import { type ButtonVariant, button } from '../Button/Button.css';
import { Link, type LinkModel } from '../Link';

/**
 * A link in a button's look: to the ticket shop, a sign-up form, the events of a day. It navigates, so it is a link
 * (an anchor, with Link's handling of outside sites), and it needs no browser, so a static block may use it.
 */
export function ButtonLink({
  link,
  variant = 'primary',
  children,
}: {
  link: LinkModel;
  /** primary (default), secondary (outlined), inverse (on the impact colours) or link. */
  variant?: ButtonVariant;
  /** What it says, when not the link's label. */
  children?: ReactNode;
}) {
  return (
    <Link link={link} className={button[variant]}>
      {children}
    </Link>
  );
}
