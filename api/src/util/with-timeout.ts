/**
 * `promise`, or a rejection with `failure()` (default: "no answer within <ms> ms") if it has not
 * settled within `ms`. The timer never keeps the process alive.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  failure: () => Error = () => new Error(`no answer within ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
