import { EVENTS } from '@ogulf/web-kit';
import { WATCHED_KEYS } from './stored-lists';

/** Spec (Regeneration): the files are made again 1 second after the stored lists change. */
export const REGENERATE_DELAY_MS = 1000;

/**
 * Calls `regenerate` 1 s after the stored `categories`, `subcategories` or `products` change:
 * a `storage` event for one of those keys (another tab; a null key means storage was cleared) or
 * `productsUpdated` (this tab). Changes within the second are gathered into one regeneration.
 * Returns the function that stops watching.
 */
export function watchStoredCatalog(
  target: EventTarget,
  regenerate: () => void,
  delayMs = REGENERATE_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      regenerate();
    }, delayMs);
  };
  const onStorage = (event: Event) => {
    const key = (event as Event & { key?: string | null }).key;
    if (key === null || (typeof key === 'string' && WATCHED_KEYS.includes(key))) schedule();
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener(EVENTS.productsUpdated, schedule);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    target.removeEventListener('storage', onStorage);
    target.removeEventListener(EVENTS.productsUpdated, schedule);
  };
}
