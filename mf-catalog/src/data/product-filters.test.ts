import {
  activeFilterCount,
  changeFilters,
  filtersToQuery,
  filtersToSearch,
  hasActiveFilters,
  LISTING_PAGE_SIZE,
  listingHref,
  NO_FILTERS,
  parseProductFilters,
} from './product-filters';
import { productsPath } from './get-products';
import { facetsPath } from './get-facets';

describe('parseProductFilters', () => {
  it('reads nothing from an empty query string', () => {
    expect(parseProductFilters('')).toEqual(NO_FILTERS);
    expect(parseProductFilters('?')).toEqual(NO_FILTERS);
  });

  it('reads the category by name as the home page links it, with or without the leading ?', () => {
    expect(parseProductFilters('?category=Office%20Furniture').category).toBe('Office Furniture');
    expect(parseProductFilters('category=Office+Furniture').category).toBe('Office Furniture');
    expect(parseProductFilters(`?category=${encodeURIComponent('الأثاث المكتبي')}`).category).toBe('الأثاث المكتبي');
  });

  it('reads every filter, the sort and the page', () => {
    expect(
      parseProductFilters(
        '?category=Safes&subcategory=electronic-safes&featured=true&newArrival=true&bestSeller=1&minPrice=100&maxPrice=2500.5&sort=price-desc&page=3',
      ),
    ).toEqual({
      category: 'Safes',
      subcategory: 'electronic-safes',
      featured: true,
      newArrival: true,
      bestSeller: true,
      minPrice: 100,
      maxPrice: 2500.5,
      opt: [],
      availability: [],
      sort: 'price-desc',
      page: 3,
    });
  });

  it('reads the chosen option values sorted and once each, and the availabilities in their listed order', () => {
    expect(
      parseProductFilters(
        '?opt=finish:oak&opt=colour:red&opt=colour:black&opt=colour:red&availability=out-of-stock&availability=in-stock',
      ),
    ).toMatchObject({ opt: ['colour:black', 'colour:red', 'finish:oak'], availability: ['in-stock', 'out-of-stock'] });
  });

  it('drops option values and availabilities the API would refuse', () => {
    expect(
      parseProductFilters('?opt=Colour:Red&opt=colour&opt=colour:%00&opt=:red&availability=soon&availability=IN-STOCK'),
    ).toEqual(NO_FILTERS);
    expect(
      parseProductFilters(Array.from({ length: 40 }, (_, i) => `opt=colour:c${String(i).padStart(2, '0')}`).join('&'))
        .opt,
    ).toHaveLength(30);
  });

  it('ignores values the API would refuse instead of failing the page', () => {
    expect(
      parseProductFilters('?subcategory=Not%20A%20Slug&minPrice=-5&maxPrice=abc&sort=cheapest&page=0&featured=yes'),
    ).toEqual(NO_FILTERS);
    expect(parseProductFilters('?page=two').page).toBe(1);
    expect(parseProductFilters('?category=%20%20').category).toBeUndefined();
    expect(parseProductFilters(`?category=${'x'.repeat(300)}`).category).toHaveLength(100);
  });

  it('accepts a subcategory id as well as a slug', () => {
    expect(parseProductFilters('?subcategory=6b029942382179e5870a2cd3').subcategory).toBe('6b029942382179e5870a2cd3');
  });

  it('swaps a reversed price range', () => {
    expect(parseProductFilters('?minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });
});

describe('filtersToSearch / listingHref', () => {
  it('writes nothing for the defaults', () => {
    expect(filtersToSearch(NO_FILTERS)).toBe('');
    expect(listingHref('/products', NO_FILTERS)).toBe('/products');
  });

  it('writes only what is set, spaces as %20, sort and page only when not the default', () => {
    expect(
      listingHref('/products', {
        ...NO_FILTERS,
        category: 'Office Furniture',
        bestSeller: true,
        sort: 'name',
        page: 2,
      }),
    ).toBe('/products?category=Office%20Furniture&bestSeller=true&sort=name&page=2');
    expect(listingHref('/category/abc', { ...NO_FILTERS, minPrice: 0, maxPrice: 500 })).toBe(
      '/category/abc?minPrice=0&maxPrice=500',
    );
  });

  it('round-trips through the parser', () => {
    const filters = {
      ...NO_FILTERS,
      category: 'Stationery & Office Supplies',
      subcategory: 'pens-writing',
      featured: true,
      minPrice: 5,
      opt: ['colour:red', 'size:120-cm'],
      availability: ['in-stock' as const, 'pre-order' as const],
      sort: 'price-asc' as const,
      page: 4,
    };
    expect(parseProductFilters(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(filters)).toContain('opt=colour:red&opt=size:120-cm&availability=in-stock');
  });
});

describe('changeFilters', () => {
  const current = {
    ...NO_FILTERS,
    category: 'Safes & Security',
    subcategory: 'electronic-safes',
    featured: true,
    page: 3,
  };

  it('goes back to page 1 on every change but a page change', () => {
    expect(changeFilters(current, { sort: 'price-asc' }).page).toBe(1);
    expect(changeFilters(current, { newArrival: true }).page).toBe(1);
    expect(changeFilters(current, { page: 2 }).page).toBe(2);
  });

  it('drops the subcategory when the category changes, keeping the other filters', () => {
    const next = changeFilters(current, { category: 'Bank Equipment' });
    expect(next).toEqual({ ...NO_FILTERS, category: 'Bank Equipment', featured: true });
    expect(
      changeFilters(current, { category: 'Bank Equipment', subcategory: 'counterfeit-detectors' }).subcategory,
    ).toBe('counterfeit-detectors');
  });

  it('removes a filter set to undefined from the address', () => {
    expect(listingHref('/products', changeFilters(current, { category: undefined, featured: false }))).toBe(
      '/products',
    );
  });
});

describe('hasActiveFilters / activeFilterCount', () => {
  it('counts what narrows the list, not the sort or the page', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, sort: 'name', page: 4 })).toBe(false);
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'name', page: 4 })).toBe(0);
    const narrowed = { ...NO_FILTERS, category: 'Safes', featured: true, bestSeller: true, minPrice: 10, maxPrice: 20 };
    expect(hasActiveFilters(narrowed)).toBe(true);
    expect(activeFilterCount(narrowed)).toBe(4);
    const byOption = { ...NO_FILTERS, opt: ['colour:red', 'colour:blue'], availability: ['in-stock' as const] };
    expect(hasActiveFilters(byOption)).toBe(true);
    expect(activeFilterCount(byOption)).toBe(3);
  });
});

describe('filtersToQuery', () => {
  it('asks the API for one page of the filtered, sorted list', () => {
    const filters = parseProductFilters(
      '?category=Office%20Furniture&featured=true&maxPrice=2000&sort=price-asc&page=2',
    );
    expect(productsPath(filtersToQuery(filters))).toBe(
      `/api/products?category=Office+Furniture&featured=true&maxPrice=2000&sort=price-asc&page=2&limit=${LISTING_PAGE_SIZE}`,
    );
  });

  it('asks for the option values and availabilities repeated, and the facets for the same filters without sort or page', () => {
    const filters = parseProductFilters('?opt=colour:red&opt=colour:blue&availability=in-stock&sort=name&page=2');
    const query = filtersToQuery(filters, { category: 'c1' });
    expect(productsPath(query)).toBe(
      `/api/products?category=c1&opt=colour%3Ablue&opt=colour%3Ared&availability=in-stock&sort=name&page=2&limit=${LISTING_PAGE_SIZE}`,
    );
    expect(facetsPath(query)).toBe(
      '/api/products/facets?category=c1&opt=colour%3Ablue&opt=colour%3Ared&availability=in-stock',
    );
  });

  it('keeps a category or subcategory page on its own products whatever the address says', () => {
    const filters = parseProductFilters('?category=Safes&subcategory=laptops&newArrival=true');
    expect(filtersToQuery(filters, { category: 'c1' })).toMatchObject({
      category: 'c1',
      subcategory: 'laptops',
      newArrival: true,
    });
    const sub = filtersToQuery(filters, { subcategory: 's9' });
    expect(sub.subcategory).toBe('s9');
    expect(sub.category).toBeUndefined();
  });
});

describe('a search in the listing (?q=)', () => {
  it('reads the search trimmed, with best match as its default order, and writes it first', () => {
    const filters = parseProductFilters('?q=%20%20office%20%20chair%20&category=Office%20Chairs');
    expect(filters).toMatchObject({ q: 'office chair', category: 'Office Chairs', sort: 'relevance' });
    expect(listingHref('/products', filters)).toBe('/products?q=office%20chair&category=Office%20Chairs');
    expect(parseProductFilters(filtersToSearch(filters))).toEqual(filters);
  });

  it('keeps another chosen order, and refuses best match without a search', () => {
    expect(parseProductFilters('?q=chair&sort=price-asc').sort).toBe('price-asc');
    expect(filtersToSearch(parseProductFilters('?q=chair&sort=price-asc'))).toBe('?q=chair&sort=price-asc');
    expect(parseProductFilters('?sort=relevance').sort).toBe('newest');
    expect(parseProductFilters('?q=%20').q).toBeUndefined();
    expect(parseProductFilters(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('asks the API for the search, and keeps it when the filters change or reset', () => {
    const filters = parseProductFilters('?q=chiar&page=2');
    expect(filtersToQuery(filters)).toMatchObject({ q: 'chiar', sort: 'relevance', page: 2 });
    expect(productsPath(filtersToQuery(filters))).toBe('/api/products?q=chiar&sort=relevance&page=2&limit=12');
    expect(changeFilters(filters, { featured: true })).toMatchObject({ q: 'chiar', featured: true, page: 1 });
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('drops the search and its order when it is cleared', () => {
    const cleared = changeFilters(parseProductFilters('?q=chair&category=Safes'), { q: undefined });
    expect(cleared).not.toHaveProperty('q');
    expect(cleared.sort).toBe('newest');
    expect(listingHref('/products', cleared)).toBe('/products?category=Safes');
  });
});
