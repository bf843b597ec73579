/**
 * Notifications ("Added to cart", "Saved", …) shared by every remote through the web-kit
 * singleton: a remote calls `notify.success(text)`, the shell's toaster shows it. The constants
 * are the spec's (section 9) and the toaster and tooltips read them from here.
 */

export const NOTIFICATION_SETTINGS = {
  durationMs: 4000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  offsetPx: 24,
  mobileOffsetPx: 16,
  pauseOnHover: true,
  /** A swipe of at least this many pixels, or faster than `swipeVelocity` px/ms, dismisses. */
  swipeThresholdPx: 45,
  swipeVelocity: 0.11,
} as const;

export const TOOLTIP_SETTINGS = {
  delayMs: 700,
  skipDelayMs: 300,
} as const;

export type NotificationKind = 'success' | 'error' | 'info';

export interface NotificationOptions {
  description?: string;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  durationMs?: number;
  /** One button, e.g. "View cart". */
  action?: { label: string; onClick: () => void };
}

export interface Notification extends NotificationOptions {
  id: number;
  kind: NotificationKind;
  message: string;
  durationMs: number;
  createdAt: number;
}

type Listener = (notifications: readonly Notification[]) => void;

let nextId = 1;
let current: readonly Notification[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly Notification[]): void {
  current = next;
  for (const listener of listeners) listener(current);
}

function show(kind: NotificationKind, message: string, options: NotificationOptions = {}): number {
  const id = nextId++;
  publish([
    ...current,
    {
      ...options,
      id,
      kind,
      message,
      durationMs: options.durationMs ?? NOTIFICATION_SETTINGS.durationMs,
      createdAt: Date.now(),
    },
  ]);
  return id;
}

/** Shows a notification; returns its id for `dismissNotification`. */
export const notify = Object.assign(
  (message: string, options?: NotificationOptions) => show('info', message, options),
  {
    success: (message: string, options?: NotificationOptions) => show('success', message, options),
    error: (message: string, options?: NotificationOptions) => show('error', message, options),
    info: (message: string, options?: NotificationOptions) => show('info', message, options),
  },
);

export function dismissNotification(id: number): void {
  if (current.some((n) => n.id === id)) publish(current.filter((n) => n.id !== id));
}

/** The toaster's subscription: called with every change; returns the unsubscribe function. */
export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentNotifications(): readonly Notification[] {
  return current;
}
