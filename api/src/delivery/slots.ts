import {
  DELIVERY_BOOKING_DAYS,
  DELIVERY_SLOTS,
  ORDER_CUTOFF_HOUR,
  QATAR_UTC_OFFSET_MINUTES,
  type DeliveryChoice,
  type DeliveryDay,
  type DeliveryScheduleView,
  type DeliverySlotsView,
} from '@ogulf/contracts';
import { CATALOG_TAG, ORDERABLE_TTL_MS, type CatalogMemo } from '../catalog/pricing';
import { AppError, NotFoundError } from '../http/errors';
import type { DeliveryZone } from './model';
import { bookedPlaces, forgetPastPlaces, placesTaken, reservePlace } from './reservations';
import { getDeliverySchedule, isClosedDay, rememberedSchedule, slotCapacity } from './schedule';
import { getZoneDeliverySettings } from './service';

/**
 * Read-cache tag of the bookings: every place taken or given back (order placed with a slot,
 * cancelled, moved, deleted) invalidates it, so the slot lists show the new `remaining`.
 */
export const DELIVERY_BOOKINGS_TAG = 'delivery-bookings';

type Weekday = DeliveryDay | 'friday';
// Date#getUTCDay order.
const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// Far more than any zone's lead time and booking window; stops the walk for a zone with no days.
const MAX_DAYS_AHEAD = 400;

/** Today's date (`YYYY-MM-DD`) and the minutes since midnight, in Qatar (UTC+3, no daylight saving). */
export function qatarToday(now: Date): { date: string; minutes: number } {
  const shifted = new Date(now.getTime() + QATAR_UTC_OFFSET_MINUTES * 60_000);
  return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A day the shop is open and delivers (never Friday, never a day the admin closed). */
export function isOpenDay(schedule: DeliveryScheduleView, date: string): boolean {
  return weekdayOf(date) !== 'friday' && !isClosedDay(schedule, date);
}

function deliversOn(zone: DeliveryZone, schedule: DeliveryScheduleView, date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 'friday' && zone.deliveryDays.includes(weekday) && isOpenDay(schedule, date);
}

/**
 * The days the checkout offers for the zone: from today (tomorrow from ORDER_CUTOFF_HOUR on), the
 * zone's lead time counted in its own open delivery days, then DELIVERY_BOOKING_DAYS calendar days
 * from that first day, keeping only the zone's open delivery days.
 */
export function bookingDays(zone: DeliveryZone, schedule: DeliveryScheduleView, now: Date): string[] {
  const today = qatarToday(now);
  let day = today.minutes >= ORDER_CUTOFF_HOUR * 60 ? addDays(today.date, 1) : today.date;
  const limit = addDays(day, MAX_DAYS_AHEAD);
  for (let counted = 0; counted < zone.leadTimeDays && day < limit;) {
    day = addDays(day, 1);
    if (deliversOn(zone, schedule, day)) counted += 1;
  }
  while (!deliversOn(zone, schedule, day) && day < limit) day = addDays(day, 1);
  if (day >= limit) return [];
  const days: string[] = [];
  for (let offset = 0; offset < DELIVERY_BOOKING_DAYS; offset += 1) {
    const candidate = addDays(day, offset);
    if (deliversOn(zone, schedule, candidate)) days.push(candidate);
  }
  return days;
}

/**
 * What the checkout offers for `zone` at `now`, each slot with its places left. A slot the admin
 * set to capacity 0 is not offered, nor a slot of today that has already begun; a day left with
 * no slot is left out.
 */
export function offeredSlots(
  zone: DeliveryZone,
  schedule: DeliveryScheduleView,
  now: Date,
  booked: ReadonlySet<string>,
): DeliverySlotsView {
  const today = qatarToday(now);
  const days = bookingDays(zone, schedule, now)
    .map((date) => ({
      date,
      weekday: weekdayOf(date) as DeliveryDay,
      slots: DELIVERY_SLOTS.filter(
        (slot) =>
          slotCapacity(schedule, zone.key, slot.id) > 0 &&
          (date !== today.date || minutesOf(slot.start) > today.minutes),
      ).map((slot) => ({
        id: slot.id,
        start: slot.start,
        end: slot.end,
        remaining: Math.max(
          0,
          slotCapacity(schedule, zone.key, slot.id) - placesTaken(booked, { zone: zone.key, date, slot: slot.id }),
        ),
      })),
    }))
    .filter((day) => day.slots.length > 0);
  return { zone: zone.key, days, firstFree: firstFree(days) };
}

function firstFree(days: DeliverySlotsView['days'], except?: DeliveryChoice): DeliverySlotsView['firstFree'] {
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.remaining > 0 && !(except && except.date === day.date && except.slot === slot.id)) {
        return { date: day.date, slot: slot.id };
      }
    }
  }
  return null;
}

/** The zone by key, from the zones remembered with the catalogue; 404 `ZONE_NOT_FOUND` otherwise. */
export async function zoneByKey(key: string, memo?: CatalogMemo): Promise<DeliveryZone> {
  // The same memo as the order service's (zones share the catalogue's tag).
  const { zones } = await (memo
    ? memo.remember(CATALOG_TAG, 'zone-delivery-settings', ORDERABLE_TTL_MS, getZoneDeliverySettings)
    : getZoneDeliverySettings());
  const zone = zones.find((candidate) => candidate.key === key);
  if (!zone) throw new NotFoundError('Unknown delivery zone', { code: 'ZONE_NOT_FOUND' });
  return zone;
}

/** `GET /api/delivery-slots`: the checkout's days and slots for the zone, with the places left. */
export async function deliverySlots(zoneKey: string, now: Date, memo?: CatalogMemo): Promise<DeliverySlotsView> {
  const [zone, schedule] = await Promise.all([zoneByKey(zoneKey, memo), rememberedSchedule(memo)]);
  return (await slotsWithBookings(zone, schedule, now)).offered;
}

async function slotsWithBookings(
  zone: DeliveryZone,
  schedule: DeliveryScheduleView,
  now: Date,
): Promise<{ offered: DeliverySlotsView; booked: ReadonlySet<string> }> {
  const days = bookingDays(zone, schedule, now);
  const booked = days.length === 0 ? new Set<string>() : await bookedPlaces(zone.key, days[0]!, days.at(-1)!);
  return { offered: offeredSlots(zone, schedule, now, booked), booked };
}

/** 409 `SLOT_UNAVAILABLE`, naming the next free slot the checkout offers (or null). */
export function slotUnavailable(nextFree: DeliverySlotsView['firstFree']): AppError {
  return new AppError(409, 'SLOT_UNAVAILABLE', 'That delivery slot is full or no longer available', {
    details: { nextFree },
  });
}

// Booking reads the schedule itself, not the remembered copy: another instance learns of a
// schedule saved elsewhere only within 2 s, and for those seconds it would book up to the old
// capacity. One small read per booking keeps the limit exact from the moment it is saved.

/**
 * Takes a place for an order placed at checkout: the day and slot must be among those offered
 * to the zone at `now`, with a place left. Answers the place's id (release it if the order is
 * not stored); 409 `SLOT_UNAVAILABLE` with the next free slot otherwise.
 */
export async function bookAtCheckout(
  zone: DeliveryZone,
  choice: DeliveryChoice,
  holder: { orderId: string; key: string },
  now: Date,
): Promise<string> {
  const [schedule] = await Promise.all([getDeliverySchedule(), forgetPastPlaces(qatarToday(now).date)]);
  const { offered, booked } = await slotsWithBookings(zone, schedule, now);
  const slot = offered.days.find((day) => day.date === choice.date)?.slots.find((one) => one.id === choice.slot);
  const place =
    slot && slot.remaining > 0
      ? await reservePlace(
          { zone: zone.key, ...choice },
          slotCapacity(schedule, zone.key, choice.slot),
          holder,
          now,
          booked,
        )
      : null;
  if (place === null) throw slotUnavailable(firstFree(offered.days, choice));
  return place;
}

/**
 * Takes a place for the admin moving an order: any open day from today on, even one the
 * checkout does not offer yet (today, or within the lead time), but never a Friday, a closed
 * day, a past slot's day, or a slot over its capacity.
 */
export async function bookForAdmin(
  zone: DeliveryZone,
  choice: DeliveryChoice,
  orderId: string,
  now: Date,
): Promise<string> {
  const today = qatarToday(now).date;
  const [schedule] = await Promise.all([getDeliverySchedule(), forgetPastPlaces(today)]);
  const capacity = slotCapacity(schedule, zone.key, choice.slot);
  const place =
    isOpenDay(schedule, choice.date) && choice.date >= today && capacity > 0
      ? await reservePlace(
          { zone: zone.key, ...choice },
          capacity,
          { orderId, key: '' },
          now,
          await bookedPlaces(zone.key, choice.date, choice.date),
        )
      : null;
  if (place === null) throw slotUnavailable((await slotsWithBookings(zone, schedule, now)).offered.firstFree);
  return place;
}
