import { BRAND_LABEL, type CategoryRecord, type ProductRecord, type SubcategoryRecord } from './model';
import { allowsTypo, normalizeSearchText, searchWords, WORD_OF, wordMeets } from './search-text';

/**
 * The product search (issue 17), shared by the search dialog (`/api/products/search/{query}`) and
 * the results page (`/api/products?q=`). FerretDB has no `$text` and scans the collection for any
 * query, so the products are searched in memory over an index built once per catalogue change:
 * every distinct word of the catalogue with the products and places it appears in.
 *
 * A product matches when every word of the query meets it: in its own name (English or Arabic),
 * its brand, its category or subcategory name, a specification value or an option value. A word
 * meets a product word exactly, as its beginning, anywhere inside a name (as the dialog has always
 * matched, so "top" finds laptops), or, when it is long enough and no word of the catalogue,
 * within one typo of one ("chiar" meets "chair" and "chairs").
 */

/** Where a word was found, best first. */
const PLACES = ['name', 'brand', 'taxonomy', 'details'] as const;
type Place = (typeof PLACES)[number];
/** How well a word met, best first. */
type Kind = 'exact' | 'prefix' | 'inside' | 'fuzzy';
const KIND_SCORE: Record<Kind, number> = { exact: 8, prefix: 6, inside: 3, fuzzy: 1 };
const PLACE_SCORE: Record<Place, number> = { name: 3, brand: 3, taxonomy: 2, details: 1 };

interface IndexedProduct {
  id: string;
  name: string;
  /** The normalised names the words may be found inside: the product's, its category's, its subcategory's. */
  names: Array<{ text: string; place: 'name' | 'taxonomy' }>;
}

export interface SearchIndex {
  products: IndexedProduct[];
  /** Every word of the catalogue -> product position -> the best place it is found in. */
  words: Map<string, Map<number, Place>>;
}

/** The taxonomy the index reads names from. */
export interface SearchTaxonomy {
  categoryById: ReadonlyMap<string, Pick<CategoryRecord, 'name' | 'nameAr'>>;
  subcategoryById: ReadonlyMap<string, Pick<SubcategoryRecord, 'name' | 'nameAr'>>;
}

type IndexedRecord = Pick<
  ProductRecord,
  '_id' | 'name' | 'nameAr' | 'category' | 'subcategory' | 'specifications' | 'options'
>;

/** Indexes the products (built once per catalogue change; a few milliseconds for hundreds of products). */
export function buildSearchIndex(records: readonly IndexedRecord[], taxonomy: SearchTaxonomy): SearchIndex {
  const words = new Map<string, Map<number, Place>>();
  // Specification values repeat across products ("A4, duplex"): each text is split once.
  const split = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    let found = split.get(text);
    if (!found) split.set(text, (found = searchWords(normalizeSearchText(text))));
    return found;
  };
  const products = records.map((record, position): IndexedProduct => {
    const add = (text: string, place: Place) => {
      for (const word of wordsOf(text)) {
        const places = words.get(word) ?? new Map<number, Place>();
        words.set(word, places);
        const known = places.get(position);
        if (known === undefined || PLACES.indexOf(place) < PLACES.indexOf(known)) places.set(position, place);
      }
    };
    const category = taxonomy.categoryById.get(String(record.category));
    const subcategory = record.subcategory ? taxonomy.subcategoryById.get(String(record.subcategory)) : undefined;
    const names: IndexedProduct['names'] = [];
    for (const text of [record.name, record.nameAr]) names.push({ text: normalizeSearchText(text), place: 'name' });
    for (const ref of [category, subcategory])
      if (ref)
        for (const text of [ref.name, ref.nameAr]) names.push({ text: normalizeSearchText(text), place: 'taxonomy' });
    for (const { text, place } of names) add(text, place);
    for (const line of record.specifications ?? []) {
      const place = line.label === BRAND_LABEL ? 'brand' : 'details';
      add(line.value, place);
      add(line.valueAr, place);
    }
    for (const option of record.options ?? [])
      for (const value of option.values) {
        add(value.name, 'details');
        add(value.nameAr, 'details');
      }
    return { id: String(record._id), name: record.name, names };
  });
  return { products, words };
}

/** The most words of a query that count (the rest are ignored). */
export const MAX_QUERY_WORDS = 8;

interface WordHit {
  kind: Kind;
  place: Place;
}

/** A product the query found and how well: compare with `compareHits`. */
export interface SearchHit {
  id: string;
  name: string;
  /** Some word met only within a typo: ranked after every product met without one. */
  fuzzy: boolean;
  /** 0: the whole query is in the product's name; 1: every word in its name or brand; 2: otherwise. */
  tier: number;
  score: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Best first: without typos before with, the query in the name first, then by score, then by name and id. */
export function compareHits(a: SearchHit, b: SearchHit): number {
  return (
    Number(a.fuzzy) - Number(b.fuzzy) ||
    a.tier - b.tier ||
    b.score - a.score ||
    compareText(a.name, b.name) ||
    compareText(a.id, b.id)
  );
}

const better = (a: WordHit, b: WordHit | undefined) =>
  b === undefined || KIND_SCORE[a.kind] + PLACE_SCORE[a.place] > KIND_SCORE[b.kind] + PLACE_SCORE[b.place];

/**
 * The products of the index that every word of `query` meets, best first (`compareHits`).
 * Words are split on white space; a word that is all punctuation ("(") or holds some inside
 * ("15.6-inch") is looked for as it is inside the names, and its letters and digits as words.
 */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const typed = normalizeSearchText(query).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (typed.length === 0) return [];
  let found: Map<number, WordHit[]> | undefined;
  for (const word of typed) {
    const hits = new Map<number, WordHit>();
    const keep = (position: number, hit: WordHit) => {
      if (found && !found.has(position)) return;
      if (better(hit, hits.get(position))) hits.set(position, hit);
    };
    // The word as typed, anywhere inside a name: "top" in "laptop", "(" and "15.6" literally.
    index.products.forEach((product, position) => {
      for (const name of product.names)
        if (name.text.includes(word)) keep(position, { kind: 'inside', place: name.place });
    });
    // Its letters and digits as one word ("chair$" is "chair"), also without the Arabic article;
    // a word with punctuation inside ("wi-fi", "a+b") is only looked for as typed.
    const [core, ...more] = [...word.matchAll(WORD_OF)].map(([part]) => part);
    if (core !== undefined && more.length === 0) {
      const candidates = new Set(searchWords(core));
      // A word the catalogue uses is no typo: "chair" finds chairs, not "chain" or "charger".
      const typo = allowsTypo(core) && ![...candidates].some((candidate) => index.words.has(candidate));
      for (const candidate of candidates)
        for (const [token, places] of index.words) {
          const kind = wordMeets(candidate, token, typo);
          if (!kind) continue;
          for (const [position, place] of places) keep(position, { kind, place });
        }
    }
    const next = new Map<number, WordHit[]>();
    for (const [position, hit] of hits) next.set(position, [...(found?.get(position) ?? []), hit]);
    found = next;
    if (found.size === 0) return [];
  }

  const phrase = typed.join(' ');
  return [...(found ?? new Map<number, WordHit[]>())].map(([position, hits]): SearchHit => {
    const product = index.products[position]!;
    const inName = product.names.some((name) => name.place === 'name' && name.text.includes(phrase));
    const allNamed = hits.every((hit) => hit.place === 'name' || hit.place === 'brand');
    return {
      id: product.id,
      name: product.name,
      fuzzy: hits.some((hit) => hit.kind === 'fuzzy'),
      tier: inName ? 0 : allNamed ? 1 : 2,
      score: hits.reduce((sum, hit) => sum + KIND_SCORE[hit.kind] + PLACE_SCORE[hit.place], 0),
    };
  });
}
