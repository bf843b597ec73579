import { ordersPath, parseOrdersQuery } from './orders-query';

describe('orders list query', () => {
  it('keeps a known status, the search text and the page', () => {
    expect(parseOrdersQuery('?status=out-for-delivery&q=OG-2611&page=2')).toEqual({
      status: 'out-for-delivery',
      q: 'OG-2611',
      page: 2,
    });
  });

  it('drops an unknown status and a bad page', () => {
    expect(parseOrdersQuery('?status=lost&page=abc')).toEqual({ status: '', q: '', page: 1 });
  });

  it('asks the API for the filters that are set, 20 a page', () => {
    expect(ordersPath({ status: 'pending', q: ' 5551 ', page: 1 })).toBe('/api/orders?status=pending&q=5551&limit=20');
    expect(ordersPath({ status: '', q: '', page: 3 })).toBe('/api/orders?page=3&limit=20');
  });
});
