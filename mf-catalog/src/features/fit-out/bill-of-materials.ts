/**
 * The builder's rules engine: rooms and their answers in, suggested lines out, from the rules and
 * the live products `GET /api/fitout-rules` answers. Pure, so the component test and the page
 * agree on what a room suggests.
 */
import {
  FITOUT_CHOICE_ANSWERS,
  FITOUT_COUNT_ANSWERS,
  FITOUT_QUESTIONS,
  fitoutConditionHolds,
  fitoutQuantity,
  type FitoutAnswers,
  type FitoutRoomRules,
  type FitoutRoomType,
  type FitoutRuleItem,
} from '@ogulf/contracts/fitout';
import type { FitoutProduct } from '@ogulf/contracts';

/** Most units of one product a quote request may ask for (the API's per-line limit). */
export const MAX_LINE_QUANTITY = 999;

export interface BuilderRoom {
  /** Local key (React list key and line owner). */
  id: string;
  type: FitoutRoomType;
  label: string;
  answers: FitoutAnswers;
}

export interface BuilderLine {
  productId: string;
  quantity: number;
}

/** Answers a new room starts with: the lower end of each count a little raised, the first choice. */
export function defaultAnswers(type: FitoutRoomType): FitoutAnswers {
  const starting: Partial<Record<keyof typeof FITOUT_COUNT_ANSWERS, number>> = {
    people: 8,
    offices: 2,
    seats: 10,
    visitors: 6,
    cashiers: 2,
    cabinets: 4,
  };
  const answers: FitoutAnswers = {};
  for (const key of FITOUT_QUESTIONS[type]) {
    if (key === 'finish') answers.finish = FITOUT_CHOICE_ANSWERS.finish[0];
    else if (key === 'safeSize') answers.safeSize = FITOUT_CHOICE_ANSWERS.safeSize[0];
    else answers[key] = starting[key] ?? FITOUT_COUNT_ANSWERS[key].min;
  }
  return answers;
}

/** Priced products by price, those on request after them. */
function byPrice(a: FitoutProduct, b: FitoutProduct): number {
  if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0);
  return a.price - b.price;
}

/** The product a rule suggests, or undefined when what it names is no longer in the catalogue. */
export function pickProduct(item: FitoutRuleItem, products: readonly FitoutProduct[]): FitoutProduct | undefined {
  const { kind, slug } = item.source;
  if (kind === 'product') return products.find((product) => product.slug === slug);
  const candidates = products
    .filter((product) => (kind === 'subcategory' ? product.subcategory?.slug : product.category.slug) === slug)
    .sort(byPrice);
  if (item.pick === 'cheapest') return candidates[0];
  const priced = candidates.filter((product) => product.price !== null);
  return priced[priced.length - 1] ?? candidates[0];
}

/** What the rules suggest for one room: one line per product (quantities of rules naming it added up). */
export function suggestLines(
  room: Pick<BuilderRoom, 'type' | 'answers'>,
  rules: readonly FitoutRoomRules[],
  products: readonly FitoutProduct[],
): BuilderLine[] {
  const items = rules.find((candidate) => candidate.type === room.type)?.items ?? [];
  const lines = new Map<string, number>();
  for (const item of items) {
    if (!fitoutConditionHolds(item.when, room.answers)) continue;
    const quantity = fitoutQuantity(item.quantity, room.answers);
    const product = pickProduct(item, products);
    if (!product || quantity <= 0) continue;
    lines.set(product.id, Math.min(MAX_LINE_QUANTITY, (lines.get(product.id) ?? 0) + quantity));
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Other products a line may be swapped for: the same subcategory (or category, outside any). */
export function alternativesOf(product: FitoutProduct, products: readonly FitoutProduct[]): FitoutProduct[] {
  return products
    .filter((other) =>
      product.subcategory
        ? other.subcategory?.id === product.subcategory.id
        : !other.subcategory && other.category.id === product.category.id,
    )
    .sort(byPrice);
}

/** The request's lines: every room's lines, one per product, quantities added up (each at most 999). */
export function requestLines(roomLines: readonly (readonly BuilderLine[])[]): BuilderLine[] {
  const total = new Map<string, number>();
  for (const lines of roomLines)
    for (const line of lines) total.set(line.productId, (total.get(line.productId) ?? 0) + line.quantity);
  return [...total].map(([productId, quantity]) => ({ productId, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }));
}

export interface IndicativeTotal {
  /** QAR, of the priced lines only. */
  amount: number;
  /** Lines whose price is given on request (not in the amount). */
  onRequest: number;
}

export function indicativeTotal(lines: readonly BuilderLine[], products: readonly FitoutProduct[]): IndicativeTotal {
  let amount = 0;
  let onRequest = 0;
  for (const line of lines) {
    const product = products.find((candidate) => candidate.id === line.productId);
    if (!product) continue;
    if (product.price === null) onRequest += 1;
    else amount += product.price * line.quantity;
  }
  return { amount, onRequest };
}
