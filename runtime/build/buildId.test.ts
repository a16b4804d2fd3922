import { describe, expect, it } from 'vitest';
import { currentBuildId } from './buildId';

describe('build id', () => {
  it('is BUILD_ID when the deployment sets it, and the same for every build step of one process', () => {
    const env: Record<string, string | undefined> = { BUILD_ID: 'release-42' };
    expect(currentBuildId(env)).toBe('release-42');
    expect(currentBuildId(env)).toBe('release-42');
    expect(currentBuildId({ BUILD_ID: 'other' })).toBe('other');
    const fresh: Record<string, string | undefined> = {};
    const id = currentBuildId(fresh);
    expect(id).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
    expect(currentBuildId(fresh)).toBe(id);
  });
});
