import { describe, expect, it } from 'vitest';
import { isSlowConnection } from './prefetch';

describe('"prefetched after 1 s unless connection is slow"', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: true, effectiveType: '4g' }, true],
  ])('%j → slow %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});
