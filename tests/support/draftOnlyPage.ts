import type { StoredDocument } from '@runtime/cms/source/dataset';

/** A Danish landing page on the main site that exists only as a draft (never published), at /ny-side. */
export const draftOnlyPage: StoredDocument = {
  _id: 'drafts.landingPage-natmus-ny-side-da',
  _type: 'landingPage',
  site: 'natmus',
  locale: 'da',
  title: 'Ny side',
  slug: { _type: 'slug', current: 'ny-side' },
};
