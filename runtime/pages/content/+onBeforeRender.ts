import { stegaClean } from '@sanity/client/stega';
import type { PageContextServer } from 'vike/types';
import { previewPageFacts } from '@runtime/preview/banner';
import { previewConfig } from '@runtime/preview/config';
import { hydrationData } from '@runtime/render/hydrationData';
import type { ContentPageData, LoadedContentPage } from '@runtime/render/types';

/**
 * Splits what the data hook loaded: the page's head stays on the server (`pageContext.pageHead`, rendered by +Head),
 * and the browser gets the rest with only the head's title (ContentPageData). The head's JSON-LD, alternates and
 * meta texts were a fifth of every page's hydration data, read by nothing in the browser. A first load's data also
 * leaves out the models of the static blocks, whose server HTML it keeps, and all static data (hydrationData); the
 * server renders from `loadedData`, whole. In preview only, the banner gets the page's document in the Studio and what search engines will
 * see of it (`preview.page`); the head's texts lose their click-to-edit stega there, as nothing on the page shows them
 * and search engines would read them.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const loaded = pageContext.data as LoadedContentPage;
  const { preview } = pageContext;
  const { shell, page } = loaded;
  const { head: loadedHead, ...rest } = page;
  const head = preview?.enabled ? stegaClean(loadedHead) : loadedHead;
  const data: ContentPageData = { shell, page: { ...rest, head: { title: head.title } } };
  return {
    pageContext: {
      pageHead: head,
      loadedData: data,
      data: pageContext.isClientSideNavigation ? data : hydrationData(data),
      ...(preview?.enabled
        ? {
            preview: {
              ...preview,
              page: previewPageFacts(
                { shell, page: { ...page, head } },
                {
                  perspective: preview.perspective,
                  studioUrl: previewConfig().studioUrl,
                },
              ),
            },
          }
        : {}),
    },
  };
}
