import mongoose, { Schema } from 'mongoose';

/**
 * Built-in records the admin deleted or renamed, so that seeding at the next start does not
 * bring them back. Seeding keeps inserting whatever built-in record is missing (that is how a
 * half-finished first seed completes, and how a new release adds its new products), so a
 * deletion through the admin API leaves a tombstone: the record's kind and its seed key (the
 * slug of a category, subcategory or product, the `seedKey` of a testimonial). A rename that
 * changes a slug retires the old slug the same way. Records deleted directly in the database
 * leave no tombstone and do come back.
 */
export const SEED_KINDS = ['category', 'subcategory', 'product', 'testimonial', 'heroSlide'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];

interface SeedTombstoneFields {
  kind: SeedKind;
  key: string;
  at: Date;
}

const seedTombstoneSchema = new Schema<SeedTombstoneFields>(
  {
    kind: { type: String, enum: SEED_KINDS, required: true },
    key: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'seed_tombstones' },
);
seedTombstoneSchema.index({ kind: 1, key: 1 }, { unique: true });

export const SeedTombstone = mongoose.model<SeedTombstoneFields>('SeedTombstone', seedTombstoneSchema);

/** Records that the built-in record `key` of `kind` must not be seeded again. Idempotent. */
export async function retireSeedKey(kind: SeedKind, key: string, at = new Date()): Promise<void> {
  if (key === '') return;
  try {
    await SeedTombstone.create({ kind, key, at });
  } catch (error) {
    // Already retired (the unique index): nothing to do.
    if ((error as { code?: unknown }).code !== 11000) throw error;
  }
}

/** The retired seed keys of `kind`. */
export async function retiredSeedKeys(kind: SeedKind): Promise<Set<string>> {
  await SeedTombstone.createIndexes();
  const records = await SeedTombstone.find({ kind }, { key: 1, _id: 0 }).lean<Array<{ key: string }>>();
  return new Set(records.map((record) => record.key));
}
