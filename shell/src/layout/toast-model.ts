/**
 * The visible toasts' rules as pure functions (spec section 9 constants from web-kit's
 * `NOTIFICATION_SETTINGS`): which notifications show, when each closes by itself, and what a
 * swipe does. Loaded with the toasts, not on the first page load.
 */
import { NOTIFICATION_SETTINGS, type Notification } from '@ogulf/web-kit';

/**
 * The newest three, oldest first (the newest sits nearest the screen's edge). Older ones
 * collapse out of sight; their timers keep running, and one still due comes back when a newer one closes.
 */
export function visibleToasts(
  all: readonly Notification[],
  max: number = NOTIFICATION_SETTINGS.visibleToasts,
): readonly Notification[] {
  return all.length > max ? all.slice(-max) : all;
}

/** A swipe shorter than this never dismisses, however fast: a shaky tap is not a flick. */
const MIN_FLICK_PX = 10;

/** A swipe of at least 45 px, or a flick faster than 0.11 px/ms, dismisses. */
export function isDismissSwipe(distancePx: number, elapsedMs: number): boolean {
  const distance = Math.abs(distancePx);
  if (distance >= NOTIFICATION_SETTINGS.swipeThresholdPx) return true;
  return distance >= MIN_FLICK_PX && distance / Math.max(elapsedMs, 1) > NOTIFICATION_SETTINGS.swipeVelocity;
}

/**
 * Time on screen of every notification, counted only while the toaster is not paused (hovered,
 * focused, or the tab hidden), so a paused message keeps the time it had left.
 */
export interface DismissClock {
  /** Follows the list: new notifications start with no time used, gone ones are forgotten. */
  sync(list: readonly Notification[]): void;
  pause(): void;
  resume(): void;
  /** Ids whose time is up. */
  due(list: readonly Notification[]): number[];
  /** Milliseconds until the next one is due; null when paused or none will close by itself. */
  nextIn(list: readonly Notification[]): number | null;
}

export function createDismissClock(now: () => number): DismissClock {
  const used = new Map<number, number>();
  let runningSince: number | null = null;
  const usedBy = (id: number, t: number) => (used.get(id) ?? 0) + (runningSince === null ? 0 : t - runningSince);
  const left = (n: Notification, t: number) => n.durationMs - usedBy(n.id, t);
  return {
    sync(list) {
      const ids = new Set(list.map((n) => n.id));
      for (const id of used.keys()) if (!ids.has(id)) used.delete(id);
      const t = now();
      for (const id of ids) if (!used.has(id)) used.set(id, runningSince === null ? 0 : runningSince - t);
    },
    pause() {
      if (runningSince === null) return;
      const t = now();
      for (const [id, ms] of used) used.set(id, ms + t - runningSince);
      runningSince = null;
    },
    resume() {
      runningSince ??= now();
    },
    due(list) {
      const t = now();
      return list.filter((n) => left(n, t) <= 0).map((n) => n.id);
    },
    nextIn(list) {
      if (runningSince === null) return null;
      const t = now();
      const waits = list.map((n) => left(n, t)).filter((ms) => Number.isFinite(ms));
      return waits.length ? Math.max(0, Math.min(...waits)) : null;
    },
  };
}
