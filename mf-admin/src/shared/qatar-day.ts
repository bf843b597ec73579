/** Calendar days as the shop counts them: in Qatar (UTC+3 all year), written `YYYY-MM-DD`. */
import { QATAR_UTC_OFFSET_MINUTES } from '@ogulf/contracts/constants';

/** Today in Qatar. */
export function qatarToday(now = Date.now()): string {
  return new Date(now + QATAR_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** `day` moved by `count` days (negative goes back). */
export function addDays(day: string, count: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + count);
  return at.toISOString().slice(0, 10);
}

/** Whether `text` is a real `YYYY-MM-DD` day. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
}
