import type { PageContext } from 'vike/types';
import { isSearchPath } from '@runtime/search/paths';

/**
 * The search page: /soeg, /{locale}/soeg. A route function outranks the content route's `/*`
 * (Vike's precedence), so a content page can never shadow search.
 */
export default (pageContext: PageContext) => isSearchPath(pageContext.urlPathname);
