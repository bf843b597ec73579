import type { Model } from 'mongoose';
import { InsertBatcher } from './insert-batcher';

// The database-faults test meets this through a killed FerretDB; here the silent connection is a
// collection whose first insertMany never answers, so the timing is exact.
function silentOnce(): { model: Model<never>; batches: Array<Array<Record<string, unknown>>> } {
  const batches: Array<Array<Record<string, unknown>>> = [];
  const insertMany = (docs: Array<Record<string, unknown>>) => {
    batches.push(docs);
    return batches.length === 1 ? new Promise<never>(() => undefined) : Promise.resolve();
  };
  return { model: { collection: { insertMany } } as unknown as Model<never>, batches };
}

describe('InsertBatcher', () => {
  it('sends an insert queued behind a batch that never answers, without waiting for another insert', async () => {
    const { model, batches } = silentOnce();
    const batcher = new InsertBatcher(model, 100, 200);
    const lost = batcher.insert({ _id: 'lost-on-a-dead-connection' }).catch(() => 'given up');
    await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    await batcher.insert({ _id: 'the-next-lookup' });
    const waited = Date.now() - started;
    expect(batches.map((batch) => batch.map((doc) => doc['_id']))).toEqual([
      ['lost-on-a-dead-connection'],
      ['the-next-lookup'],
    ]);
    // Held for the stuck batch's 200 ms at most, never for ever.
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(5_000);
    expect(await Promise.race([lost, Promise.resolve('still waiting')])).toBe('still waiting');
  });

  it('puts inserts queued while a batch is in flight into one next batch', async () => {
    const batches: unknown[][] = [];
    let answer: () => void = () => undefined;
    const model = {
      collection: {
        insertMany: (docs: unknown[]) => {
          batches.push(docs);
          return batches.length === 1 ? new Promise<void>((resolve) => (answer = resolve)) : Promise.resolve();
        },
      },
    } as unknown as Model<never>;
    const batcher = new InsertBatcher(model);
    const first = batcher.insert({ _id: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [batcher.insert({ _id: 2 }), batcher.insert({ _id: 3 })];
    answer();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[{ _id: 1 }], [{ _id: 2 }, { _id: 3 }]]);
  });
});
