import { useId } from 'react';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import type { LogoId } from '@tokens/sites';
import { logo, mark, wordmark } from './Logo.css';

/**
 * primary: mark and wordmark (the header). secondary: the mark alone, compact (tight bars, the
 * article sheet), the site's name for assistive technology only. tertiary: the inverted mark, cut
 * out of a solid tile so the surface shows through (dark and impact surfaces such as the footer),
 * with the wordmark.
 */
export type LogoVariant = 'primary' | 'secondary' | 'tertiary';

function Mark({ path, inverted }: { path: string; inverted: boolean }) {
  const maskId = useId();
  if (!inverted) {
    return (
      <svg className={mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" fillRule="evenodd" />
      </svg>
    );
  }
  return (
    <svg className={mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <mask id={maskId}>
        <rect width="40" height="40" fill="white" />
        <path d={path} transform="translate(6 6) scale(0.7)" fill="black" fillRule="evenodd" />
      </mask>
      <rect width="40" height="40" rx="4" fill="currentColor" mask={`url(#${maskId})`} />
    </svg>
  );
}

/**
 * The site's logo: its mark (a simple geometric emblem in the theme's colours, currentColor) and the site's name as
 * the accessible wordmark. The mark's path comes with the site's identity (logoMarks.ts), so a page's code carries no
 * other site's mark.
 */
export function Logo({
  id,
  mark,
  siteName,
  href,
  variant = 'primary',
}: {
  id: LogoId;
  /** The mark's SVG path (logoMarks[id]); without it, the wordmark alone. */
  mark?: string;
  siteName: string;
  href: string;
  variant?: LogoVariant;
}) {
  return (
    <a href={href} className={logo} data-logo={id} data-variant={variant}>
      {mark ? <Mark path={mark} inverted={variant === 'tertiary'} /> : null}
      {variant === 'secondary' ? (
        <VisuallyHidden>{siteName}</VisuallyHidden>
      ) : (
        <span className={wordmark}>{siteName}</span>
      )}
    </a>
  );
}
