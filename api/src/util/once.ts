/** Wraps an async function so every call after the first returns the first call's promise. */
export function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
