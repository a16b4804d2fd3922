import { usePageContext } from 'vike-react/usePageContext';
import { translate } from '@design-system/i18n/translate';
import { ErrorView } from '@design-system/shell/ErrorView';
import { SiteShell } from '@design-system/shell/SiteShell';
import { pagePath } from '@runtime/i18n/paths';
import { identityShell } from '@runtime/render/identityShell';
import type { ErrorPageReason } from '@runtime/render/types';

/** The error page: the reason's shell and view, or the site's empty shell for unexpected errors. */
export default function ErrorPage() {
  const pageContext = usePageContext();
  const reason = pageContext.abortReason as ErrorPageReason | undefined;
  const site = pageContext.site ?? 'natmus';
  const locale = pageContext.locale ?? 'da';
  if (reason?.shell && reason.view) {
    return (
      <SiteShell shell={reason.shell}>
        <ErrorView {...reason.view} />
      </SiteShell>
    );
  }
  const is404 = pageContext.is404 === true;
  return (
    <SiteShell shell={identityShell(site, locale)}>
      <ErrorView
        statusCode={is404 ? 404 : 500}
        title={translate(locale, is404 ? 'notFoundTitle' : 'errorTitle')}
        message={is404 ? undefined : translate(locale, 'errorDescription')}
        homeHref={pagePath(locale, '')}
      />
    </SiteShell>
  );
}
