import mongoose, { Schema, trusted } from 'mongoose';
import type { DeliverySlotId } from '@ogulf/contracts';
import { insertFreeIds } from '../db/numbered-places';

/**
 * One booked place in a delivery slot: `_id` is `<zone>|<date>|<slot>|<n>` for n = 1..capacity.
 *
 * Capacity is never exceeded because a place is taken by INSERTING its document: the unique `_id`
 * lets exactly one insert of each place succeed, on FerretDB as on MongoDB, and across API
 * instances on one database. A counter raised with `$inc` (or an update conditional on a count)
 * would not do on FerretDB 1.x, which applies updates by reading and writing the document back:
 * two checkouts at the same moment would both read 3 of 4 and both write 4. Releasing a place
 * is a delete, atomic on both engines.
 */
export interface SlotReservation {
  _id: string;
  zone: string;
  date: string;
  slot: DeliverySlotId;
  /** The order holding the place (its `_id`, as text). */
  orderId: string;
  /** The checkout's Idempotency-Key ('' for none, or for the admin's move): its retries find it. */
  key: string;
  at: Date;
}

const reservationSchema = new Schema<SlotReservation>(
  {
    _id: { type: String, required: true },
    zone: { type: String, required: true },
    date: { type: String, required: true },
    slot: { type: String, required: true },
    orderId: { type: String, required: true },
    key: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  { collection: 'delivery_reservations', versionKey: false },
);
reservationSchema.index({ zone: 1, date: 1 });
reservationSchema.index({ date: 1 });
reservationSchema.index({ orderId: 1 });
reservationSchema.index({ key: 1 });

export const SlotReservationModel = mongoose.model<SlotReservation>('SlotReservation', reservationSchema);

export interface Place {
  zone: string;
  date: string;
  slot: DeliverySlotId;
}

export const placeId = ({ zone, date, slot }: Place, n: number) => `${zone}|${date}|${slot}|${n}`;

/**
 * Takes a place in the slot for the order; answers its id, or null when all `capacity` places
 * are taken. `taken` (the ids read with the slot's counts) only orders the attempts: the places
 * seen free first, then the others (given back since). The inserts decide.
 */
export async function reservePlace(
  place: Place,
  capacity: number,
  holder: { orderId: string; key: string },
  now: Date,
  taken: ReadonlySet<string>,
): Promise<string | null> {
  const ids = Array.from({ length: capacity }, (_unused, index) => placeId(place, index + 1));
  const [won] = await insertFreeIds(ids, taken, 1, (_id) =>
    SlotReservationModel.create({ _id, ...place, ...holder, at: now }),
  );
  return won ?? null;
}

/**
 * Whether a place is held under this Idempotency-Key: the checkout's earlier attempt, or a twin
 * sent at the same moment whose order may still be on its way in.
 */
export async function heldUnderKey(key: string): Promise<boolean> {
  return (await SlotReservationModel.exists({ key })) !== null;
}

/** Gives back one place (a reservation whose order was not stored). */
export async function releasePlace(id: string): Promise<void> {
  await SlotReservationModel.deleteOne({ _id: id });
}

/**
 * Gives back every place the order holds, or all but `keep` (the place it was just moved to).
 * Safe to repeat: an order that holds none (cancelled twice, placed without a slot) releases nothing.
 */
export async function releaseOrderPlaces(orderId: string, keep?: string): Promise<void> {
  await SlotReservationModel.deleteMany(keep === undefined ? { orderId } : { orderId, _id: trusted({ $ne: keep }) });
}

/**
 * The ids of the places booked in one zone from `first` to `last` (days, inclusive): one query
 * over the window, however many days and slots it holds.
 */
export async function bookedPlaces(zone: string, first: string, last: string): Promise<Set<string>> {
  const docs = await SlotReservationModel.find({ zone, date: trusted({ $gte: first, $lte: last }) }, { _id: 1 }).lean();
  return new Set(docs.map((doc) => doc._id));
}

/** How many of `booked` are places of this slot. */
export function placesTaken(booked: ReadonlySet<string>, place: Place): number {
  const prefix = `${place.zone}|${place.date}|${place.slot}|`;
  let count = 0;
  for (const id of booked) if (id.startsWith(prefix)) count += 1;
  return count;
}

/** Every place booked on one day, in every zone. */
export function placesOn(date: string): Promise<SlotReservation[]> {
  return SlotReservationModel.find({ date }).lean<SlotReservation[]>();
}

let prunedBefore = '';

/**
 * Deletes the places of days before `today`, at most once a day per process. FerretDB 1.x reads
 * the whole collection for any query but one by `_id` alone (and a range on `_id` too): at
 * 10,000 places a slot count took ~450 ms, where the places of the booking window alone (a few
 * hundred to ~1,500: zones x 3 slots x capacity x 12 days) take tens of milliseconds. Nothing
 * books a past day, and the day view of a past day reads the orders instead.
 */
export async function forgetPastPlaces(today: string): Promise<void> {
  if (prunedBefore >= today) return;
  prunedBefore = today;
  try {
    await SlotReservationModel.deleteMany({ date: trusted({ $lt: today }) });
  } catch (error) {
    prunedBefore = '';
    throw error;
  }
}
