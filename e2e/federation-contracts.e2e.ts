import contracts from '../packages/web-kit/src/federation-contracts.json';
import { hydrated } from './support/in-app';
import { expect, test } from './support/test';

// Type drift: what each remote's build really exposes, loaded through the shell's federation
// runtime as the site loads it, against the written contracts in web-kit
// (federation-contracts.json, kept in step with contracts.ts by its unit test).

type Shapes = Record<string, Record<string, Record<string, string>>>;

test.describe('federation contracts', () => {
  test("every remote's exposed modules have the exports the contracts name, of the types they name", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    // The heading is in the server's HTML; the shell's federation runtime exists once it has hydrated.
    await hydrated(page);
    const actual = await page.evaluate(async (written: Shapes) => {
      type Instance = { name: string; loadRemote<T>(id: string): Promise<T | null> };
      const shell = (
        window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }
      ).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
      if (!shell) throw new Error('no federation instance named shell');
      const result: Shapes = {};
      for (const [remote, exposes] of Object.entries(written)) {
        result[remote] = {};
        for (const [expose, exportsShape] of Object.entries(exposes)) {
          const module = await shell.loadRemote<Record<string, unknown>>(`${remote}/${expose.slice(2)}`);
          const shape: Record<string, string> = {};
          for (const name of Object.keys(exportsShape))
            shape[name] = module === null ? 'missing module' : typeof module[name];
          result[remote][expose] = shape;
        }
      }
      return result;
    }, contracts as Shapes);
    expect(actual).toEqual(contracts);
  });
});
