import { useData } from 'vike-react/useData';
import { SiteShell } from '../../../design-system/shell/SiteShell';
import { PageTemplate } from '../../render/PageTemplate';
import type { ContentPageData } from '../../render/types';

export default function Page() {
  const { shell, page } = useData<ContentPageData>();
  return (
    <SiteShell
      shell={shell}
      pageTheme={page.theme}
      injectedH1={page.injectedH1}
      currentHref={page.path}
      layout={page.layout}
    >
      <PageTemplate template={page.template} />
    </SiteShell>
  );
}
