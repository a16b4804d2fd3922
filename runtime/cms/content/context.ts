import type { PracticalAsideModel } from '@design-system/blocks/PracticalAside';
import type { Locale } from '@design-system/i18n/locales';
import type { HostConfig } from '@runtime/sites/hosts';
import type { SiteId } from '@runtime/sites/registry';
import type { ImageUrls } from './image.mapper';

/** What every mapper may know besides the document: where and for whom it renders. */
export interface MapContext {
  site: SiteId;
  locale: Locale;
  hosts: HostConfig;
  images: ImageUrls;
  /** Today in Copenhagen (`yyyy-MM-dd`) from the request's clock: the calendar, event and opening-hours rules. */
  today?: string;
  /**
   * The site's practical facts from its root data (opening hours, the featured ticket's prices, address, the ticket
   * call to action), for the pages that show them beside their content; absent when the page is mapped without
   * root data.
   */
  practical?: PracticalAsideModel | null;
  /**
   * The request's query parameters (every value of each name), for the pages that read some (the calendar's `fra`,
   * `til`, `emne`: runtime/domain/calendarQuery.ts). Only the parameters runtime/cache/pageQueryParameters.ts keys
   * cached copies by may change what a page shows.
   */
  search?: Readonly<Record<string, readonly string[]>>;
}
