import type { ReactNode } from 'react';
import { useText } from '@design-system/i18n/LocaleContext';
import { ButtonLink } from '@design-system/primitives/ButtonLink';
import { Container } from '@design-system/primitives/Container';
import { VisuallyHidden } from '@design-system/primitives/VisuallyHidden';
import type { SiteIdentity } from '../SiteShell/ShellModel';
import { closeIcon, sheet, toolbar } from './ArticleWrapper.css';

/**
 * Spec: "Article-type pages show in an article wrapper layered above the header, without the
 * footer." A full-height sheet that starts below the (working) header and scrolls over it, with a close link back
 * to the page the visitor came from on this site, else to the front page. The sheet holds the page's main area.
 */
export function ArticleWrapper({
  site,
  backHref,
  children,
}: {
  site: SiteIdentity;
  /** Where "Luk" goes: the previous page on this site, when there is one. */
  backHref?: string;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <div className={sheet} data-article-wrapper="">
      <Container>
        <nav className={toolbar} aria-label={t('articleNavigation')}>
          <ButtonLink
            link={{ kind: 'internal', href: backHref ?? site.homeHref, label: t('closeArticle') }}
            variant="secondary"
          >
            {t('closeArticle')}
            <VisuallyHidden> {t(backHref ? 'closeArticleBackDescription' : 'closeArticleDescription')}</VisuallyHidden>
            <span className={closeIcon} aria-hidden="true">
              ×
            </span>
          </ButtonLink>
        </nav>
      </Container>
      {children}
    </div>
  );
}
