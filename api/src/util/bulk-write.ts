/**
 * The upserted count of a bulk write that failed only on duplicate keys (another process
 * inserted the same documents at the same moment, and the unique index turned our upserts of
 * those into errors), else undefined: any other failure is a real one.
 */
export function upsertedDespiteDuplicates(error: unknown): number | undefined {
  const bulk = error as { writeErrors?: unknown; result?: { upsertedCount?: unknown } } | null;
  const writeErrors = Array.isArray(bulk?.writeErrors) ? (bulk.writeErrors as Array<{ code?: unknown }>) : [];
  const upserted = bulk?.result?.upsertedCount;
  if (writeErrors.length === 0 || writeErrors.some((writeError) => writeError.code !== 11000)) return undefined;
  return typeof upserted === 'number' ? upserted : undefined;
}

/** The inserted count of a bulk insert that failed only on duplicate keys, else undefined. */
export function insertedDespiteDuplicates(error: unknown): number | undefined {
  const bulk = error as { writeErrors?: unknown; result?: { insertedCount?: unknown }; insertedCount?: unknown } | null;
  const writeErrors = Array.isArray(bulk?.writeErrors) ? (bulk.writeErrors as Array<{ code?: unknown }>) : [];
  if (writeErrors.length === 0 || writeErrors.some((writeError) => writeError.code !== 11000)) return undefined;
  const inserted = bulk?.result?.insertedCount ?? bulk?.insertedCount;
  return typeof inserted === 'number' ? inserted : undefined;
}
