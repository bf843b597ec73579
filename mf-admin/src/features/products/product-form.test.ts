import { emptySpecification, productValues, validateProduct, type ProductValues } from './product-form';
import type { AdminProduct } from './types';

const filled = (): ProductValues => ({
  ...productValues(),
  name: ' Walnut Desk ',
  nameAr: ' مكتب جوز ',
  category: '64b000000000000000000001',
  price: '1250.50',
});

describe('validateProduct', () => {
  it('builds the body with trimmed texts, a number price and no subcategory as null', () => {
    const result = validateProduct(filled());
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        name: 'Walnut Desk',
        nameAr: 'مكتب جوز',
        price: 1250.5,
        subcategory: null,
        availability: 'in-stock',
        active: true,
      }),
    });
  });

  it('requires both names and a category', () => {
    const result = validateProduct(productValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: { key: 'required' },
      nameAr: { key: 'required' },
      category: { key: 'required' },
    });
  });

  it('asks for a price unless the product is sold on quotation', () => {
    const noPrice = { ...filled(), price: '' };
    expect(validateProduct(noPrice)).toEqual({ ok: false, errors: { price: { key: 'priceOrQuote' } } });
    expect(validateProduct({ ...noPrice, contactForQuote: true })).toMatchObject({
      ok: true,
      body: { price: null, contactForQuote: true },
    });
  });

  it('refuses a negative price, text, or more than two decimals, and reads Arabic-Indic digits', () => {
    expect(validateProduct({ ...filled(), price: '-5' })).toEqual({
      ok: false,
      errors: { price: { key: 'min', limit: 0 } },
    });
    expect(validateProduct({ ...filled(), price: 'twelve' })).toEqual({
      ok: false,
      errors: { price: { key: 'number' } },
    });
    expect(validateProduct({ ...filled(), price: '10.999' })).toEqual({
      ok: false,
      errors: { price: { key: 'decimals', limit: 2 } },
    });
    expect(validateProduct({ ...filled(), price: '١٢٠٠' })).toMatchObject({ ok: true, body: { price: 1200 } });
  });

  it('drops empty specification rows and needs all four texts of a started row', () => {
    const started = { ...emptySpecification(), label: 'Width', value: '160 cm' };
    const complete = { ...emptySpecification(), label: 'Colour', labelAr: 'اللون', value: 'Walnut', valueAr: 'جوز' };
    const result = validateProduct({ ...filled(), specifications: [emptySpecification(), started, complete] });
    expect(result).toEqual({
      ok: false,
      errors: { 'specifications.1.labelAr': { key: 'required' }, 'specifications.1.valueAr': { key: 'required' } },
    });
    const fixed = validateProduct({ ...filled(), specifications: [emptySpecification(), complete] });
    expect(fixed).toMatchObject({
      ok: true,
      body: { specifications: [{ label: 'Colour', labelAr: 'اللون', value: 'Walnut', valueAr: 'جوز' }] },
    });
  });

  it('keeps at most 12 pictures', () => {
    const images = Array.from({ length: 13 }, (_, i) => `/assets/images/shop/products/p${i}.webp`);
    expect(validateProduct({ ...filled(), images })).toEqual({
      ok: false,
      errors: { images: { key: 'tooMany', limit: 12 } },
    });
  });

  it('fills the form from a saved product, a quotation product showing no price', () => {
    const saved: AdminProduct = {
      id: 'p1',
      name: 'Boardroom Table',
      nameAr: 'طاولة اجتماعات',
      slug: 'boardroom-table',
      shortDescription: '',
      shortDescriptionAr: '',
      description: '',
      descriptionAr: '',
      category: {
        id: '64b000000000000000000001',
        name: 'Office Furniture',
        nameAr: 'أثاث مكتبي',
        slug: 'office-furniture',
      },
      subcategory: { id: '64b000000000000000000002', name: 'Tables', nameAr: 'طاولات', slug: 'tables' },
      price: null,
      contactForQuote: true,
      isFeatured: true,
      isNewArrival: false,
      isBestSeller: false,
      image: '/assets/images/shop/products/boardroom-table.webp',
      images: ['/assets/images/shop/products/boardroom-table.webp'],
      specifications: [{ label: 'Seats', labelAr: 'المقاعد', value: '12', valueAr: '12' }],
      availability: 'pre-order',
      active: false,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
      sku: '',
      stock: null,
      options: [],
      variants: [],
      priceFrom: null,
    };
    expect(productValues(saved)).toMatchObject({
      category: '64b000000000000000000001',
      subcategory: '64b000000000000000000002',
      price: '',
      contactForQuote: true,
      active: false,
      availability: 'pre-order',
    });
    expect(validateProduct(productValues(saved))).toMatchObject({
      ok: true,
      body: { subcategory: '64b000000000000000000002', price: null, active: false },
    });
  });
});
