import type { BannerArt, ProductArt } from './illustrations';
import type { CategoryFields, ProductFields, SubcategoryFields } from './model';
import { BANK_EQUIPMENT } from './seed-data/bank-equipment';
import { COMPUTERS } from './seed-data/computers';
import { warrantyTerms, type CategorySeed } from './seed-data/helpers';
import { HOME_FURNITURE } from './seed-data/home-furniture';
import { INTERACTIVE_SCREENS } from './seed-data/interactive-screens';
import { OFFICE_CHAIRS } from './seed-data/office-chairs';
import { OFFICE_FURNITURE } from './seed-data/office-furniture';
import { PRINTERS } from './seed-data/printers';
import { SAFES } from './seed-data/safes';
import { STATIONERY } from './seed-data/stationery';
import { catalogSlug } from '@ogulf/contracts';

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

/** A picture the seed draws: where it goes (relative to the shop image folder) and what it shows. */
export type ImageJob = { file: string } & ({ type: 'banner'; art: BannerArt } | { type: 'product'; art: ProductArt });

export type SeedCategory = CategoryFields;
export type SeedSubcategory = Omit<SubcategoryFields, 'category'> & { categorySlug: string };
export type SeedProduct = Omit<ProductFields, 'category' | 'subcategory'> & {
  categorySlug: string;
  subcategorySlug: string;
  /** How long before the seeding the product was "added", so `newest` means something. */
  ageHours: number;
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
        const flags = product.flags ?? '';
        const closing = category.closing(warrantyTerms(product.specs));
        const isNewArrival = flags.includes('N');
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
          description: [product.short, subcategory.about, closing.en].join('\n\n'),
          descriptionAr: [product.shortAr, subcategory.aboutAr, closing.ar].join('\n\n'),
          price: product.price,
          contactForQuote: product.price === null,
          isFeatured: flags.includes('F'),
          isNewArrival,
          isBestSeller: flags.includes('B'),
          images: [SHOP_IMAGE_PREFIX + file],
          specifications: product.specs,
          availability: flags.includes('O') ? 'out-of-stock' : flags.includes('P') ? 'pre-order' : 'in-stock',
          ageHours,
        });
        result.images.push({ file, type: 'product', art: { kind: product.art, colour: product.colour, seed: slug } });
      }
    });
  });
  return result;
}

/** The built-in catalogue (computed once). */
export const CATALOG_SEED: CatalogSeed = buildCatalogSeed();
