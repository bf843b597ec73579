import { productHref, productSlug } from './product-slug';

describe('productSlug', () => {
  it('uses the product slug when there is one', () => {
    expect(productSlug({ slug: 'ergonomic-chair', name: 'Anything' })).toBe('ergonomic-chair');
  });

  it("derives one from the name by the server's rule (hyphens and dots separate words)", () => {
    expect(productSlug({ name: 'L-Shaped Desk' })).toBe('l-shaped-desk');
    expect(productSlug({ name: 'Executive Desk (L-Shape), 180cm!' })).toBe('executive-desk-l-shape-180cm');
    expect(productSlug({ slug: '  ', name: '  Mesh   Chair ' })).toBe('mesh-chair');
    expect(productSlug({ name: 'كرسي مكتب' })).toBe('كرسي-مكتب');
  });

  it('builds the product page address', () => {
    expect(productHref({ slug: 'a-b', name: 'x' })).toBe('/product/a-b');
    expect(productHref({ name: 'كرسي' })).toBe(`/product/${encodeURIComponent('كرسي')}`);
  });
});
