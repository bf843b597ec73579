import mongoose from 'mongoose';
import { Order, type OrderRecord } from '../orders/model';
import { toCsv } from './products-csv';

export const ORDER_COLUMNS = [
  'orderNumber',
  'date',
  'status',
  'paymentMethod',
  'paymentStatus',
  'customerName',
  'phone',
  'email',
  'zone',
  'subtotal',
  'deliveryFee',
  'total',
  'currency',
  'lines',
] as const;

/** Qatar has no daylight saving: a Qatar day is [00:00+03:00, 24:00+03:00). */
function qatarDay(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** The orders placed from `from` to `to` (both `YYYY-MM-DD`, Qatar days, inclusive), oldest first. */
export async function ordersCsv(from: string, to: string): Promise<string> {
  const end = qatarDay(to);
  end.setUTCDate(end.getUTCDate() + 1);
  const orders = await Order.find({ createdAt: mongoose.trusted({ $gte: qatarDay(from), $lt: end }) })
    .sort({ createdAt: 1 })
    .lean<OrderRecord[]>();
  return toCsv(
    ORDER_COLUMNS,
    orders.map((order) => ({
      orderNumber: order.orderNumber,
      date: order.createdAt.toISOString(),
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.payment?.status ?? 'unpaid',
      customerName: order.customer.name,
      phone: order.customer.phone,
      email: order.customer.email,
      zone: order.customer.zoneName,
      subtotal: String(order.subtotal),
      deliveryFee: String(order.deliveryFee),
      total: String(order.total),
      currency: order.currency,
      lines: order.items
        .map((line) => `${line.quantity} × ${line.name}${line.variantName ? ` (${line.variantName})` : ''}`)
        .join('; '),
    })),
  );
}
