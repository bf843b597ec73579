import { findCategory, findSubcategory, isObjectId, pickRelated } from './catalog-lookup';
import type { Category, ProductSummary } from './types';

const categories: Category[] = [
  {
    id: '6b029942382179e5870a2cca',
    name: 'Office Furniture',
    nameAr: 'الأثاث المكتبي',
    slug: 'office-furniture',
    subcategories: [{ id: '6b029942382179e5870a2cd3', name: 'Executive Desks', slug: 'executive-desks' }],
  },
  {
    id: 'c2',
    name: 'Safes & Security',
    slug: 'safes-security',
    subcategories: [{ id: 's2', name: 'Electronic Safes', slug: 'electronic-safes' }],
  },
];

describe('findCategory', () => {
  it('finds a category by its name in either language, its slug or its id', () => {
    expect(findCategory(categories, 'office furniture')?.id).toBe('6b029942382179e5870a2cca');
    expect(findCategory(categories, 'الأثاث المكتبي')?.slug).toBe('office-furniture');
    expect(findCategory(categories, 'safes-security')?.id).toBe('c2');
    expect(findCategory(categories, '6B029942382179E5870A2CCA')?.slug).toBe('office-furniture');
  });

  it('finds nothing for an unknown or empty key', () => {
    expect(findCategory(categories, 'Garden')).toBeUndefined();
    expect(findCategory(categories, '  ')).toBeUndefined();
    expect(findCategory(categories, undefined)).toBeUndefined();
  });
});

describe('findSubcategory', () => {
  it('finds a subcategory by id or slug together with its category', () => {
    expect(findSubcategory(categories, '6b029942382179e5870a2cd3')).toMatchObject({
      category: { slug: 'office-furniture' },
      subcategory: { slug: 'executive-desks' },
    });
    expect(findSubcategory(categories, 'electronic-safes')?.category.id).toBe('c2');
    expect(findSubcategory(categories, 'nothing')).toBeUndefined();
  });
});

describe('isObjectId', () => {
  it('tells an id from a slug', () => {
    expect(isObjectId('6b029942382179e5870a2cf0')).toBe(true);
    expect(isObjectId('oak-executive-desk-180-cm')).toBe(false);
    expect(isObjectId('6b029942382179e5870a2cf')).toBe(false);
  });
});

describe('pickRelated', () => {
  const product = (id: string): ProductSummary => ({
    id,
    name: id,
    category: null,
    subcategory: null,
    price: 1,
    contactForQuote: false,
  });

  it('takes the subcategory first, then the category, never the product itself or twice the same one', () => {
    const sameSubcategory = [product('a'), product('self'), product('b')];
    const sameCategory = [product('b'), product('c'), product('self'), product('d')];
    expect(pickRelated(product('self'), [sameSubcategory, sameCategory], 8).map((p) => p.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('stops at the maximum and copes with lists not loaded yet', () => {
    const many = Array.from({ length: 20 }, (_, i) => product(`p${i}`));
    expect(pickRelated(product('self'), [undefined, many], 4).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(pickRelated(product('self'), [undefined, undefined], 4)).toEqual([]);
  });
});
