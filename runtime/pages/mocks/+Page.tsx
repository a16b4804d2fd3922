import { useData } from 'vike-react/useData';
import { SiteShell } from '@design-system/shell/SiteShell';
// Architecture exception (tests/architecture/imports.test.ts): the /mocks route shows fixture compositions.
import { findMock } from '@fixtures/mocks/mockPages';
import type { MockPageData } from '@runtime/render/types';

/** A /mocks design page: the fixture composition inside the host's shell. */
export default function MockPage() {
  const { shell, mock } = useData<MockPageData>();
  const entry = findMock(mock.slug);
  if (!entry) return null;
  return (
    <SiteShell shell={shell} currentHref={mock.path} layout={entry.layout}>
      <entry.Page />
    </SiteShell>
  );
}
