import { retireSeedKey } from '../catalog/seed-tombstones';
import { NotFoundError } from '../http/errors';
import type { TestimonialInput, AdminTestimonialView } from '@ogulf/contracts';
import { Testimonial, type TestimonialRecord } from './model';
import { toTestimonialView } from './service';
export type { AdminTestimonialView } from '@ogulf/contracts';

/** Every testimonial, switched on or off, in display order. */
export async function listAdminTestimonials(): Promise<AdminTestimonialView[]> {
  const records = await Testimonial.find().sort({ order: 1, _id: 1 }).lean<TestimonialRecord[]>();
  return records.map(toAdminView);
}

export async function createTestimonial(input: TestimonialInput): Promise<AdminTestimonialView> {
  const [record] = await Testimonial.create([{ company: '', active: true, order: 0, ...definedFields(input) }]);
  return toAdminView(record!.toObject<TestimonialRecord>());
}

/** Updates a testimonial; optional fields left out keep their stored values. */
export async function updateTestimonial(id: string, input: TestimonialInput): Promise<AdminTestimonialView> {
  const record = await Testimonial.findByIdAndUpdate(
    id,
    { $set: definedFields(input) },
    { returnDocument: 'after' },
  ).lean<TestimonialRecord>();
  if (!record) throw notFound(id);
  return toAdminView(record);
}

/** Deletes a testimonial; a built-in one is retired so seeding does not bring it back. */
export async function deleteTestimonial(id: string): Promise<void> {
  const record = await Testimonial.findByIdAndDelete(id).lean<TestimonialRecord>();
  if (!record) throw notFound(id);
  if (record.seedKey) await retireSeedKey('testimonial', record.seedKey);
}

/**
 * Flips `active`: read, then write the opposite. (A conditional update would not make two
 * toggles at the same instant safer on FerretDB 1.x, which applies it as read-then-write too;
 * the one admin clicking twice gets the state of the last click.)
 */
export async function toggleTestimonial(id: string): Promise<AdminTestimonialView> {
  const current = await Testimonial.findById(id, { active: 1 }).lean<Pick<TestimonialRecord, '_id' | 'active'>>();
  if (!current) throw notFound(id);
  const flipped = await Testimonial.findByIdAndUpdate(
    current._id,
    { $set: { active: !current.active } },
    { returnDocument: 'after' },
  ).lean<TestimonialRecord>();
  if (!flipped) throw notFound(id);
  return toAdminView(flipped);
}

function toAdminView(record: TestimonialRecord): AdminTestimonialView {
  return {
    ...toTestimonialView(record),
    active: record.active,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function definedFields<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`No testimonial with id "${id}"`, { code: 'TESTIMONIAL_NOT_FOUND' });
}
