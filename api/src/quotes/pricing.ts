import { netUnitPrice, quotationLineTotal, type QuotationLineInput } from '@ogulf/contracts';
import type { QuotationLine } from './model';

// The money rule (fils, discount on the unit price) is one copy in @ogulf/contracts
// (`quotation-pricing.ts`): the admin's builder shows while typing the totals stored here.
export { quotationTotals } from '@ogulf/contracts';

/** A line as stored: the given one with the catalogue's page and picture, its net unit price and total. */
export function pricedLine(line: QuotationLineInput, catalogue: { slug: string; image: string } | null): QuotationLine {
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
    netUnitPrice: netUnitPrice(line.unitPrice, line.discountPercent),
    lineTotal: quotationLineTotal(line),
  };
}
