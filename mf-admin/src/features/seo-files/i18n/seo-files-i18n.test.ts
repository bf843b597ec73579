import ar from './ar.json';
import en from './en.json';

function leaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('site-files panel texts', () => {
  it('has every English text in Arabic, translated, with the same placeholders', () => {
    const english = new Map(leaves(en));
    const arabic = new Map(leaves(ar));
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = arabic.get(key)!;
      expect(translated).toMatch(/[\u0600-\u06FF]/);
      expect(translated.match(/\{\{\w+\}\}/g) ?? []).toEqual(text.match(/\{\{\w+\}\}/g) ?? []);
    }
  });
});
