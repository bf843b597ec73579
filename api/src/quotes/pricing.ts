import type { QuotationLineInput } from '@ogulf/contracts';
import type { QuotationLine } from './model';

/**
 * A quotation's money, counted in fils (hundredths of a riyal) so sums never drift. A line's
 * discount is applied to its unit price, rounded to the fils, and the line total is that net
 * price times the quantity: so the order placed from the quotation (which charges per unit)
 * comes to the very same total.
 */

const fils = (amount: number): number => Math.round(amount * 100);
const riyals = (count: number): number => count / 100;

/** The unit price after a discount of `percent` (two decimals at most), rounded to the fils. */
export function netUnitPrice(unitPrice: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return riyals(Math.round((fils(unitPrice) * (10_000 - basisPoints)) / 10_000));
}

/** A line as stored: the given one with its net unit price and total. */
export function pricedLine(line: QuotationLineInput, catalogue: { slug: string; image: string } | null): QuotationLine {
  const net = netUnitPrice(line.unitPrice, line.discountPercent);
  return {
    productId: line.productId,
    name: line.name,
    nameAr: line.nameAr,
    description: line.description,
    slug: catalogue?.slug ?? '',
    image: catalogue?.image ?? '',
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    netUnitPrice: net,
    lineTotal: riyals(fils(net) * line.quantity),
  };
}

export interface QuotationTotals {
  subtotal: number;
  discountTotal: number;
  total: number;
}

/** Lines before discounts, what the discounts take off, and the total with both charges. */
export function quotationTotals(
  lines: readonly QuotationLine[],
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
