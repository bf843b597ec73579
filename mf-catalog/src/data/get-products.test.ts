import { productsPath } from './get-products';
import { searchPath } from './search-products';
import { productPath } from './get-product';

describe('productsPath', () => {
  it('is the bare list without options', () => {
    expect(productsPath()).toBe('/api/products');
  });

  it('sends only the options that are set, in a fixed order', () => {
    expect(productsPath({ limit: 12, sort: 'price-asc', category: 'Office Furniture', featured: true, page: 2 })).toBe(
      '/api/products?category=Office+Furniture&featured=true&sort=price-asc&page=2&limit=12',
    );
    expect(
      productsPath({
        featured: false,
        page: 1,
        minPrice: 0,
        maxPrice: 500,
        newArrival: true,
        bestSeller: true,
        subcategory: 'chairs',
      }),
    ).toBe('/api/products?subcategory=chairs&newArrival=true&bestSeller=true&minPrice=0&maxPrice=500');
  });

  it('keeps the limit within 1–48', () => {
    expect(productsPath({ limit: 500 })).toBe('/api/products?limit=48');
    expect(productsPath({ limit: 0 })).toBe('/api/products?limit=1');
  });
});

describe('searchPath', () => {
  it('puts the URL-encoded query in the path with the cap of 10', () => {
    expect(searchPath(' desk & chair/2 ')).toBe('/api/products/search/desk%20%26%20chair%2F2?limit=10');
    expect(searchPath('كرسي', 50)).toBe(`/api/products/search/${encodeURIComponent('كرسي')}?limit=10`);
  });

  it('is empty for a blank query', () => {
    expect(searchPath('   ')).toBe('');
  });
});

describe('productPath', () => {
  it('encodes the slug once, even when it arrives encoded', () => {
    expect(productPath('mesh-chair')).toBe('/api/products/mesh-chair');
    expect(productPath(encodeURIComponent('كرسي مكتب'))).toBe(`/api/products/${encodeURIComponent('كرسي مكتب')}`);
  });
});
