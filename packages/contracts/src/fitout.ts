/**
 * The fit-out quote builder (issue 18, `/fit-out`): the room types a buyer lists, the questions
 * each asks, and the closed vocabulary of the rules that turn answers into a bill of materials.
 * zod-free: the storefront reads it without bundling the schemas (requests/fitout.ts has those).
 */

export const FITOUT_ROOM_TYPES = [
  'workstations',
  'private-office',
  'boardroom',
  'reception',
  'cash-office',
  'storage',
  'breakout',
] as const;
export type FitoutRoomType = (typeof FITOUT_ROOM_TYPES)[number];

/** Answers that are a count, with the range a buyer may give. */
export const FITOUT_COUNT_ANSWERS = {
  people: { min: 1, max: 200 },
  offices: { min: 1, max: 50 },
  seats: { min: 2, max: 40 },
  visitors: { min: 1, max: 40 },
  cashiers: { min: 1, max: 20 },
  cabinets: { min: 1, max: 100 },
} as const;
export type FitoutCountAnswer = keyof typeof FITOUT_COUNT_ANSWERS;

/** Answers picked from a few choices, the first being the default. */
export const FITOUT_CHOICE_ANSWERS = {
  finish: ['standard', 'premium'],
  safeSize: ['small', 'medium', 'large'],
} as const;
export type FitoutChoiceAnswer = keyof typeof FITOUT_CHOICE_ANSWERS;

export type FitoutAnswerKey = FitoutCountAnswer | FitoutChoiceAnswer;
export const FITOUT_COUNT_KEYS = Object.keys(FITOUT_COUNT_ANSWERS) as FitoutCountAnswer[];
export const FITOUT_CHOICE_KEYS = Object.keys(FITOUT_CHOICE_ANSWERS) as FitoutChoiceAnswer[];
export const FITOUT_ANSWER_KEYS: readonly FitoutAnswerKey[] = [...FITOUT_COUNT_KEYS, ...FITOUT_CHOICE_KEYS];

/** What each room type asks, in the order the form shows it (and the only answers its rules may read). */
export const FITOUT_QUESTIONS: Readonly<Record<FitoutRoomType, readonly FitoutAnswerKey[]>> = {
  workstations: ['people', 'finish'],
  'private-office': ['offices', 'finish'],
  boardroom: ['seats', 'finish'],
  reception: ['visitors'],
  'cash-office': ['cashiers', 'safeSize'],
  storage: ['cabinets'],
  breakout: ['seats'],
};

/** A room's answers: a count or a choice per question of its type. */
export type FitoutAnswers = { [K in FitoutCountAnswer]?: number } & {
  [K in FitoutChoiceAnswer]?: (typeof FITOUT_CHOICE_ANSWERS)[K][number];
};

/** How a rule names catalogue products: one product, or the products of a subcategory or category. */
export const FITOUT_SOURCE_KINDS = ['product', 'subcategory', 'category'] as const;
export type FitoutSourceKind = (typeof FITOUT_SOURCE_KINDS)[number];

/** Which product of a subcategory or category a rule suggests (priced ones first). */
export const FITOUT_PICKS = ['cheapest', 'dearest'] as const;
export type FitoutPick = (typeof FITOUT_PICKS)[number];

/**
 * The closed set of quantity formulas: `fixed` count; `per` answer (times a factor: one chair per
 * person, two visitor chairs per office); `per-every` N of an answer, rounded up (a pedestal per
 * two people). Nothing an admin types is ever evaluated.
 */
export type FitoutQuantity =
  | { kind: 'fixed'; count: number }
  | { kind: 'per'; answer: FitoutCountAnswer; times: number }
  | { kind: 'per-every'; answer: FitoutCountAnswer; every: number };

/** Applies a rule only when an answer equals a choice, or a count lies in a range. */
export interface FitoutCondition {
  answer: FitoutAnswerKey;
  equals?: string | undefined;
  atLeast?: number | undefined;
  atMost?: number | undefined;
}

export interface FitoutRuleItem {
  source: { kind: FitoutSourceKind; slug: string };
  pick: FitoutPick;
  quantity: FitoutQuantity;
  when?: FitoutCondition | undefined;
}

export interface FitoutRoomRules {
  type: FitoutRoomType;
  items: FitoutRuleItem[];
}

export const FITOUT_LIMITS = {
  /** Rooms in one quote request. */
  maxRooms: 12,
  /** Rules of one room type. */
  maxRuleItems: 20,
  roomLabel: 80,
  slug: 150,
  maxTimes: 20,
  maxEvery: 50,
  maxFixed: 99,
} as const;

/** The quantity a formula gives for a room's answers (0 when the answer it reads is missing). */
export function fitoutQuantity(quantity: FitoutQuantity, answers: FitoutAnswers): number {
  if (quantity.kind === 'fixed') return quantity.count;
  const count = answers[quantity.answer] ?? 0;
  return quantity.kind === 'per' ? count * quantity.times : Math.ceil(count / quantity.every);
}

/** Whether a rule's condition holds for a room's answers (no condition: always). */
export function fitoutConditionHolds(condition: FitoutCondition | undefined, answers: FitoutAnswers): boolean {
  if (!condition) return true;
  const value = answers[condition.answer];
  if (value === undefined) return false;
  if (condition.equals !== undefined && String(value) !== condition.equals) return false;
  if (condition.atLeast !== undefined && !(typeof value === 'number' && value >= condition.atLeast)) return false;
  if (condition.atMost !== undefined && !(typeof value === 'number' && value <= condition.atMost)) return false;
  return true;
}
