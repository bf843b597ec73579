import { COLOURS, type BannerArt, type ColourName, type Dimensions, type ProductArt } from './illustrations';
import type { CategoryFields, ProductFields, Specification, SubcategoryFields } from './model';
import { BANK_EQUIPMENT } from './seed-data/bank-equipment';
import { withBrand } from './seed-data/brands';
import { COMPUTERS } from './seed-data/computers';
import { warrantyTerms, type CategorySeed, type ProductSeed, type SeedOptionKey } from './seed-data/helpers';
import { HOME_FURNITURE } from './seed-data/home-furniture';
import { INTERACTIVE_SCREENS } from './seed-data/interactive-screens';
import { OFFICE_CHAIRS } from './seed-data/office-chairs';
import { OFFICE_FURNITURE } from './seed-data/office-furniture';
import { PRINTERS } from './seed-data/printers';
import { SAFES } from './seed-data/safes';
import { STATIONERY } from './seed-data/stationery';
import { catalogSlug, type OptionKind, type ProductOptionInput } from '@ogulf/contracts';

/** The built-in categories in display order, each written in its own file under `seed-data/`. */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  OFFICE_FURNITURE,
  OFFICE_CHAIRS,
  HOME_FURNITURE,
  COMPUTERS,
  PRINTERS,
  INTERACTIVE_SCREENS,
  SAFES,
  BANK_EQUIPMENT,
  STATIONERY,
];

/** Site path under which the shop's pictures are served, from `<DATA_DIR>/images/shop/`. */
export const SHOP_IMAGE_PREFIX = '/assets/images/shop/';

/**
 * A picture the seed draws: where it goes (relative to the shop image folder) and what it shows:
 * a banner, a product's main picture (one per colour or finish), its detail view, or a piece of
 * furniture's dimensioned line drawing.
 */
export type ImageJob = { file: string } & (
  | { type: 'banner'; art: BannerArt }
  | { type: 'product'; art: ProductArt }
  | { type: 'detail'; art: ProductArt }
  | { type: 'dimensions'; art: ProductArt; dimensions: Dimensions }
);

/** Categories whose products get a dimensioned drawing (buyers plan rooms with them). */
export const FURNITURE_CATEGORIES: ReadonlySet<string> = new Set([
  'office-furniture',
  'office-chairs-seating',
  'home-furniture',
]);

/**
 * File-name endings of a product's extra pictures; the product page names a picture by them
 * ("Picture 3 of 3: dimensions").
 */
export const DETAIL_SUFFIX = '--detail.webp';
export const DIMENSIONS_SUFFIX = '--dimensions.webp';

const FULL_DIMENSIONS = /^(\d+) × (\d+) × (\d+) cm$/;

/**
 * Width, depth and height as the specifications give them: "Dimensions (W × D × H)", or a depth
 * and height with the widths offered ("100 cm, 120 cm, 140 cm" gives "100–140"); undefined when
 * they give none (made-to-measure products).
 */
export function dimensionsOf(specs: readonly Specification[]): Dimensions | undefined {
  const full = FULL_DIMENSIONS.exec(specs.find((item) => item.label === 'Dimensions (W × D × H)')?.value ?? '');
  if (full) return { width: full[1]!, depth: full[2]!, height: full[3]! };
  const depthHeight = /^(\d+) × (\d+) cm$/.exec(specs.find((item) => item.label === 'Dimensions (D × H)')?.value ?? '');
  const widths = [...(specs.find((item) => item.label === 'Widths')?.value ?? '').matchAll(/(\d+) cm/g)].map((m) =>
    Number(m[1]),
  );
  if (!depthHeight || widths.length === 0) return undefined;
  const [min, max] = [Math.min(...widths), Math.max(...widths)];
  return { width: min === max ? String(min) : `${min}–${max}`, depth: depthHeight[1]!, height: depthHeight[2]! };
}

export type SeedCategory = CategoryFields;
export type SeedSubcategory = Omit<SubcategoryFields, 'category'> & { categorySlug: string };
export type SeedProduct = Omit<ProductFields, 'category' | 'subcategory'> & {
  categorySlug: string;
  subcategorySlug: string;
  /** How long before the seeding the product was "added", so `newest` means something. */
  ageHours: number;
  /**
   * The pictures the seed gave this product before the detail views and dimensioned drawings
   * came: a product stored with exactly these gets the new list (see seed.ts); one whose
   * pictures the admin changed keeps them.
   */
  previousImages: string[];
};

export interface CatalogSeed {
  categories: SeedCategory[];
  subcategories: SeedSubcategory[];
  products: SeedProduct[];
  images: ImageJob[];
}

/** Turns the written catalogue into documents: slugs, image paths, long descriptions, ages. */
export function buildCatalogSeed(seeds: readonly CategorySeed[] = CATEGORY_SEEDS): CatalogSeed {
  const result: CatalogSeed = { categories: [], subcategories: [], products: [], images: [] };
  let newArrivals = 0;
  let index = 0;
  seeds.forEach((category, categoryIndex) => {
    const categorySlug = catalogSlug(category.name);
    const categoryFile = `categories/${categorySlug}.webp`;
    result.categories.push({
      name: category.name,
      nameAr: category.nameAr,
      slug: categorySlug,
      description: category.description,
      descriptionAr: category.descriptionAr,
      image: SHOP_IMAGE_PREFIX + categoryFile,
      sortOrder: categoryIndex + 1,
      active: true,
    });
    result.images.push({
      file: categoryFile,
      type: 'banner',
      art: { kinds: category.art, colours: category.colours, seed: categorySlug },
    });

    category.subcategories.forEach((subcategory, subcategoryIndex) => {
      const subcategorySlug = catalogSlug(subcategory.name);
      const subcategoryFile = `subcategories/${subcategorySlug}.webp`;
      result.subcategories.push({
        categorySlug,
        name: subcategory.name,
        nameAr: subcategory.nameAr,
        slug: subcategorySlug,
        description: subcategory.description,
        descriptionAr: subcategory.descriptionAr,
        image: SHOP_IMAGE_PREFIX + subcategoryFile,
        sortOrder: subcategoryIndex + 1,
      });
      result.images.push({
        file: subcategoryFile,
        type: 'banner',
        art: { kinds: subcategory.art, colours: subcategory.colours, seed: subcategorySlug },
      });

      for (const product of subcategory.products) {
        const slug = catalogSlug(product.name);
        const file = `${categorySlug}/${slug}.webp`;
        const sold = variantsOf(product, categorySlug, slug);
        const flags = product.flags ?? '';
        const closing = category.closing(warrantyTerms(product.specs));
        const isNewArrival = flags.includes('N');
        const previousImages = [
          SHOP_IMAGE_PREFIX + file,
          ...sold.pictures.slice(1).map((picture) => SHOP_IMAGE_PREFIX + picture.file),
        ];
        const art: ProductArt = { kind: product.art, colour: sold.pictures[0]?.colour ?? product.colour, seed: slug };
        const dimensions = FURNITURE_CATEGORIES.has(categorySlug) ? dimensionsOf(product.specs) : undefined;
        // A second view of every product, and the measured drawing of a piece of furniture.
        const extraPictures: ImageJob[] = [
          { file: `${categorySlug}/${slug}${DETAIL_SUFFIX}`, type: 'detail', art },
          ...(dimensions
            ? [{ file: `${categorySlug}/${slug}${DIMENSIONS_SUFFIX}`, type: 'dimensions' as const, art, dimensions }]
            : []),
        ];
        // New arrivals were added in the last few weeks, the rest over the past year or so.
        const ageHours = isNewArrival ? 30 + newArrivals++ * 41 : 24 * (45 + ((index * 37) % 360)) + index;
        index++;
        result.products.push({
          categorySlug,
          subcategorySlug,
          name: product.name,
          nameAr: product.nameAr,
          slug,
          shortDescription: product.short,
          shortDescriptionAr: product.shortAr,
          // The summary is shown above it on the product page, so the description does not repeat it.
          description: [product.long, closing.en].join('\n\n'),
          descriptionAr: [product.longAr, closing.ar].join('\n\n'),
          price: product.price,
          contactForQuote: product.price === null,
          isFeatured: flags.includes('F'),
          isNewArrival,
          isBestSeller: flags.includes('B'),
          images: [...previousImages, ...extraPictures.map((picture) => SHOP_IMAGE_PREFIX + picture.file)],
          previousImages,
          specifications: withBrand(slug, product.specs),
          availability: flags.includes('O') ? 'out-of-stock' : flags.includes('P') ? 'pre-order' : 'in-stock',
          ...(sold.options.length > 0 ? { options: sold.options, variants: sold.variants } : {}),
          ageHours,
        });
        // A product with colours or finishes is drawn in each; its main picture is the first one's.
        const [main, ...others] = sold.pictures.length > 0 ? sold.pictures : [{ file, colour: product.colour }];
        result.images.push({ file, type: 'product', art: { kind: product.art, colour: main!.colour, seed: slug } });
        for (const picture of others)
          result.images.push({
            file: picture.file,
            type: 'product',
            art: { kind: product.art, colour: picture.colour, seed: slug },
          });
        result.images.push(...extraPictures);
      }
    });
  });
  return result;
}

/** How each option key of the built-in catalogue is named and shown. */
const OPTION_NAMES: Record<SeedOptionKey, { name: string; nameAr: string; kind: OptionKind }> = {
  colour: { name: 'Colour', nameAr: 'اللون', kind: 'color' },
  finish: { name: 'Finish', nameAr: 'التشطيب', kind: 'finish' },
  size: { name: 'Size', nameAr: 'المقاس', kind: 'size' },
  capacity: { name: 'Capacity', nameAr: 'السعة', kind: 'capacity' },
};

interface SoldAs {
  options: ProductOptionInput[];
  variants: NonNullable<ProductFields['variants']>;
  /** One picture per colour or finish offered (the first is the product's main picture); [] when none. */
  pictures: Array<{ file: string; colour: ColourName }>;
}

/**
 * A seeded product's options and variants: each variant's SKU is the stem and its value keys
 * (`CH-OPR-FAB-RED`), its picture the one drawn in its colour or finish (the main picture when its
 * options have none, as sizes and capacities).
 */
function variantsOf(product: ProductSeed, categorySlug: string, slug: string): SoldAs {
  const seed = product.variants;
  if (!seed) return { options: [], variants: [], pictures: [] };
  const options: ProductOptionInput[] = seed.options.map((option) => ({
    key: option.key,
    ...OPTION_NAMES[option.key],
    values: option.values.map((value) => ({
      key: value.key,
      name: value.name,
      nameAr: value.nameAr,
      swatch: value.colour ? COLOURS[value.colour].hex : '',
    })),
  }));
  const pictures: SoldAs['pictures'] = [];
  const pictureOf = (colour: ColourName): string => {
    const file = pictures.length === 0 ? `${categorySlug}/${slug}.webp` : `${categorySlug}/${slug}--${colour}.webp`;
    const known = pictures.find((picture) => picture.colour === colour);
    if (known) return known.file;
    pictures.push({ file, colour });
    return file;
  };
  const variants = seed.variants.map((variant) => {
    const colour = seed.options
      .flatMap((option) => option.values.filter((value) => variant.values[option.key] === value.key))
      .find((value) => value.colour !== undefined)?.colour;
    const keys = seed.options.map((option) => variant.values[option.key] ?? '');
    return {
      sku: [seed.sku, ...keys].join('-').toUpperCase(),
      options: Object.fromEntries(seed.options.map((option, index) => [option.key, keys[index]!])),
      price: variant.price,
      stock: variant.stock,
      image: SHOP_IMAGE_PREFIX + (colour ? pictureOf(colour) : `${categorySlug}/${slug}.webp`),
    };
  });
  return { options, variants, pictures };
}

/** The built-in catalogue (computed once). */
export const CATALOG_SEED: CatalogSeed = buildCatalogSeed();
