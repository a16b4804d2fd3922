import type { PageContext } from 'vike/types';
import type { MockPageData } from '@runtime/render/types';

/** "{mock} – Designsider"; the page is noindex (+Head: no content page head means robots noindex). */
export default (pageContext: PageContext) => {
  const data = pageContext.data as MockPageData | undefined;
  if (!data?.mock) return 'Designsider';
  return data.mock.slug ? `${data.mock.title} – Designsider` : 'Designsider';
};
