import type { Config } from 'vike/types';

/** The route opts out of scrolling to the top: choosing a facet keeps the visitor where they were. */
export default { keepScrollPosition: true } satisfies Config;
