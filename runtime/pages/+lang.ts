import type { PageContext } from 'vike/types';

/** `html lang` per locale (default da). */
export default (pageContext: PageContext) => pageContext.locale ?? 'da';
