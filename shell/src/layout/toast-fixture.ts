import { NOTIFICATION_SETTINGS, type Notification } from '@ogulf/web-kit';

/** A notification for the toast tests: a success with its number in the message, unless told otherwise. */
export const note = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'success',
  message: `Message ${id}`,
  durationMs: NOTIFICATION_SETTINGS.durationMs,
  createdAt: 0,
  ...overrides,
});
