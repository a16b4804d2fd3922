import type { ReactNode } from 'react';
import { useText } from '../../i18n/LocaleContext';
import { Container } from '../../primitives/Container';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Logo } from '../Logo';
import type { SiteIdentity } from '../SiteShell/ShellModel';
import { closeIcon, closeLink, sheet, toolbar } from './ArticleWrapper.css';

/**
 * Spec 2: "Article-type pages show in an article wrapper layered above the header, without the
 * footer." A full-height sheet over the (inert) header, with the site's compact mark and a close
 * link back to the site's front page. The sheet holds the page's main area.
 */
export function ArticleWrapper({ site, children }: { site: SiteIdentity; children: ReactNode }) {
  const t = useText();
  return (
    <div className={sheet} data-article-wrapper="">
      <Container>
        <nav className={toolbar} aria-label={t('articleNavigation')}>
          <Logo id={site.logo} siteName={site.name} href={site.homeHref} variant="secondary" />
          <a href={site.homeHref} className={closeLink}>
            {t('closeArticle')}
            <VisuallyHidden> {t('closeArticleDescription')}</VisuallyHidden>
            <span className={closeIcon} aria-hidden="true">
              ×
            </span>
          </a>
        </nav>
      </Container>
      {children}
    </div>
  );
}
