import { AVAILABILITIES, OPTION_CHOICE, OPTION_KINDS, type Availability, type ProductFacets } from '@ogulf/contracts';
import type { ProductRecord } from './model';

/**
 * The listing's filters that follow the data (issue 20): option values, availability and the
 * price range, matched per variant in memory. FerretDB reads the whole collection for any query
 * anyway, and the catalogue is a few hundred products at most, so the products in scope are
 * filtered here rather than by a query that could not say "one variant matches all of these".
 */

/** What the shopper chose. An empty `options` map and undefined fields narrow nothing. */
export interface ListingChoice {
  /** Option key -> the value keys chosen (OR'ed); options are AND'ed on one variant. */
  options: ReadonlyMap<string, ReadonlySet<string>>;
  availability?: ReadonlySet<Availability>;
  minPrice?: number;
  maxPrice?: number;
}

/** One thing a product sells: a variant, or the product itself when it has none. */
interface Offer {
  options: Readonly<Record<string, string>>;
  price: number | null;
  availability: Availability;
}

/** A filter left out while counting that filter's own facet. */
type Except = { option: string } | 'availability' | 'price' | undefined;

/** Reads `?opt=colour:black&opt=colour:red&availability=…` into a choice. */
export function choiceOf(query: {
  opt?: readonly string[] | undefined;
  availability?: readonly Availability[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}): ListingChoice {
  const options = new Map<string, Set<string>>();
  for (const pair of query.opt ?? []) {
    const [, option, value] = OPTION_CHOICE.exec(pair) ?? [];
    if (option === undefined || value === undefined) continue;
    const values = options.get(option) ?? new Set<string>();
    values.add(value);
    options.set(option, values);
  }
  return {
    options,
    ...(query.availability && query.availability.length > 0 ? { availability: new Set(query.availability) } : {}),
    ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
  };
}

/** Whether the choice narrows anything beyond the products in scope. */
export function choosesAnything(choice: ListingChoice): boolean {
  return (
    choice.options.size > 0 ||
    choice.availability !== undefined ||
    choice.minPrice !== undefined ||
    choice.maxPrice !== undefined
  );
}

/** A counted stock of 0 shows as out of stock; a pre-order label stays, and uncounted goods keep theirs. */
export function availabilityOf(label: Availability, stock: number | null): Availability {
  if (label === 'pre-order' || stock === null) return label;
  return stock <= 0 ? 'out-of-stock' : label;
}

function offersOf(record: ProductRecord): Offer[] {
  const variants = record.variants ?? [];
  if (variants.length === 0) {
    const stock = typeof record.stock === 'number' ? record.stock : null;
    return [
      {
        options: {},
        price: typeof record.price === 'number' ? record.price : null,
        availability: availabilityOf(record.availability, stock),
      },
    ];
  }
  return variants.map((variant) => ({
    options: variant.options,
    price: typeof variant.price === 'number' ? variant.price : null,
    availability: availabilityOf(record.availability, variant.stock ?? null),
  }));
}

function offerMatches(offer: Offer, choice: ListingChoice, except: Except): boolean {
  for (const [option, values] of choice.options) {
    if (typeof except === 'object' && except.option === option) continue;
    const value = offer.options[option];
    if (value === undefined || !values.has(value)) return false;
  }
  if (except !== 'availability' && choice.availability && !choice.availability.has(offer.availability)) return false;
  if (except !== 'price' && (choice.minPrice !== undefined || choice.maxPrice !== undefined)) {
    // A price on request is in no range.
    if (offer.price === null) return false;
    if (choice.minPrice !== undefined && offer.price < choice.minPrice) return false;
    if (choice.maxPrice !== undefined && offer.price > choice.maxPrice) return false;
  }
  return true;
}

/** A product in scope with what it offers, read once per request. */
export interface Candidate {
  record: ProductRecord;
  offers: Offer[];
}

export function candidatesOf(records: readonly ProductRecord[]): Candidate[] {
  return records.map((record) => ({ record, offers: offersOf(record) }));
}

function matchingOffers(candidate: Candidate, choice: ListingChoice, except?: Except): Offer[] {
  return candidate.offers.filter((offer) => offerMatches(offer, choice, except));
}

/** A product that matches, with the lowest price among its matching offers (null: all on request). */
export interface Match {
  record: ProductRecord;
  price: number | null;
}

/** The products of which at least one variant (or the product itself) matches every filter. */
export function matchProducts(candidates: readonly Candidate[], choice: ListingChoice): Match[] {
  return candidates.flatMap((candidate) => {
    const offers = matchingOffers(candidate, choice);
    if (offers.length === 0) return [];
    const prices = offers.flatMap((offer) => (offer.price === null ? [] : [offer.price]));
    return [{ record: candidate.record, price: prices.length > 0 ? Math.min(...prices) : null }];
  });
}

const byKey = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The facets of the products in scope under `choice`: every option and value they offer, each
 * with the number of products that would match with it chosen instead of its option's other
 * values; the same for availability; and the price bounds of the matching offers, ignoring the
 * price range itself (so the shopper sees how far it can go).
 */
export function facetsOf(candidates: readonly Candidate[], choice: ListingChoice): ProductFacets {
  type Value = ProductFacets['options'][number]['values'][number];
  const options = new Map<string, Omit<ProductFacets['options'][number], 'values'> & { values: Map<string, Value> }>();
  // Names, kinds and swatches come from the first product offering the option or value.
  for (const { record } of candidates) {
    for (const option of record.options ?? []) {
      const entry = options.get(option.key) ?? {
        key: option.key,
        name: option.name,
        nameAr: option.nameAr,
        kind: option.kind,
        values: new Map<string, Value>(),
      };
      options.set(option.key, entry);
      for (const value of option.values) {
        if (!entry.values.has(value.key))
          entry.values.set(value.key, {
            key: value.key,
            name: value.name,
            nameAr: value.nameAr,
            swatch: value.swatch ?? '',
            count: 0,
          });
      }
    }
  }

  const countWith = (except: Except, test: (offer: Offer) => boolean) =>
    candidates.filter((candidate) => matchingOffers(candidate, choice, except).some(test)).length;

  const optionFacets = [...options.values()]
    .sort((a, b) => OPTION_KINDS.indexOf(a.kind) - OPTION_KINDS.indexOf(b.kind) || byKey(a.key, b.key))
    .map((option) => ({
      key: option.key,
      name: option.name,
      nameAr: option.nameAr,
      kind: option.kind,
      values: [...option.values.values()]
        .sort((a, b) => byKey(a.key, b.key))
        .map((value) => ({
          ...value,
          count: countWith({ option: option.key }, (offer) => offer.options[option.key] === value.key),
        })),
    }));

  const prices = candidates.flatMap((candidate) =>
    matchingOffers(candidate, choice, 'price').flatMap((offer) => (offer.price === null ? [] : [offer.price])),
  );

  return {
    total: candidates.filter((candidate) => matchingOffers(candidate, choice).length > 0).length,
    options: optionFacets,
    availability: AVAILABILITIES.map((value) => ({
      value,
      count: countWith('availability', (offer) => offer.availability === value),
    })),
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}
