/**
 * A quotation's money (zod-free, shared by the API and the admin's builder so the totals the
 * admin sees while typing are the ones the server stores). Counted in fils (hundredths of a
 * riyal) so sums never drift. A line's discount is applied to its unit price, rounded to the
 * fils, and the line total is that net price times the quantity: so the order placed from the
 * quotation (which charges per unit) comes to the very same total.
 */

const fils = (amount: number): number => Math.round(amount * 100);
const riyals = (count: number): number => count / 100;

/** The unit price after a discount of `percent` (two decimals at most), rounded to the fils. */
export function netUnitPrice(unitPrice: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return riyals(Math.round((fils(unitPrice) * (10_000 - basisPoints)) / 10_000));
}

/** `quantity` units at the line's net unit price. */
export function quotationLineTotal(line: { unitPrice: number; discountPercent: number; quantity: number }): number {
  return riyals(fils(netUnitPrice(line.unitPrice, line.discountPercent)) * line.quantity);
}

export interface QuotationTotals {
  subtotal: number;
  discountTotal: number;
  total: number;
}

/** Lines before discounts, what the discounts take off, and the total with both charges. */
export function quotationTotals(
  lines: ReadonlyArray<{ unitPrice: number; quantity: number; lineTotal: number }>,
  charges: { deliveryCharge: number; installationCharge: number },
): QuotationTotals {
  const gross = lines.reduce((sum, line) => sum + fils(line.unitPrice) * line.quantity, 0);
  const net = lines.reduce((sum, line) => sum + fils(line.lineTotal), 0);
  return {
    subtotal: riyals(gross),
    discountTotal: riyals(gross - net),
    total: riyals(net + fils(charges.deliveryCharge) + fils(charges.installationCharge)),
  };
}
