import { AppError, NotFoundError } from '../http/errors';
import { OrderRevisionClaim } from '../orders/model';
import { claimRevision, orderIdOfToken, sameText } from '../orders/service';
import { ORDER_TOKEN } from '@ogulf/contracts';
import { Quotation, type QuotationFields, type QuotationRecord } from './model';

// A change that could not take a revision in this time is refused (503) rather than kept waiting.
const REVISION_TIMEOUT_MS = 20_000;

export function quotationNotFound(): NotFoundError {
  return new NotFoundError('No such quotation', { code: 'QUOTATION_NOT_FOUND' });
}

/** The quotation with this id; 404 `QUOTATION_NOT_FOUND` otherwise. */
export async function findQuotation(id: string): Promise<QuotationRecord> {
  const record = await Quotation.findById(id).lean<QuotationRecord>();
  if (!record) throw quotationNotFound();
  return record;
}

/**
 * The quotation of a customer's token, looked up by the id it carries and compared in constant
 * time (as order tokens are). A draft was never sent: its token finds nothing either.
 */
export async function findQuotationByToken(token: string): Promise<QuotationRecord> {
  const id = ORDER_TOKEN.test(token) ? orderIdOfToken(token) : null;
  const record = id ? await Quotation.findById(id).lean<QuotationRecord>() : null;
  if (!record || !sameText(record.token, token) || record.status === 'draft') throw quotationNotFound();
  return record;
}

/** What one write sets; null: nothing to write (the quotation is answered as it is). */
export type QuotationChange = Partial<Omit<QuotationFields, 'number' | 'version' | 'token' | 'revision'>> | null;

/**
 * Writes `change(current)` as the quotation's next revision and answers it read back. Writers
 * are serialised like order writers (`reviseOrder`): FerretDB 1.x applies an update by reading
 * the document and writing it back whole, so an accept and a withdraw at the same moment could
 * each see `sent` and both win. Here each writer first inserts the claim
 * `quotation:<id>:<revision + 1>` (in the orders' claims collection; an insert against the unique
 * `_id` is atomic on both engines), then decides on the quotation it read after the claim. So
 * `change` sees every earlier write and may refuse (throw) or do work that must happen once per
 * decision, such as placing the accepted quotation's order, before the write.
 */
export async function writeQuotation(
  id: string,
  change: (current: QuotationRecord) => Promise<QuotationChange> | QuotationChange,
): Promise<QuotationRecord> {
  const deadline = Date.now() + REVISION_TIMEOUT_MS;
  for (;;) {
    const current = await findQuotation(id);
    const revision = current.revision ?? 0;
    const claimId = `quotation:${id}:${revision + 1}`;
    if (!(await claim(claimId, deadline))) continue;
    let written = false;
    try {
      // The read above may predate the last writer, which released this very claim id after
      // writing: decide only on a quotation read while holding the claim, and still at the
      // revision the claim is for (else `change` could place an order for a withdrawn quotation).
      const held = await findQuotation(id);
      if ((held.revision ?? 0) !== revision) continue;
      const update = await change(held);
      if (update === null) return held;
      const result = await Quotation.updateOne(
        { _id: id, revision: held.revision ?? 0 },
        { $set: { ...update, revision: revision + 1 } },
      );
      written = result.matchedCount === 1;
    } finally {
      await OrderRevisionClaim.deleteOne({ _id: claimId }).catch(() => undefined);
    }
    // A claim taken over as stale: read again and decide again.
    if (written) return findQuotation(id);
  }
}

async function claim(claimId: string, deadline: number): Promise<boolean> {
  try {
    return await claimRevision(claimId, deadline);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ORDER_BUSY')
      throw new AppError(503, 'QUOTATION_BUSY', 'The quotation is being changed by someone else; please try again');
    throw error;
  }
}
