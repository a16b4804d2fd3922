import type { PreviewBannerModel, PreviewPerspectiveModel } from '@design-system/shell/PreviewBanner';
import { documentTitle } from '../render/documentTitle';
import type { LoadedContentPage } from '../render/types';
import type { SiteId } from '../sites/registry';
import { parseDocumentId } from './documentIds';
import type { PreviewClientState, PreviewPageFacts } from './pageContext';
import { PREVIEW_DISABLE_PATH } from './paths';

/**
 * The Studio's edit intent for a document: `{studio}/intent/edit/id={id};type={type}`, the parameters in one path
 * segment, each URI-encoded; the id is the published id (no `drafts.` or `versions.` prefix). In a release, the
 * Studio opens the release's version with `?perspective={release}`.
 */
export function studioEditUrl(
  studioUrl: string,
  document: { id: string; type: string },
  perspective?: PreviewPerspectiveModel,
): string {
  const id = parseDocumentId(document.id)?.publishedId ?? document.id;
  const intent = `${studioUrl}/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(document.type)}`;
  const release = perspective?.kind === 'release' ? perspective.releases[0] : undefined;
  return release ? `${intent}?perspective=${encodeURIComponent(release)}` : intent;
}

/**
 * What the banner tells of a content page in preview (server side, from the page as loaded, head included): its
 * document in the Studio, and what search engines will see, with the head's own title and description
 * (runtime/pages/+title.ts, +Head.tsx), so the same fallbacks.
 */
export function previewPageFacts(
  { shell, page }: LoadedContentPage,
  options: { perspective?: PreviewPerspectiveModel; studioUrl?: string },
): PreviewPageFacts {
  const { head } = page;
  return {
    ...(options.studioUrl
      ? { studioHref: studioEditUrl(options.studioUrl, { id: page.id, type: page.type }, options.perspective) }
      : {}),
    seo: {
      title: documentTitle(head.title, shell.site.name),
      ...(head.description ? { description: head.description } : {}),
      canonical: head.canonical,
      noindex: head.noindex,
    },
  };
}

/** What the banner shows of a request in preview; null outside preview (then nothing of it is rendered). */
export function previewBannerModel(request: {
  site: SiteId;
  preview: PreviewClientState | undefined;
  /** The page's path and query: where leaving preview goes back to. */
  back: string;
}): PreviewBannerModel | null {
  const { preview } = request;
  if (!preview?.enabled) return null;
  const model: PreviewBannerModel = {
    theme: request.site,
    leaveHref: `${PREVIEW_DISABLE_PATH}?${new URLSearchParams({ redirect: request.back }).toString()}`,
    perspective: preview.perspective ?? { kind: 'drafts' },
  };
  // The day and the page's own facts belong to content pages (the content route honours `?date=`).
  if (!preview.page) return model;
  return { ...model, ...(preview.date ? { date: preview.date } : {}), ...preview.page };
}
