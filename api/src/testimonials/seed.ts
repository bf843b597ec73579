import { retiredSeedKeys } from '../catalog/seed-tombstones';
import { Testimonial, type TestimonialFields } from './model';
import { SEED_TESTIMONIALS } from './seed-data';

/**
 * Inserts the built-in testimonials that are missing, matched by their `seedKey`, and returns how
 * many it inserted; existing ones, edited or switched off by staff, are left as they are.
 */
export async function seedTestimonials(
  testimonials: readonly TestimonialFields[] = SEED_TESTIMONIALS,
  now = new Date(),
): Promise<number> {
  await Testimonial.createIndexes();
  // Built-in testimonials the admin deleted stay gone (see catalog/seed-tombstones.ts).
  const retired = await retiredSeedKeys('testimonial');
  const wanted = testimonials.filter(
    (testimonial) => testimonial.seedKey === undefined || !retired.has(testimonial.seedKey),
  );
  if (wanted.length === 0) return 0;
  const result = await Testimonial.bulkWrite(
    wanted.map((testimonial) => ({
      updateOne: {
        filter: { seedKey: testimonial.seedKey },
        update: { $setOnInsert: { ...testimonial, createdAt: now, updatedAt: now } },
        upsert: true,
        timestamps: false,
      },
    })),
    { ordered: false },
  );
  return result.upsertedCount;
}
