/**
 * The product listing keeps its whole state in the address, so back/forward work and a filtered
 * list can be shared: `/products?category=Office%20Furniture&featured=true&sort=price-asc&page=2`.
 * These pure functions map the query string to filters and back; the API request is built from
 * the same filters (`filtersToQuery`).
 */
import type { Availability, ProductQuery, ProductSort } from './types';

export const PRODUCT_SORTS: readonly ProductSort[] = ['newest', 'price-asc', 'price-desc', 'name'];
/** A search's results can also be in the search's order ("Best match"), which is their default. */
export const SEARCH_SORTS: readonly ProductSort[] = ['relevance', ...PRODUCT_SORTS];
export const DEFAULT_SORT: ProductSort = 'newest';
export const SEARCH_DEFAULT_SORT: ProductSort = 'relevance';
/** The API's limit on a search (`LIMITS.search`). */
export const MAX_SEARCH_LENGTH = 100;
/** Products per listing page. */
export const LISTING_PAGE_SIZE = 12;
export const FLAGS = ['featured', 'newArrival', 'bestSeller'] as const;
/** The availabilities a shopper can filter by, in the order the filter lists them. */
export const LISTING_AVAILABILITIES: readonly Availability[] = ['in-stock', 'pre-order', 'out-of-stock'];
export type ProductFlag = (typeof FLAGS)[number];

export interface ProductFilters {
  /** The search (`?q=chair`), trimmed; absent when there is none. */
  q?: string;
  /** Category name as the site links it (`?category=Office Furniture`), or its slug or id. */
  category?: string;
  /** Subcategory slug or id. */
  subcategory?: string;
  featured: boolean;
  newArrival: boolean;
  bestSeller: boolean;
  /** QAR, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Option values chosen, `option:value` (`colour:red`), sorted, each once. */
  opt: string[];
  /** Availabilities chosen (OR'ed), in `LISTING_AVAILABILITIES` order. */
  availability: Availability[];
  sort: ProductSort;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: ProductFilters = {
  featured: false,
  newArrival: false,
  bestSeller: false,
  opt: [],
  availability: [],
  sort: DEFAULT_SORT,
  page: 1,
};

// What the API accepts, so a hand-edited address never turns into a 400 from the server.
const MAX_CATEGORY_LENGTH = 100;
const SUBCATEGORY = /^(?:[0-9a-fA-F]{24}|[a-z0-9\u0600-\u06FF]+(?:-[a-z0-9\u0600-\u06FF]+)*)$/;
const MAX_SUBCATEGORY_LENGTH = 200;
const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;
const PAGE = /^\d{1,4}$/;
/** The API's `OPTION_CHOICE` and `MAX_OPTION_CHOICES` (zod-free here, to keep contracts' schemas out of the page). */
const OPTION_CHOICE = /^[a-z0-9][a-z0-9-]{0,39}:[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_OPTION_CHOICES = 30;

/** The sorts a listing offers: with a search, "Best match" (its default) first. */
export const sortsFor = (filters: Pick<ProductFilters, 'q'>) => (filters.q ? SEARCH_SORTS : PRODUCT_SORTS);
/** The order a listing has when none is chosen. */
export const defaultSortFor = (filters: Pick<ProductFilters, 'q'>) => (filters.q ? SEARCH_DEFAULT_SORT : DEFAULT_SORT);
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]/g;
const flag = (value: string | null): boolean => value === 'true' || value === '1';

function price(value: string | null): number | undefined {
  const trimmed = value?.trim() ?? '';
  return PRICE.test(trimmed) ? Number(trimmed) : undefined;
}

/** Reads the listing filters from a query string (with or without the leading `?`); bad values are ignored. */
export function parseProductFilters(search: string): ProductFilters {
  const params = new URLSearchParams(search);
  const q =
    (params.get('q') ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim() ||
    undefined;
  const category = params.get('category')?.trim().slice(0, MAX_CATEGORY_LENGTH) || undefined;
  const rawSubcategory = params.get('subcategory')?.trim() ?? '';
  const subcategory =
    rawSubcategory.length <= MAX_SUBCATEGORY_LENGTH && SUBCATEGORY.test(rawSubcategory) ? rawSubcategory : undefined;
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  // A reversed range means what it says the other way round.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = params.get('sort');
  const sorts = sortsFor({ q });
  const page = params.get('page') ?? '';
  const opt = [...new Set(params.getAll('opt').map((value) => value.trim()))]
    .filter((value) => OPTION_CHOICE.test(value))
    .sort()
    .slice(0, MAX_OPTION_CHOICES);
  const chosen = new Set(params.getAll('availability'));
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(subcategory ? { subcategory } : {}),
    featured: flag(params.get('featured')),
    newArrival: flag(params.get('newArrival')),
    bestSeller: flag(params.get('bestSeller')),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    opt,
    availability: LISTING_AVAILABILITIES.filter((value) => chosen.has(value)),
    sort: sorts.find((known) => known === sort) ?? defaultSortFor({ q }),
    page: PAGE.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The query string of the filters (`''` or `?…`): only what differs from the defaults, in a fixed order, spaces as `%20`, `opt=colour:red`. */
export function filtersToSearch(filters: ProductFilters): string {
  const pairs: Array<[string, string]> = [];
  if (filters.q) pairs.push(['q', filters.q]);
  if (filters.category) pairs.push(['category', filters.category]);
  if (filters.subcategory) pairs.push(['subcategory', filters.subcategory]);
  for (const name of FLAGS) if (filters[name]) pairs.push([name, 'true']);
  if (filters.minPrice !== undefined) pairs.push(['minPrice', String(filters.minPrice)]);
  if (filters.maxPrice !== undefined) pairs.push(['maxPrice', String(filters.maxPrice)]);
  for (const value of filters.opt) pairs.push(['opt', value]);
  for (const value of filters.availability) pairs.push(['availability', value]);
  if (filters.sort !== defaultSortFor(filters)) pairs.push(['sort', filters.sort]);
  if (filters.page > 1) pairs.push(['page', String(filters.page)]);
  // `:` is left as it is (allowed in a query), so a shared link reads `opt=colour:red`.
  const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':');
  return pairs.length ? `?${pairs.map(([key, value]) => `${key}=${encode(value)}`).join('&')}` : '';
}

/** The address of a listing state under `basePath` (`/products`, `/category/{id}`…). */
export function listingHref(basePath: string, filters: ProductFilters): string {
  return `${basePath}${filtersToSearch(filters)}`;
}

/**
 * The filters after a change: every change but a page change starts again at page 1, and a new
 * category drops the subcategory (it belonged to the old one).
 */
export function changeFilters(filters: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next: ProductFilters = { ...filters, ...change, page: change.page ?? 1 };
  if ('category' in change && change.category !== filters.category && !('subcategory' in change))
    delete next.subcategory;
  for (const key of ['q', 'category', 'subcategory', 'minPrice', 'maxPrice'] as const)
    if (next[key] === undefined || next[key] === '') delete next[key];
  // A new or cleared search starts in its own default order (a chosen sort other than "Best match" stays).
  if ('q' in change && !sortsFor(next).includes(next.sort)) next.sort = defaultSortFor(next);
  if ('q' in change && change.q !== filters.q && next.sort === defaultSortFor(filters))
    next.sort = defaultSortFor(next);
  return next;
}

/** Whether something narrows the list besides the search (sort and page do not). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return Boolean(
    filters.category ||
    filters.subcategory ||
    FLAGS.some((name) => filters[name]) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.opt.length > 0 ||
    filters.availability.length > 0,
  );
}

/** How many filters narrow the list (the badge on the phone's Filters button). */
export function activeFilterCount(filters: ProductFilters): number {
  return (
    (filters.category ? 1 : 0) +
    (filters.subcategory ? 1 : 0) +
    FLAGS.filter((name) => filters[name]).length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0) +
    filters.opt.length +
    filters.availability.length
  );
}

/** The API query for the filters; `fixed` (a category or subcategory page) wins over the address. */
export function filtersToQuery(
  filters: ProductFilters,
  fixed: { category?: string; subcategory?: string } = {},
): ProductQuery {
  const category = fixed.category ?? (fixed.subcategory ? undefined : filters.category);
  const subcategory = fixed.subcategory ?? filters.subcategory;
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(category ? { category } : {}),
    ...(subcategory ? { subcategory } : {}),
    ...(filters.featured ? { featured: true } : {}),
    ...(filters.newArrival ? { newArrival: true } : {}),
    ...(filters.bestSeller ? { bestSeller: true } : {}),
    ...(filters.minPrice !== undefined ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice !== undefined ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.opt.length > 0 ? { opt: filters.opt } : {}),
    ...(filters.availability.length > 0 ? { availability: filters.availability } : {}),
    sort: filters.sort,
    page: filters.page,
    limit: LISTING_PAGE_SIZE,
  };
}

/** The filters with `option:value` chosen or not; the list stays sorted so equal states have one address. */
export function toggleOption(filters: ProductFilters, choice: string, on: boolean): Partial<ProductFilters> {
  const rest = filters.opt.filter((value) => value !== choice);
  return { opt: on ? [...rest, choice].sort() : rest };
}

/** The filters with an availability chosen or not, in the listed order. */
export function toggleAvailability(filters: ProductFilters, value: Availability, on: boolean): Partial<ProductFilters> {
  const next = new Set(filters.availability);
  if (on) next.add(value);
  else next.delete(value);
  return { availability: LISTING_AVAILABILITIES.filter((candidate) => next.has(candidate)) };
}

/**
 * What the shopper typed, set apart from the sentence around it (Unicode first-strong isolate), so
 * an English word in an Arabic heading, or the reverse, keeps its own direction and its quotes.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
