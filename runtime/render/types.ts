import type { Dictionary } from '@design-system/i18n/dictionary';
import type { Locale } from '@design-system/i18n/locales';
import type { ErrorViewModel } from '@design-system/shell/ErrorView';
import type { ShellModel } from '@design-system/shell/SiteShell';
import type { HeadModel, PageView } from '../cms/pages/page.mapper';
import type { SiteId } from '../sites/registry';

/** What the content route's data hook loads: the shell and the whole page view, its head included. */
export interface LoadedContentPage {
  shell: ShellModel;
  page: PageView;
}

/**
 * What the browser gets of it (`pageContext.data`, in the HTML and in a client-side navigation's JSON): all of it
 * but the head, of which only the title (the client router sets `document.title`). The head's other tags (meta
 * description, canonical, alternates, JSON-LD) are rendered on the server only, from `pageContext.pageHead`.
 */
export interface ContentPageData {
  shell: ShellModel;
  page: Omit<PageView, 'head'> & { head: Pick<HeadModel, 'title'> };
}

/** What the /mocks route's data hook returns: the host's shell and which design page to show. */
export interface MockPageData {
  shell: ShellModel;
  mock: { slug: string; title: string; layout: 'default' | 'article'; path: string };
  /** Every visitor's word in each language: design pages show fixtures in all four, from their code. */
  dictionaries: Record<Locale, Dictionary>;
}

/** What an error carries to the error page (`abortReason`). */
export interface ErrorPageReason {
  shell: ShellModel;
  view: ErrorViewModel;
  title: string;
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The site the Host header selected (from the configured host map). */
      site: SiteId;
      /** The locale of the URL path. */
      locale: Locale;
      /** A content page's head (server only: never passed to the browser; see ContentPageData). */
      pageHead?: HeadModel;
      /**
       * A page's data as the server loaded it, which it renders (server only: runtime/render/renderData.ts). The
       * browser renders from `data`, which leaves out what only the server or static parts read
       * (runtime/render/hydrationData.ts).
       */
      loadedData?: unknown;
      /**
       * That locale's interface words (the browser registers them; see design-system/i18n/translate.ts): on a first
       * load only those its code can show in the browser (runtime/render/pageWords.ts).
       */
      words?: Partial<Dictionary>;
      /** The request comes from a search bot, Lighthouse or a link previewer (server only; the spec). */
      crawler?: boolean;
    }
  }
}
