import { KeyBatcher } from './key-batcher';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyBatcher', () => {
  it('answers callers who came while a statement was in flight with one next statement, read after they came', async () => {
    const statements: string[][] = [];
    const stored = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    let answerFirst: () => void = () => undefined;
    const batcher = new KeyBatcher<string, number>(async (keys) => {
      statements.push(keys);
      const read = new Map(keys.flatMap((key) => (stored.has(key) ? [[key, stored.get(key) as number]] : [])));
      if (statements.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
      return read;
    });
    const first = batcher.call(['a']);
    await turn();
    // Changed after the first statement was sent: the callers who come now must see the change.
    stored.set('a', 10);
    const second = batcher.call(['a', 'c']);
    const third = batcher.call(['b', 'a']);
    answerFirst();
    expect(await first).toEqual(new Map([['a', 1]]));
    expect(await second).toEqual(new Map([['a', 10]]));
    expect(await third).toEqual(
      new Map([
        ['b', 2],
        ['a', 10],
      ]),
    );
    expect(statements).toEqual([['a'], ['a', 'c', 'b']]);
  });

  it('rejects every caller of a failed statement and goes on with the next', async () => {
    let fail = true;
    const batcher = new KeyBatcher<string>(async () => {
      if (fail) throw new Error('database down');
    });
    const failed = [batcher.call(['x']), batcher.call(['y'])];
    await expect(Promise.all(failed)).rejects.toThrow('database down');
    await Promise.allSettled(failed);
    fail = false;
    await expect(batcher.call(['z'])).resolves.toEqual(new Map());
  });

  it('sends a call queued behind a statement that never answers, once that statement is stuck', async () => {
    const statements: string[][] = [];
    const batcher = new KeyBatcher<string, string>(async (keys) => {
      statements.push(keys);
      if (statements.length === 1) return new Promise<never>(() => undefined);
      return new Map(keys.map((key) => [key, `value of ${key}`]));
    }, 200);
    const lost = batcher.call(['lost']).catch(() => 'given up');
    await turn();
    const found = await batcher.call(['next']);
    expect(found.get('next')).toBe('value of next');
    expect(statements).toEqual([['lost'], ['next']]);
    expect(await Promise.race([lost, Promise.resolve('still waiting')])).toBe('still waiting');
  });
});
