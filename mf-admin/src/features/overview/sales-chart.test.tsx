/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderInLanguage } from '../../test/render-in-language';
import { barHeights, SalesChart } from './sales-chart';

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 22 + index)).toISOString().slice(0, 10);
  return {
    date,
    revenue: index === 29 ? 300.3 : index === 0 ? 400 : 0,
    orders: index === 29 ? 2 : index === 0 ? 1 : 0,
  };
});

describe('the sales chart', () => {
  it('draws each day against the best one', () => {
    expect(barHeights(days)[0]).toBe(1);
    expect(barHeights(days)[29]).toBeCloseTo(300.3 / 400);
    expect(barHeights(days.map((day) => ({ ...day, revenue: 0 })))).toEqual(Array(30).fill(0));
  });

  it('has a summary in words and a table of every day for screen readers', async () => {
    await renderInLanguage(<SalesChart daily={days} />);
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText(/QAR\s?700\.3 in total; the best day was Thu, 22 Oct 2026/)).toBeTruthy();
    const rows = within(screen.getByTestId('overview-chart-table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    // Newest first in the table.
    expect(rows[1]!.textContent).toContain('20 Nov 2026');
    expect(rows[1]!.textContent).toContain('300.3');
  });

  it('says so when nothing was sold', async () => {
    await renderInLanguage(<SalesChart daily={days.map((day) => ({ ...day, revenue: 0, orders: 0 }))} />, 'ar');
    expect(screen.getByText('لا طلبات في آخر 30 يوماً.')).toBeTruthy();
  });
});
