/**
 * Takes up to `wanted` of the numbered ids by inserting a document for each (`make(id)`), trying
 * the ids `seen` free first and then the others (given back since). The unique `_id` decides: one
 * insert of each id succeeds, on FerretDB as on MongoDB and across API instances, where a count
 * raised with `$inc` (a read then a write on FerretDB 1.x) would let two writers both take the
 * last one. Answers the ids taken (fewer than `wanted` when the rest are held).
 */
export async function insertFreeIds(
  ids: readonly string[],
  taken: ReadonlySet<string>,
  wanted: number,
  insert: (id: string) => Promise<unknown>,
): Promise<string[]> {
  const won: string[] = [];
  for (const id of [...ids.filter((each) => !taken.has(each)), ...ids.filter((each) => taken.has(each))]) {
    if (won.length === wanted) break;
    try {
      await insert(id);
      won.push(id);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 11000) throw error;
    }
  }
  return won;
}
