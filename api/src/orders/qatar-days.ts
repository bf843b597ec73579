/** Calendar days as the shop counts them: in Qatar (UTC+3 all year, no daylight saving), written `YYYY-MM-DD`. */
import { QATAR_UTC_OFFSET_MINUTES } from '@ogulf/contracts';

/** The moment a Qatar day starts (00:00 +03:00). */
export function startOfQatarDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - QATAR_UTC_OFFSET_MINUTES * 60_000);
}

/** The Qatar day it is at `moment`. */
export function qatarDayOf(moment: Date): string {
  return new Date(moment.getTime() + QATAR_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** `day` moved by `count` days (negative goes back). */
export function shiftDay(day: string, count: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + count);
  return at.toISOString().slice(0, 10);
}
