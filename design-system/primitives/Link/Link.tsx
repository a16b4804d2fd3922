import type { ReactNode } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { VisuallyHidden } from '../VisuallyHidden';

/** A link as the design system receives it: already resolved to an href. */
export interface LinkModel {
  label: string;
  href: string;
  /** internal: same site, relative; crossSite: absolute URL on a sister site; external: elsewhere. */
  kind: 'internal' | 'crossSite' | 'external';
  /** Language of the target, when it differs from the page's. */
  hrefLang?: string;
}

/** Renders a LinkModel. External links say so to assistive technology. */
export function Link({
  link,
  className,
  children,
  current,
}: {
  link: LinkModel;
  className?: string;
  children?: ReactNode;
  current?: boolean;
}) {
  const t = useText();
  const external = link.kind === 'external';
  return (
    <a
      href={link.href}
      className={className}
      hrefLang={link.hrefLang}
      aria-current={current ? 'page' : undefined}
      rel={external ? 'noopener' : undefined}
    >
      {children ?? link.label}
      {external ? <VisuallyHidden> ({t('externalSite')})</VisuallyHidden> : null}
    </a>
  );
}
