import { usePageContext } from 'vike-react/usePageContext';
import { ErrorView } from '@design-system/shell/ErrorView';
import { SiteShell } from '@design-system/shell/SiteShell';
import { errorPageReason } from './reason';

/** The error page: its reason's shell and view (./reason.ts); nothing for a crawler, who gets the status alone. */
export default function ErrorPage() {
  const reason = errorPageReason(usePageContext());
  if (!reason) return null;
  return (
    <SiteShell shell={reason.shell}>
      <ErrorView {...reason.view} />
    </SiteShell>
  );
}
