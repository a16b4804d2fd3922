import { getContrast } from 'color2k';

/**
 * The text/background colour pairs the components use for text, and how their contrast is measured: one list for
 * the site themes (tokens/contrast.test.ts) and for a page theme over each of them (design-system/theme/pageTheme.test.ts).
 */
export const TEXT_PAIRS = [
  ['primaryForeground', 'primaryBackground'],
  ['impactForeground', 'impactBackground'],
  ['surfaceForeground', 'surface'],
  ['mutedForeground', 'primaryBackground'],
  ['mutedForeground', 'surface'],
  ['link', 'primaryBackground'],
  ['link', 'surface'],
  ['errorForeground', 'primaryBackground'],
  ['overlayForeground', 'overlay'],
] as const;

type TextColour = (typeof TEXT_PAIRS)[number][number];

/** An rgba() scrim composited over white. */
function mixOverWhite(rgba: string): string {
  const match = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(rgba);
  if (!match) return rgba;
  const [, r, g, b, a] = match.map(Number) as [number, number, number, number, number];
  const mix = (channel: number) => Math.round(channel * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/**
 * The contrast ratio of a text colour on its background. The overlay scrim lies over photographs: it is measured
 * over white, its worst case.
 */
export function textContrast(
  colours: Record<TextColour, string>,
  foreground: TextColour,
  background: TextColour,
): number {
  const behind = background === 'overlay' ? mixOverWhite(colours.overlay) : colours[background];
  return getContrast(colours[foreground], behind);
}
