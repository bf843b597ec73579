import { staleStorageKeys } from './load-cleanup';

describe('staleStorageKeys', () => {
  it('picks the keys prefixed cache_ or api_ and leaves the cart, language and catalogue lists alone', () => {
    const keys = [
      'cache_x',
      'api_y',
      'api_',
      'cart',
      'lang',
      'categories',
      'products',
      'adminLoggedIn',
      'my_cache_z',
      'apis',
      'Cache_upper',
    ];
    expect(staleStorageKeys(keys)).toEqual(['cache_x', 'api_y', 'api_']);
  });

  it('finds nothing in empty storage', () => {
    expect(staleStorageKeys([])).toEqual([]);
  });
});
