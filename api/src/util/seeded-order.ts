import type { Types } from 'mongoose';

/** A document as read back: its fields, its id and its timestamps. */
export type Stored<Fields> = Fields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** What home-page texts that staff put in order and seeding adds once share (hero slides, testimonials). */
export interface SeededOrderFields {
  /** Ascending display order. */
  order: number;
  /** Identifies a built-in one so that seeding never adds it twice; absent on those staff make. */
  seedKey?: string;
}

/** The schema paths of `SeededOrderFields`. */
export const SEEDED_ORDER_PATHS = {
  order: { type: Number, default: 0 },
  seedKey: { type: String, index: true },
} as const;
