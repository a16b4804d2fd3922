import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIsStale, checkBuild, resetBuildWatch } from './buildWatch';

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('"A changed build id (polled periodically) triggers a reload on the next navigation"', () => {
  afterEach(() => resetBuildWatch());

  it('the same id keeps the page; another id marks the build stale', async () => {
    expect(await checkBuild('build-1', answer({ id: 'build-1' }))).toBe(false);
    expect(buildIsStale()).toBe(false);
    expect(await checkBuild('build-1', answer({ id: 'build-2' }))).toBe(true);
    expect(buildIsStale()).toBe(true);
  });

  it('"Manifest or payload fetch failure: Ignored, logged or warned"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await checkBuild('build-1', answer({}, 500))).toBe(false);
    expect(
      await checkBuild('build-1', async () => {
        throw new TypeError('offline');
      }),
    ).toBe(false);
    expect(await checkBuild('build-1', answer({ id: '' }))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
