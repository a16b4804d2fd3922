import { describe, expect, it } from 'vitest';
import { hostConfigFromEnv } from '@runtime/sites/hosts';
import type { MapContext } from '../content/context';
import { sanityImageUrls } from '../content/image.mapper';
import { sitePractical } from './practical.mapper';
import { emptyRootData, type RootData } from './rootData.mapper';

const ctx: MapContext = {
  site: 'natmus',
  locale: 'da',
  hosts: hostConfigFromEnv({ PORT: '3000' }),
  images: sanityImageUrls({ projectId: 'embedded', dataset: 'stage', embedded: true }),
  today: '2026-11-22',
};

function rootWith(parts: Partial<RootData>): RootData {
  return { ...emptyRootData('da'), ...parts };
}

describe('sitePractical: the site’s practical facts for the aside, from root data', () => {
  it('takes the regular opening hours, the featured ticket’s prices, the complete address and the ticket call to action', () => {
    const root = rootWith({
      siteName: 'Nationalmuseet',
      tickets: {
        types: [
          { title: 'Voksne', price: 130 },
          { title: 'Børn under 18 år', price: 0 },
        ],
        cta: { label: 'Køb billet', url: '/billet/entre' },
        links: [{ label: 'Praktisk information', url: '/praktisk-information', icon: 'arrow' }],
      },
      openingHours: {
        general: [
          { days: 'Mandag', hours: 'Lukket', firstDay: 'monday', lastDay: 'monday', open: false },
          { days: 'Tirsdag - søndag', hours: '10.00 - 17.00', firstDay: 'tuesday', lastDay: 'sunday', open: true },
        ],
        overview: [],
        openToday: true,
        today: 'Åbent i dag 10.00 - 17.00',
      },
      address: { street: 'Prinsens Palæ, Ny Vestergade 10', zip: '1471', city: 'København K', countryCode: 'da' },
    });
    expect(sitePractical(root, ctx)).toEqual({
      openingHours: [
        { days: 'Mandag', hours: 'Lukket' },
        { days: 'Tirsdag - søndag', hours: '10.00 - 17.00' },
      ],
      prices: [
        { title: 'Voksne', price: 130 },
        { title: 'Børn under 18 år', price: 0 },
      ],
      place: { name: 'Nationalmuseet', street: 'Prinsens Palæ, Ny Vestergade 10', zip: '1471', city: 'København K' },
      cta: { label: 'Køb billet', href: '/billet/entre', kind: 'internal' },
      moreLink: { label: 'Praktisk information', href: '/praktisk-information', kind: 'internal' },
    });
  });

  it('leaves out an incomplete address and names the place after the site when root data has no name', () => {
    const partial = rootWith({
      address: { street: 'Ny Vestergade 10', zip: '', city: 'København K', countryCode: 'da' },
    });
    expect(sitePractical(partial, ctx)).toBeNull();
    const unnamed = rootWith({ address: { street: 'Kronborg 1C', zip: '3000', city: 'Helsingør', countryCode: 'da' } });
    expect(sitePractical(unnamed, { ...ctx, site: 'kronborg' })?.place?.name).toBe('Kronborg Slot');
  });

  it('is null for the empty fallback root data: the pages fall back to their own facts', () => {
    expect(sitePractical(emptyRootData('da'), ctx)).toBeNull();
  });
});
