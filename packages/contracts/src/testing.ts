/**
 * Fixtures for the tests of the API and of every front end (`@ogulf/contracts/testing`; shipped
 * code never imports it): values shaped as the contracts say, plain unless a test says otherwise.
 */
import type { FitoutQuantity, FitoutRuleItem, FitoutSourceKind } from './fitout';
import type { ProductOptionView, ProductView } from './replies';

/** A product view in stock at one price (350 unless given), without options, pictures or texts beyond its name. */
export function testProductView(fields: Partial<ProductView> & Pick<ProductView, 'name' | 'category'>): ProductView {
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
  kind: ProductOptionView['kind'],
  values: Array<[string, string, string, string]>,
): ProductOptionView {
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

/**
 * A fit-out rule: its source as `kind:slug` (`'product:pedestal'`, `'subcategory:task-chairs'`),
 * its quantity, and the cheapest pick with no condition unless `more` says otherwise.
 */
export function fitoutRule(
  source: `${FitoutSourceKind}:${string}`,
  quantity: FitoutQuantity,
  more: Partial<Pick<FitoutRuleItem, 'pick' | 'when'>> = {},
): FitoutRuleItem {
  const [kind, slug] = source.split(':') as [FitoutSourceKind, string];
  return { source: { kind, slug }, pick: 'cheapest', quantity, ...more };
}
