/** Breakpoints of the spec (section 9), in pixels: min-widths. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A min-width media query for a breakpoint, for use in style files. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}
