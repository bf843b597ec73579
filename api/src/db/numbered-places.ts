/**
 * Takes up to `wanted` of the numbered ids by inserting a document for each (`make(id)`), trying
 * the ids `seen` free first and then the others (given back since). The unique `_id` decides: one
 * insert of each id succeeds, on FerretDB as on MongoDB and across API instances, where a count
 * raised with `$inc` (a read then a write on FerretDB 1.x) would let two writers both take the
 * last one. Answers the ids taken (fewer than `wanted` when the rest are held).
 *
 * The ids still wanted are tried side by side (a batched `insert` sends them in one statement),
 * then as many more as were refused, and so on: three units cost one round trip, not three.
 */
export async function insertFreeIds(
  ids: readonly string[],
  taken: ReadonlySet<string>,
  wanted: number,
  insert: (id: string) => Promise<unknown>,
): Promise<string[]> {
  const won: string[] = [];
  const candidates = [...ids.filter((each) => !taken.has(each)), ...ids.filter((each) => taken.has(each))];
  let next = 0;
  while (won.length < wanted && next < candidates.length) {
    const round = candidates.slice(next, next + wanted - won.length);
    next += round.length;
    const results = await Promise.allSettled(round.map((id) => insert(id)));
    let failure: unknown;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') won.push(round[index] as string);
      else if ((result.reason as { code?: unknown } | null)?.code !== 11000) failure ??= result.reason;
    });
    // The ids taken in this round are the caller's to give back (it does, on any failure).
    if (failure !== undefined) throw failure;
  }
  return won;
}
