import { dayRangeProblem, ordersPath, ordersSearch, parseOrdersQuery } from './orders-query';

const none = { status: '', q: '', from: '', to: '', payment: '', page: 1 } as const;

describe('orders list query', () => {
  it('keeps a known status, the search text, the days and the page', () => {
    expect(parseOrdersQuery('?status=out-for-delivery&q=OG-2611&from=2026-11-01&to=2026-11-20&page=2')).toEqual({
      status: 'out-for-delivery',
      q: 'OG-2611',
      from: '2026-11-01',
      to: '2026-11-20',
      payment: '',
      page: 2,
    });
  });

  it('keeps the unpaid bank transfers filter the overview links to, and drops an unknown one', () => {
    expect(parseOrdersQuery('?payment=unpaid-bank-transfer')).toEqual({ ...none, payment: 'unpaid-bank-transfer' });
    expect(parseOrdersQuery('?payment=cash')).toEqual(none);
    expect(ordersPath({ ...none, payment: 'unpaid-bank-transfer' })).toBe(
      '/api/orders?payment=unpaid-bank-transfer&limit=20',
    );
  });

  it('drops an unknown status, a bad page and days that are not real days', () => {
    expect(parseOrdersQuery('?status=lost&page=abc')).toEqual(none);
    expect(parseOrdersQuery('?from=2026-02-30&to=yesterday')).toEqual(none);
  });

  it('drops a last day that comes before the first', () => {
    expect(parseOrdersQuery('?from=2026-11-20&to=2026-11-19')).toEqual({ ...none, from: '2026-11-20' });
    expect(dayRangeProblem('2026-11-20', '2026-11-19')).toBe('dayOrder');
    expect(dayRangeProblem('2026-11-20', '2026-11-20')).toBeNull();
    expect(dayRangeProblem('', '2026-11-19')).toBeNull();
  });

  it('keeps the days in the address', () => {
    expect(ordersSearch({ ...none, status: 'pending', from: '2026-11-01', page: 2 })).toBe(
      'status=pending&from=2026-11-01&page=2',
    );
  });

  it('asks the API for the filters that are set, 20 a page', () => {
    expect(ordersPath({ ...none, status: 'pending', q: ' 5551 ' })).toBe('/api/orders?status=pending&q=5551&limit=20');
    expect(ordersPath({ ...none, page: 3 })).toBe('/api/orders?page=3&limit=20');
    expect(ordersPath({ ...none, from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/api/orders?from=2026-11-01&to=2026-11-30&limit=20',
    );
  });
});
