/**
 * The overview's sales figures and the bank transfers still to be paid. Both are read in one pass
 * each and remembered until an order changes: FerretDB decodes every order a query looks at, so
 * a query per day (or per span) would cost 30 scans where one does.
 */
import mongoose from 'mongoose';
import type { SalesFigure, SalesOverview } from '@ogulf/contracts';
import type { CatalogMemo } from '../catalog/pricing';
import { Order, type OrderStatus } from './model';
import { qatarDayOf, shiftDay, startOfQatarDay } from './qatar-days';

/** The read-cache tag every order write invalidates (`ORDERS_CACHE_TAG` in routes). */
const ORDERS_TAG = 'orders';
/** Bounds changes made around the API; every order write through it forgets the figures at once. */
const FIGURES_TTL_MS = 5 * 60_000;
/** Days in the chart (and the longest span), today included. */
export const SALES_DAYS = 30;

interface SaleRow {
  status: OrderStatus;
  total: number;
  createdAt: Date;
}

/**
 * Revenue (the orders' totals, delivery included) and number of orders for today, the last 7
 * and the last 30 Qatar days, and for each of those 30 days; cancelled orders count for nothing.
 */
export async function salesOverview(now: Date, memo?: CatalogMemo): Promise<SalesOverview> {
  const today = qatarDayOf(now);
  const first = shiftDay(today, -(SALES_DAYS - 1));
  const read = async (): Promise<SalesOverview> => {
    // One pass over the last 30 days' orders (the createdAt index on MongoDB), three fields each.
    const rows = await Order.find(
      { createdAt: mongoose.trusted({ $gte: startOfQatarDay(first) }), status: mongoose.trusted({ $ne: 'cancelled' }) },
      { status: 1, total: 1, createdAt: 1, _id: 0 },
    ).lean<SaleRow[]>();
    return salesFromRows(rows, today);
  };
  // The key names the day, so the figures roll over at midnight in Qatar.
  return memo ? memo.remember(ORDERS_TAG, `sales ${today}`, FIGURES_TTL_MS, read) : read();
}

/** The figures of these orders (cancelled ones are skipped) for the 30 days that end `today`. */
export function salesFromRows(rows: readonly SaleRow[], today: string): SalesOverview {
  const days = Array.from({ length: SALES_DAYS }, (_, index) => shiftDay(today, index - (SALES_DAYS - 1)));
  const fils = new Map(days.map((day) => [day, { fils: 0, orders: 0 }]));
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    const day = fils.get(qatarDayOf(row.createdAt));
    if (!day) continue;
    // Money is added in fils (hundredths of a riyal) so that sums never drift.
    day.fils += Math.round(row.total * 100);
    day.orders += 1;
  }
  const daily = days.map((date) => {
    const day = fils.get(date)!;
    return { date, revenue: day.fils / 100, orders: day.orders };
  });
  const span = (count: number): SalesFigure => {
    const last = days.slice(-count).map((date) => fils.get(date)!);
    return {
      revenue: last.reduce((sum, day) => sum + day.fils, 0) / 100,
      orders: last.reduce((sum, day) => sum + day.orders, 0),
    };
  };
  return { currency: 'QAR', today, todayFigures: span(1), last7: span(7), last30: span(SALES_DAYS), daily };
}

/**
 * Bank-transfer orders whose money is not confirmed yet (unpaid, or a receipt to check), not
 * cancelled unless that status is asked for: the overview's count and the orders list's filter.
 */
export function unpaidBankTransferFilter(status?: string): Record<string, unknown> {
  return {
    paymentMethod: 'bank-transfer',
    'payment.status': mongoose.trusted({ $in: ['unpaid', 'awaiting-confirmation'] }),
    ...(status === undefined ? { status: mongoose.trusted({ $ne: 'cancelled' }) } : {}),
  };
}

/** Bank-transfer orders, not cancelled, whose money is not confirmed yet (unpaid, or a receipt to check). */
export function unpaidBankTransfers(memo?: CatalogMemo): Promise<number> {
  const count = () => Order.countDocuments(unpaidBankTransferFilter()).exec();
  return memo ? memo.remember(ORDERS_TAG, 'unpaid-bank-transfers', FIGURES_TTL_MS, count) : count();
}
