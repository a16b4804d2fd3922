import type { PracticalAsideModel } from '@design-system/blocks/PracticalAside';
import { sites } from '@runtime/sites/registry';
import type { MapContext } from '../content/context';
import { ctaLink, type RootData } from './rootData.mapper';

/**
 * The site's practical facts for the "Praktisk" aside of exhibitions, events and knowledge articles, from its root
 * data: the regular opening hours of today's period, the featured ticket's prices, the address (only when complete)
 * and the ticket call to action, with the practical-information link. Null when root data has none of them (the
 * empty fallback), so the pages fall back to their own facts.
 */
export function sitePractical(root: RootData, ctx: MapContext): PracticalAsideModel | null {
  const { street, zip, city } = root.address;
  const model: PracticalAsideModel = {
    openingHours: root.openingHours.general.map(({ days, hours }) => ({ days, hours })),
    prices: root.tickets.types.map(({ title, price }) => ({ title, price })),
    place: street && zip && city ? { name: root.siteName || sites[ctx.site].name, street, zip, city } : null,
    cta: ctaLink(root.tickets.cta, ctx) ?? null,
    moreLink: root.tickets.links[0] ? (ctaLink(root.tickets.links[0], ctx) ?? null) : null,
  };
  const empty =
    model.openingHours?.length === 0 && model.prices?.length === 0 && !model.place && !model.cta && !model.moreLink;
  return empty ? null : model;
}
