import type { LogoId } from '@tokens/sites';

/** The marks of the sites' logos: simple geometric emblems on a 40 × 40 grid, drawn in currentColor. */
export const logoMarks: Record<LogoId, string> = {
  main: 'M4 36V12l16-8 16 8v24H4zm6-4h20V14.5L20 9.5l-10 5V32z',
  research: 'M20 4a16 16 0 1 0 0 32 16 16 0 0 0 0-32zm0 6a10 10 0 1 1 0 20 10 10 0 0 1 0-20z',
  conservation:
    'M20 4 6 10v10c0 8 6 14 14 16 8-2 14-8 14-16V10L20 4zm0 6 8 3.5V20c0 5-3.5 9-8 10.5-4.5-1.5-8-5.5-8-10.5v-6.5L20 10z',
  collection: 'M6 6h12v12H6zM22 6h12v12H22zM6 22h12v12H6zM22 22h12v12H22z',
  castle: 'M4 36V14h5v5h4v-5h5v5h4v-5h5v5h4v-5h5v22H24v-8h-8v8H4z',
  warMuseum: 'M20 3 8 8v11c0 8 5 14 12 18 7-4 12-10 12-18V8L20 3zm0 8 5 5-5 5-5-5 5-5z',
  openAirMuseum: 'M4 36V18L20 6l16 12v18h-8V24H12v12H4z',
  jelling: 'M20 4c-6 6-12 8-12 16a12 12 0 0 0 24 0c0-8-6-10-12-16zm0 10a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
  trelleborg:
    'M20 4a16 16 0 1 0 0 32 16 16 0 0 0 0-32zm-2 5v9H9a11 11 0 0 1 9-9zm4 0a11 11 0 0 1 9 9h-9V9zM9 22h9v9a11 11 0 0 1-9-9zm13 0h9a11 11 0 0 1-9 9v-9z',
  ships: 'M4 26h32l-5 8H9l-5-8zm15-22 11 18H19V4z',
  camp: 'M20 6 4 34h32L20 6zm0 10 8 14H12l8-14z',
  commandoFarm: 'M6 34V16L20 6l14 10v18H6zm6-4h16V18l-8-6-8 6v12z',
};

const logoIds = Object.keys(logoMarks) as LogoId[];

/** Spec: "default is the main site logo". Any unknown or missing id gives the main logo. */
export function logoOrDefault(id: string | null | undefined): LogoId {
  return logoIds.find((known) => known === id) ?? 'main';
}
