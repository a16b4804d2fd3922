/**
 * An image field: the asset's URL facts, the alt text in the page's locale, hotspot and crop. In a file of its own so
 * that the fragments built on it (the document teaser, ./fragments.ts) import it without an import cycle (a cycle
 * breaks under Vite's SSR loader).
 */
export const IMAGE = /* groq */ `{
  "assetId": asset._ref,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "alt": alt[$locale],
  hotspot{x, y, width, height},
  crop{top, bottom, left, right}
}`;
