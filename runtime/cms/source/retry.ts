/** Every live CMS call: each attempt is aborted after this long (the bound: ≤ 2.5 s). */
export const CMS_TIMEOUT_MS = 2_500;
/** At most one retry, for failures that may pass (timeouts, network errors, 5xx, broken bodies). */
export const CMS_RETRIES = 1;

/** Thrown when an attempt ran out of time. */
export class CmsTimeoutError extends Error {
  override name = 'CmsTimeoutError';
}

/** A 4xx answer (a bad query or missing dataset) will not pass on a retry. */
function isPermanent(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Runs `attempt` with a deadline per try (its signal aborts then, and the try fails with
 * CmsTimeoutError even if the callee ignores the signal), retrying once on a transient failure.
 */
export async function withTimeoutAndRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: { timeoutMs?: number; retries?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CMS_TIMEOUT_MS;
  const retries = options.retries ?? CMS_RETRIES;
  let lastError: unknown;
  for (let tryNumber = 0; tryNumber <= retries; tryNumber += 1) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new CmsTimeoutError(`The CMS did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([attempt(controller.signal), deadline]);
    } catch (error) {
      lastError = error;
      if (isPermanent(error)) break;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError;
}
