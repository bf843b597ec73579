import mongoose, { Schema } from 'mongoose';
import type { FitoutRoomRules } from '@ogulf/contracts';

/**
 * The fit-out builder's rules as the admin saved them (issue 18): one document in `fitout_rules`.
 * Until the first save there is none and the built-in defaults (defaults.ts) apply.
 */
export interface FitoutRulesFields {
  key: string;
  rooms: FitoutRoomRules[];
  updatedAt?: Date;
}

export const FITOUT_RULES_KEY = 'default';

const fitoutRulesSchema = new Schema<FitoutRulesFields>(
  {
    key: { type: String, required: true, unique: true, default: FITOUT_RULES_KEY },
    // Checked whole by the contract's schema before every save and written whole.
    rooms: { type: Schema.Types.Mixed, default: [] },
  },
  { timestamps: true, collection: 'fitout_rules', minimize: false },
);

export const FitoutRules = mongoose.model<FitoutRulesFields>('FitoutRules', fitoutRulesSchema);
