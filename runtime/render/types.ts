import type { Dictionary } from '../../design-system/i18n/dictionary';
import type { Locale } from '../../design-system/i18n/locales';
import type { ErrorViewModel } from '../../design-system/shell/ErrorView';
import type { ShellModel } from '../../design-system/shell/SiteShell';
import type { PageView } from '../cms/mappers/page.mapper';
import type { SiteId } from '../sites/registry';

/** What the content route's data hook returns (serialised to the client). */
export interface ContentPageData {
  shell: ShellModel;
  page: PageView;
}

/** What the /mocks route's data hook returns: the host's shell and which design page to show. */
export interface MockPageData {
  shell: ShellModel;
  mock: { slug: string; title: string; layout: 'default' | 'article'; path: string };
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
      /** That locale's interface words (the browser registers them; see design-system/i18n/translate.ts). */
      words?: Dictionary;
      /** The request comes from a search bot, Lighthouse or a link previewer (server only; the spec). */
      crawler?: boolean;
    }
  }
}
