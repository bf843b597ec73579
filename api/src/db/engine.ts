import mongoose from 'mongoose';

type Db = NonNullable<typeof mongoose.connection.db>;

let probe: { db: Db; answer: Promise<boolean> } | undefined;

/**
 * Whether the connected database is FerretDB (its `buildInfo` names a `ferretdbVersion`), asked
 * once per connection. Code that must be right on both engines never depends on it; only the
 * choice between two correct ways of reading does, where FerretDB 1.x (which decodes every
 * document of a collection for any query but an `_id` lookup) and MongoDB (which has indexes)
 * want opposite things.
 */
export function isFerretdb(): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db) return Promise.resolve(false);
  if (probe?.db !== db) {
    const current = {
      db,
      answer: db
        .admin()
        .command({ buildInfo: 1 })
        .then(
          (info) => typeof info['ferretdbVersion'] === 'string',
          () => {
            // Asked again next time: a database that was down for a moment says nothing about its kind.
            if (probe === current) probe = undefined;
            return false;
          },
        ),
    };
    probe = current;
  }
  return probe.answer;
}
