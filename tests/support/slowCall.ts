import { expect } from 'vitest';
import { CMS_TIMEOUT_MS, CmsTimeoutError } from '@runtime/cms/source/retry';

/**
 * "Every CMS call has a timeout (≤ 2.5 s) and at most one retry", checked against a stand-in server that answers after
 * `slowMs`: the call gives up with CmsTimeoutError, having sent one try and one retry, the retry only once the first
 * try timed out, each try cut off at the timeout, all before the slow answer would have come.
 *
 * The checks read when the requests arrived (`arrivals`, from the stand-in) rather than sampling the count at set
 * moments, so a busy machine that delays a timer cannot fail them.
 */
export async function expectCutOffAndRetriedOnce(
  call: () => Promise<unknown>,
  arrivals: () => number[],
  slowMs: number,
): Promise<void> {
  expect(CMS_TIMEOUT_MS).toBeLessThanOrEqual(2_500);
  expect(slowMs, 'the stand-in answers well after two timeouts').toBeGreaterThan(4 * CMS_TIMEOUT_MS);
  const before = arrivals().length;
  const started = Date.now();
  const outcome = await call().then(
    () => 'answered',
    (error: unknown) => error,
  );
  const ended = Date.now();
  const tries = arrivals().slice(before);
  expect(outcome).toBeInstanceOf(CmsTimeoutError);
  expect(tries, 'one try and one retry, no third').toHaveLength(2);
  const [first = 0, retry = 0] = tries;
  expect(first - started, 'the first try at once').toBeLessThan(CMS_TIMEOUT_MS);
  // Timers may fire a millisecond early; a late one only widens the gaps.
  expect(retry - first, 'the retry only once the first try timed out').toBeGreaterThanOrEqual(CMS_TIMEOUT_MS - 20);
  expect(ended - retry, 'the retry cut off at the timeout too').toBeGreaterThanOrEqual(CMS_TIMEOUT_MS - 20);
  expect(ended - first, 'given up, not waiting for the slow answer').toBeLessThan(slowMs);
}
