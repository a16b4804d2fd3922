import type { PageType } from '../pageTypes';
import { frontPageDefinition } from './frontPage.pageType';
import { landingPageDefinition } from './landingPage.pageType';
import type { PageDefinition } from './types';

/** Every page type with a content path: one line per type, each defined in its own `*.page.ts`. */
export const pageDefinitions: Partial<Record<PageType, PageDefinition>> = {
  frontPage: frontPageDefinition as PageDefinition,
  landingPage: landingPageDefinition as PageDefinition,
};

/** The type-specific projections, as GROQ conditional fields of the one page projection. */
export function typeProjections(): string {
  return Object.values(pageDefinitions)
    .map((definition) => `_type == "${definition.type}" => ${definition.projection}`)
    .join(',\n  ');
}
