import { productHref, productSlug, slugify } from './product-slug';

describe('productSlug', () => {
  it('uses the product slug when there is one', () => {
    expect(productSlug({ slug: 'ergonomic-chair', name: 'Anything' })).toBe('ergonomic-chair');
  });

  it('derives one from the name: lowercased, punctuation removed, spaces to hyphens', () => {
    expect(productSlug({ name: 'Executive Desk (L-Shape), 180cm!' })).toBe('executive-desk-lshape-180cm');
    expect(productSlug({ slug: '  ', name: '  Mesh   Chair ' })).toBe('mesh-chair');
    expect(slugify('كرسي مكتب')).toBe('كرسي-مكتب');
  });

  it('builds the product page address', () => {
    expect(productHref({ slug: 'a-b', name: 'x' })).toBe('/product/a-b');
    expect(productHref({ name: 'كرسي' })).toBe(`/product/${encodeURIComponent('كرسي')}`);
  });
});
