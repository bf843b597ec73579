import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ART_KINDS, COLOURS, type ArtKind, type ColourName } from '../illustrations';
import type { Specification } from '../model';

/**
 * The shape the built-in catalogue is written in (one file per category: its texts and closing
 * in TypeScript, its subcategories and products as data in `<category>.subcategories.json`, checked
 * against the schemas below when loaded), and the helpers that word warranty lines in both
 * languages. `seed-data.ts` turns it into stored documents: slugs, image paths and the long
 * descriptions (the product's own text, then its category's closing).
 */

const artKind = z.enum(ART_KINDS as [ArtKind, ...ArtKind[]]);
const colourName = z.enum(Object.keys(COLOURS) as [ColourName, ...ColourName[]]);
const specification = z.strictObject({
  label: z.string(),
  labelAr: z.string(),
  value: z.string(),
  valueAr: z.string(),
});

/** The option keys the built-in catalogue uses, the same on every product so the listing can filter by them. */
const optionKey = z.enum(['colour', 'finish', 'size', 'capacity']);
export type SeedOptionKey = z.output<typeof optionKey>;

const optionValue = z.strictObject({
  key: z.string(),
  name: z.string(),
  nameAr: z.string(),
  /** The colour the variant's picture is drawn in (colours and finishes), and its swatch. */
  colour: colourName.optional(),
});

const productSeed = z.strictObject({
  name: z.string(),
  nameAr: z.string(),
  /** QAR; null for products sold on quotation (they get `contactForQuote`). */
  price: z.number().nullable(),
  /** Letters: F featured, N new arrival, B best seller, O out of stock, P pre-order. */
  flags: z
    .string()
    .regex(/^[FNBOP]+$/)
    .optional(),
  art: artKind,
  colour: colourName,
  /** One sentence shown by the price and on cards (the spec's `shortDescription`). */
  short: z.string(),
  shortAr: z.string(),
  /**
   * The product page's Description: two or three sentences that add to the summary (materials,
   * sizes in use, who it suits, care) without repeating any sentence of it; the category's
   * closing (delivery, set-up, warranty) follows it as a second paragraph. Arabic is written for
   * Gulf business buyers, not translated word for word.
   */
  long: z.string(),
  longAr: z.string(),
  /** 3 to 6 lines. */
  specs: z.array(specification),
  /** Options and the variants offered (issue 20); absent for a product sold as one item. */
  variants: z
    .strictObject({
      /** The SKU's stem: each variant's SKU is the stem and its value keys, upper-case. */
      sku: z.string(),
      options: z.array(z.strictObject({ key: optionKey, values: z.array(optionValue) })),
      /** One per combination offered (a combination left out is not sold). */
      variants: z.array(
        z.strictObject({ values: z.partialRecord(optionKey, z.string()), price: z.number(), stock: z.number() }),
      ),
    })
    .optional(),
});
export type ProductSeed = z.output<typeof productSeed>;

/** What a category and a subcategory both have: names, descriptions and the banner's drawing. */
const groupSeed = z.strictObject({
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  /** Banner: the kinds and colours drawn, the first in front. */
  art: z.array(artKind),
  colours: z.array(colourName),
});

const subcategorySeeds = z.array(groupSeed.extend({ products: z.array(productSeed) }));
export type SubcategorySeed = z.output<typeof subcategorySeeds>[number];

/** A category's subcategories and products as its JSON file (next to this one) holds them, checked against the seed's shape. */
export function seedSubcategories(file: string): SubcategorySeed[] {
  return subcategorySeeds.parse(JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')));
}

/** Two forms of a warranty period: "a 5-year" and "5 سنوات" (after "لمدة"). */
export interface WarrantyTerms {
  en: string;
  ar: string;
}

export type CategorySeed = z.output<typeof groupSeed> & {
  /** The closing paragraph of every product's long description (delivery, set-up, warranty). */
  closing: (warranty: WarrantyTerms | undefined) => { en: string; ar: string };
  subcategories: SubcategorySeed[];
};

export function spec(label: string, labelAr: string, value: string, valueAr: string): Specification {
  return { label, labelAr, value, valueAr };
}

const WARRANTY_LABEL = 'Warranty';

/** A warranty of `count` years (or months). */
export function warranty(count: number, unit: 'year' | 'month' = 'year'): Specification {
  const en = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return spec(WARRANTY_LABEL, 'الضمان', en, arabicPeriod(count, unit, 'nominative'));
}

/** The warranty named in `specs`, worded for a sentence ("a 5-year", "5 سنوات"). */
export function warrantyTerms(specs: readonly Specification[]): WarrantyTerms | undefined {
  const line = specs.find((item) => item.label === WARRANTY_LABEL);
  const match = line && /^(\d+) (year|month)s?$/.exec(line.value);
  if (!match) return undefined;
  const count = Number(match[1]);
  const unit = match[2] as 'year' | 'month';
  const article = count === 8 || count === 11 || count === 18 ? 'an' : 'a';
  return { en: `${article} ${count}-${unit}`, ar: arabicPeriod(count, unit, 'genitive') };
}

/**
 * A period in Arabic: one and two have their own words (سنة واحدة، سنتان/سنتين), three to ten
 * take the plural (3 سنوات، 6 أشهر) and eleven and more the singular (12 شهراً).
 */
function arabicPeriod(count: number, unit: 'year' | 'month', grammaticalCase: 'nominative' | 'genitive'): string {
  const words = {
    year: { one: 'سنة واحدة', two: grammaticalCase === 'nominative' ? 'سنتان' : 'سنتين', plural: 'سنوات', many: 'سنة' },
    month: { one: 'شهر واحد', two: grammaticalCase === 'nominative' ? 'شهران' : 'شهرين', plural: 'أشهر', many: 'شهراً' },
  }[unit];
  if (count === 1) return words.one;
  if (count === 2) return words.two;
  if (count <= 10) return `${count} ${words.plural}`;
  return `${count} ${words.many}`;
}
