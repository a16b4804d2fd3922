import { describe, expect, it } from 'vitest';
import { CMS_TIMEOUT_MS, CmsTimeoutError, withTimeoutAndRetry } from './retry';

describe('every CMS call has a timeout (≤ 2.5 s) and at most one retry', () => {
  it('answers at once when the first try succeeds', async () => {
    let tries = 0;
    expect(await withTimeoutAndRetry(async () => ++tries)).toBe(1);
    expect(tries).toBe(1);
  });

  it('retries a transient failure once, then gives up with the last error', async () => {
    let tries = 0;
    await expect(
      withTimeoutAndRetry(async () => {
        tries += 1;
        throw Object.assign(new Error('down'), { statusCode: 500 });
      }),
    ).rejects.toThrow('down');
    expect(tries).toBe(2);
  });

  it('a 4xx (bad query) is not retried', async () => {
    let tries = 0;
    await expect(
      withTimeoutAndRetry(async () => {
        tries += 1;
        throw Object.assign(new Error('bad query'), { statusCode: 400 });
      }),
    ).rejects.toThrow('bad query');
    expect(tries).toBe(1);
  });

  it('a slow answer is cut off at the deadline, the signal aborted, and tried once more', async () => {
    const signals: AbortSignal[] = [];
    const started = Date.now();
    await expect(
      withTimeoutAndRetry(
        (signal) => {
          signals.push(signal);
          return new Promise(() => {});
        },
        { timeoutMs: 50 },
      ),
    ).rejects.toBeInstanceOf(CmsTimeoutError);
    expect(signals).toHaveLength(2);
    expect(signals.every((s) => s.aborted)).toBe(true);
    // Two 50 ms deadlines, not the default one: generous room for a busy machine.
    expect(Date.now() - started).toBeLessThan(CMS_TIMEOUT_MS);
  });

  it('recovers when the retry succeeds', async () => {
    let tries = 0;
    const value = await withTimeoutAndRetry(async () => {
      tries += 1;
      if (tries === 1) throw new Error('connection reset');
      return 'ok';
    });
    expect(value).toBe('ok');
  });
});
