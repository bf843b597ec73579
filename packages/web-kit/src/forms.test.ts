import type { Resolver } from 'react-hook-form';
import { lazyResolver, readMessage, withLimit } from './forms';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the check once, on first use, and tries again after a failed load', async () => {
    const check: Resolver<Values> = (values) => ({ values, errors: {} });
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(check);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Omar' }, undefined, options)).rejects.toThrow('chunk gone');
    await expect(resolver({ name: 'Omar' }, undefined, options)).resolves.toEqual({
      values: { name: 'Omar' },
      errors: {},
    });
    await resolver({ name: 'Mona' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('message keys with a limit', () => {
  it('keeps a limit of 0 apart from no limit', () => {
    expect(readMessage(withLimit('min', 0))).toEqual({ key: 'min', limit: 0 });
    expect(readMessage(withLimit('required', undefined))).toEqual({ key: 'required' });
    expect(readMessage(undefined)).toBeUndefined();
  });
});
