/**
 * The fit-out builder's schemas (issue 18): the rules the admin edits (`PUT /api/admin/fitout-rules`),
 * the rooms a quote request carries (`POST /api/quote-request`), and the replies of the rule reads.
 */
import { z } from 'zod/mini';
import { catalogRef } from '../replies';
import {
  FITOUT_ANSWER_KEYS,
  FITOUT_CHOICE_ANSWERS,
  FITOUT_COUNT_ANSWERS,
  FITOUT_COUNT_KEYS,
  FITOUT_LIMITS,
  FITOUT_PICKS,
  FITOUT_QUESTIONS,
  FITOUT_ROOM_TYPES,
  FITOUT_SOURCE_KINDS,
  type FitoutAnswerKey,
  type FitoutChoiceAnswer,
  type FitoutCountAnswer,
  type FitoutRoomType,
} from '../fitout';

const SLUG = /^[a-z0-9\u0600-\u06ff]+(?:-[a-z0-9\u0600-\u06ff]+)*$/;

const roomType = z.enum(FITOUT_ROOM_TYPES, `Expected one of ${FITOUT_ROOM_TYPES.join(', ')}`);
const answerKey = z.enum(FITOUT_ANSWER_KEYS as [FitoutAnswerKey, ...FitoutAnswerKey[]], 'Unknown question');
const countKey = z.enum(FITOUT_COUNT_KEYS as [FitoutCountAnswer, ...FitoutCountAnswer[]], 'Expected a count question');

function wholeNumber(min: number, max: number, what: string) {
  return z
    .number(`Expected ${what}`)
    .check(
      z.int(`${what} is a whole number`),
      z.gte(min, `${what} is at least ${min}`),
      z.lte(max, `${what} is at most ${max}`),
    );
}

const catalogSlugText = z
  .string('Expected a slug')
  .check(
    z.trim(),
    z.minLength(1, 'Enter a slug'),
    z.maxLength(FITOUT_LIMITS.slug, `A slug has at most ${FITOUT_LIMITS.slug} characters`),
    z.regex(SLUG, 'A slug is lower-case words joined by dashes'),
  );

const quantityRule = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed'), count: wholeNumber(1, FITOUT_LIMITS.maxFixed, 'A count') }),
  z.strictObject({
    kind: z.literal('per'),
    answer: countKey,
    times: wholeNumber(1, FITOUT_LIMITS.maxTimes, 'A factor'),
  }),
  z.strictObject({
    kind: z.literal('per-every'),
    answer: countKey,
    every: wholeNumber(2, FITOUT_LIMITS.maxEvery, 'Every'),
  }),
]);

const condition = z.strictObject({
  answer: answerKey,
  equals: z.optional(z.string('Expected a choice').check(z.maxLength(40))),
  atLeast: z.optional(wholeNumber(0, 1000, 'At least')),
  atMost: z.optional(wholeNumber(0, 1000, 'At most')),
});

const ruleItem = z.strictObject({
  source: z.strictObject({
    kind: z.enum(FITOUT_SOURCE_KINDS, `Expected one of ${FITOUT_SOURCE_KINDS.join(', ')}`),
    slug: catalogSlugText,
  }),
  pick: z._default(z.enum(FITOUT_PICKS, `Expected one of ${FITOUT_PICKS.join(', ')}`), 'cheapest'),
  quantity: quantityRule,
  when: z.optional(condition),
});

const isChoice = (key: FitoutAnswerKey): key is FitoutChoiceAnswer => key in FITOUT_CHOICE_ANSWERS;

type Issue = { code: 'custom'; path: PropertyKey[]; message: string; input: unknown };

/** What is wrong with one room type's rules against the questions that type asks. */
function ruleIssues(room: z.output<typeof roomRules>, at: PropertyKey[]): Issue[] {
  const asked = FITOUT_QUESTIONS[room.type];
  const issues: Issue[] = [];
  room.items.forEach((item, index) => {
    const path = [...at, 'items', index];
    if (item.quantity.kind !== 'fixed' && !asked.includes(item.quantity.answer))
      issues.push({
        code: 'custom',
        path: [...path, 'quantity', 'answer'],
        message: `A ${room.type} room asks only ${asked.join(', ')}`,
        input: item.quantity.answer,
      });
    const when = item.when;
    if (!when) return;
    if (!asked.includes(when.answer)) {
      issues.push({
        code: 'custom',
        path: [...path, 'when', 'answer'],
        message: `A ${room.type} room asks only ${asked.join(', ')}`,
        input: when.answer,
      });
      return;
    }
    const choices: readonly string[] | undefined = isChoice(when.answer)
      ? FITOUT_CHOICE_ANSWERS[when.answer]
      : undefined;
    if (choices) {
      if (
        when.equals === undefined ||
        !choices.includes(when.equals) ||
        when.atLeast !== undefined ||
        when.atMost !== undefined
      )
        issues.push({
          code: 'custom',
          path: [...path, 'when', 'equals'],
          message: `Expected equals: one of ${choices.join(', ')}`,
          input: when.equals,
        });
    } else if (
      when.equals !== undefined ||
      (when.atLeast === undefined && when.atMost === undefined) ||
      (when.atLeast !== undefined && when.atMost !== undefined && when.atLeast > when.atMost)
    ) {
      issues.push({
        code: 'custom',
        path: [...path, 'when'],
        message: 'A count condition gives atLeast and/or atMost (atLeast ≤ atMost)',
        input: when,
      });
    }
  });
  return issues;
}

const roomRules = z.strictObject({
  type: roomType,
  items: z
    .array(ruleItem, 'Expected a list of rules')
    .check(z.maxLength(FITOUT_LIMITS.maxRuleItems, `At most ${FITOUT_LIMITS.maxRuleItems} rules per room`)),
});

/** `PUT /api/admin/fitout-rules` body: every room type's rules, each type at most once. */
export const fitoutRulesBody = z.strictObject({
  rooms: z.array(roomRules, 'Expected a list of room types').check(
    z.maxLength(FITOUT_ROOM_TYPES.length, `At most ${FITOUT_ROOM_TYPES.length} room types`),
    z.superRefine((rooms, context) => {
      const seen = new Set<FitoutRoomType>();
      rooms.forEach((room, index) => {
        if (seen.has(room.type))
          context.issues.push({
            code: 'custom',
            path: [index, 'type'],
            message: 'Each room type appears once',
            input: room.type,
          });
        seen.add(room.type);
        context.issues.push(...ruleIssues(room, [index]));
      });
    }),
  ),
});
export type FitoutRulesInput = z.output<typeof fitoutRulesBody>;

/** One room of a quote request: its type, the buyer's name for it, and its answers. */
export const fitoutRoom = z
  .strictObject({
    type: roomType,
    label: z._default(
      z.string('Expected text').check(
        z.trim(),
        z.maxLength(FITOUT_LIMITS.roomLabel, `Enter at most ${FITOUT_LIMITS.roomLabel} characters`),
        z.refine((value) => !/[\r\n]/.test(value), 'Keep it on one line'),
      ),
      '',
    ),
    answers: z.strictObject({
      ...(Object.fromEntries(
        Object.entries(FITOUT_COUNT_ANSWERS).map(([key, range]) => [
          key,
          z.optional(wholeNumber(range.min, range.max, 'A count')),
        ]),
      ) as Record<FitoutCountAnswer, z.ZodMiniOptional<z.ZodMiniNumber<number>>>),
      finish: z.optional(z.enum(FITOUT_CHOICE_ANSWERS.finish, 'Expected standard or premium')),
      safeSize: z.optional(z.enum(FITOUT_CHOICE_ANSWERS.safeSize, 'Expected small, medium or large')),
    }),
  })
  .check(
    z.superRefine((room, context) => {
      const asked = FITOUT_QUESTIONS[room.type];
      for (const key of FITOUT_ANSWER_KEYS) {
        const given = room.answers[key] !== undefined;
        if (given !== asked.includes(key))
          context.issues.push({
            code: 'custom',
            path: ['answers', key],
            message: given ? `A ${room.type} room does not ask ${key}` : 'Answer this question',
            input: room.answers[key],
          });
      }
    }),
  );
export type FitoutRoomInput = z.output<typeof fitoutRoom>;

/** The rooms a quote request from the builder carries beside its lines. */
export const fitoutRooms = z
  .array(fitoutRoom, 'Expected a list of rooms')
  .check(
    z.minLength(1, 'Add at least one room'),
    z.maxLength(FITOUT_LIMITS.maxRooms, `At most ${FITOUT_LIMITS.maxRooms} rooms`),
  );

const ruleItemView = z.object({
  source: z.object({ kind: z.enum(FITOUT_SOURCE_KINDS), slug: z.string() }),
  pick: z.enum(FITOUT_PICKS),
  quantity: z.union([
    z.object({ kind: z.literal('fixed'), count: z.number() }),
    z.object({ kind: z.literal('per'), answer: countKey, times: z.number() }),
    z.object({ kind: z.literal('per-every'), answer: countKey, every: z.number() }),
  ]),
  when: z.optional(
    z.object({
      answer: answerKey,
      equals: z.optional(z.string()),
      atLeast: z.optional(z.number()),
      atMost: z.optional(z.number()),
    }),
  ),
});
const roomRulesView = z.object({ type: roomType, items: z.array(ruleItemView) });

/** `GET|PUT /api/admin/fitout-rules` reply: the rules as saved (`updatedAt` null: the defaults). */
export const fitoutRulesView = z.object({ rooms: z.array(roomRulesView), updatedAt: z.nullable(z.string()) });
export type FitoutRulesView = z.output<typeof fitoutRulesView>;

/** What the builder needs of a product: enough to list, price and swap it. */
export const fitoutProduct = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  /** QAR, or null when the price is on request. */
  price: z.nullable(z.number()),
  contactForQuote: z.boolean(),
  image: z.string(),
  category: catalogRef,
  subcategory: z.nullable(catalogRef),
});
export type FitoutProduct = z.output<typeof fitoutProduct>;

/**
 * `GET /api/fitout-rules` reply (public): the rules and the live products they can suggest (every
 * product of the subcategories and categories the rules name, so a line can be swapped for
 * another of its subcategory).
 */
export const fitoutCatalogView = z.object({ rooms: z.array(roomRulesView), products: z.array(fitoutProduct) });
export type FitoutCatalogView = z.output<typeof fitoutCatalogView>;
