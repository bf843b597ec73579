import { Testimonial, type TestimonialFields } from './model';
import { SEED_TESTIMONIALS } from './seed-data';

/**
 * Inserts the built-in testimonials that are missing, matched by their `seedKey`, and returns how
 * many it inserted; existing ones, edited or switched off by staff, are left as they are.
 */
export async function seedTestimonials(testimonials: readonly TestimonialFields[] = SEED_TESTIMONIALS, now = new Date()): Promise<number> {
  await Testimonial.createIndexes();
  if (testimonials.length === 0) return 0;
  const result = await Testimonial.bulkWrite(
    testimonials.map((testimonial) => ({
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
