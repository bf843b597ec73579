import { adminProductsPath, parseProductsQuery, productsSearch } from './products-query';

describe('products list query', () => {
  it('reads the filters from the URL and ignores values the API would refuse', () => {
    expect(parseProductsQuery('?q=desk&category=abc&flag=featured&active=false&page=3')).toEqual({
      q: 'desk',
      category: 'abc',
      subcategory: '',
      flag: 'featured',
      active: 'false',
      page: 3,
    });
    expect(parseProductsQuery('?flag=cheap&active=maybe&page=-2')).toMatchObject({ flag: '', active: '', page: 1 });
  });

  it('writes only the filters that are set, and asks the API for 20 a page', () => {
    const query = { q: ' chair ', category: '', subcategory: '', flag: 'new' as const, active: '' as const, page: 1 };
    expect(productsSearch(query)).toBe('q=chair&flag=new');
    expect(adminProductsPath(query)).toBe('/api/admin/products?q=chair&flag=new&limit=20');
    expect(adminProductsPath({ ...query, q: '', flag: '', page: 2 })).toBe('/api/admin/products?page=2&limit=20');
  });
});
