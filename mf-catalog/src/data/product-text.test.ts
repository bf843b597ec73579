import type { TFunction } from 'i18next';
import { productPlacement, productPrice, saleRegularPrice } from './product-text';
import type { ProductSummary } from './types';

const t = ((key: string) =>
  key === 'price.contactForQuote' ? 'Contact for Quote' : key) as unknown as TFunction<'catalog'>;

const product = (extra: Partial<ProductSummary> = {}): ProductSummary => ({
  id: '1',
  name: 'Mesh Chair',
  nameAr: 'كرسي شبكي',
  category: { id: 'c', name: 'Office Furniture', nameAr: 'أثاث مكتبي', slug: 'office-furniture' },
  subcategory: { id: 's', name: 'Chairs', nameAr: 'كراسي', slug: 'chairs' },
  price: 1250,
  contactForQuote: false,
  ...extra,
});

describe('productPlacement', () => {
  it('reads "category • subcategory", or the category alone', () => {
    expect(productPlacement(product(), 'en')).toBe('Office Furniture • Chairs');
    expect(productPlacement(product({ subcategory: null }), 'en')).toBe('Office Furniture');
  });

  it('uses the Arabic names in Arabic, falling back to English', () => {
    expect(productPlacement(product(), 'ar')).toBe('أثاث مكتبي • كراسي');
    expect(productPlacement(product({ subcategory: { id: 's', name: 'Chairs', slug: 'chairs' } }), 'ar')).toBe(
      'أثاث مكتبي • Chairs',
    );
  });
});

describe('productPrice', () => {
  it('shows the price in QAR', () => {
    expect(productPrice(product(), 'en', t)).toMatch(/^QAR\s?1,250$/);
  });

  it('asks to contact for a quote when the product says so or has no price', () => {
    expect(productPrice(product({ contactForQuote: true }), 'en', t)).toBe('Contact for Quote');
    expect(productPrice(product({ price: null }), 'en', t)).toBe('Contact for Quote');
  });
});

describe('productPrice of a product with variants', () => {
  const fromT = ((key: string, values?: { price?: string }) =>
    key === 'price.from' ? `From ${values?.price ?? ''}` : key) as unknown as TFunction<'catalog'>;
  const variant = (sku: string, price: number | null) => ({
    sku,
    options: { colour: sku },
    price,
    stock: 3,
    image: '',
    availability: 'in-stock' as const,
  });

  it('says "From" the lowest price when the variants differ in price', () => {
    const chair = product({ priceFrom: 950, variants: [variant('black', 950), variant('red', 1100)] });
    expect(productPrice(chair, 'en', fromT)).toMatch(/^From QAR\s?950$/);
  });

  it('shows the one price when every variant costs the same', () => {
    const chair = product({ price: null, priceFrom: 950, variants: [variant('black', 950), variant('red', 950)] });
    expect(productPrice(chair, 'en', fromT)).toMatch(/^QAR\s?950$/);
  });
});

describe('saleRegularPrice', () => {
  it('is the price before the sale of a priced product on sale', () => {
    expect(saleRegularPrice(product({ price: 1999, regularPrice: 2450 }))).toBe(2450);
  });

  it('shows no sale when the regular price does not beat the price, on quotation, or with variants', () => {
    expect(saleRegularPrice(product({ price: 1999, regularPrice: null }))).toBeNull();
    expect(saleRegularPrice(product({ price: 2450, regularPrice: 2450 }))).toBeNull();
    expect(saleRegularPrice(product({ price: 1999, regularPrice: 2450, contactForQuote: true }))).toBeNull();
    expect(
      saleRegularPrice(
        product({
          price: 1999,
          regularPrice: 2450,
          variants: [{ sku: 'A', options: {}, price: 1999, stock: 1, image: '', availability: 'in-stock' }],
        }),
      ),
    ).toBeNull();
  });
});
