/** Products for the catalogue's tests: every field a product view has, empty or plain unless a test says otherwise. */
import type { Product } from '../data/types';

type Option = Product['options'][number];

/** A product in stock at one price, without options, pictures or texts beyond its name. */
export function testProduct(fields: Partial<Product> & Pick<Product, 'name' | 'category'>): Product {
  const price = fields.price ?? 350;
  return {
    id: 'a'.repeat(24),
    nameAr: fields.name,
    slug: fields.name.toLowerCase().replace(/ /g, '-'),
    shortDescription: '',
    shortDescriptionAr: '',
    description: '',
    descriptionAr: '',
    subcategory: null,
    price,
    contactForQuote: false,
    isFeatured: false,
    isNewArrival: false,
    isBestSeller: false,
    image: '',
    images: [],
    specifications: [],
    availability: 'in-stock',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    sku: '',
    stock: null,
    options: [],
    variants: [],
    priceFrom: price,
    ...fields,
  };
}

/** An option with its values as [key, name, Arabic name, swatch]. */
export function testOption(
  key: string,
  [name, nameAr]: [string, string],
  kind: Option['kind'],
  values: Array<[string, string, string, string]>,
): Option {
  return {
    key,
    name,
    nameAr,
    kind,
    values: values.map(([valueKey, valueName, valueNameAr, swatch]) => ({
      key: valueKey,
      name: valueName,
      nameAr: valueNameAr,
      swatch,
    })),
  };
}
