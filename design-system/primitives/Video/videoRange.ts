/** A part of a video as fractions of its duration: `0.25-0.5` is the second quarter. */
export interface VideoRange {
  start: number;
  end: number;
}

/**
 * Parses a range `"start-end"` of fractions (0 to 1) of the duration. Anything else (missing,
 * malformed, out of 0..1, start not before end) gives null: the whole video plays.
 */
export function parseVideoRange(range: string | undefined | null): VideoRange | null {
  if (!range) return null;
  const match = /^\s*(\d*\.?\d+)\s*-\s*(\d*\.?\d+)\s*$/.exec(range);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  if (!(start >= 0 && end <= 1 && start < end)) return null;
  return { start, end };
}
