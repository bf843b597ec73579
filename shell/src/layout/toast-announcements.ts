/**
 * What the toaster's live regions tell screen readers (always loaded, so kept apart from the
 * visible toasts' rules in toast-model.ts).
 */
import type { Notification } from '@ogulf/web-kit';

/** What the two live regions say: the newest message of each kind that is still on screen. */
export interface Announcements {
  polite?: Notification;
  assertive?: Notification;
  /** The newest id already announced: older ones coming back into view are not read again. */
  lastId: number;
}

export const NOTHING_ANNOUNCED: Announcements = { lastId: 0 };

/** Errors are read out at once (assertive), the rest politely; returns `previous` when nothing changed. */
export function nextAnnouncements(previous: Announcements, list: readonly Notification[]): Announcements {
  let { polite, assertive, lastId } = previous;
  for (const n of list) {
    if (n.id <= lastId) continue;
    if (n.kind === 'error') assertive = n;
    else polite = n;
    lastId = n.id;
  }
  // Emptying a live region says nothing, so a dismissed message simply leaves it.
  if (polite && !list.includes(polite)) polite = undefined;
  if (assertive && !list.includes(assertive)) assertive = undefined;
  const same = polite === previous.polite && assertive === previous.assertive && lastId === previous.lastId;
  return same ? previous : { polite, assertive, lastId };
}
