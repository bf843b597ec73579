/** Products for the catalogue's tests: every field a product view has, empty or plain unless a test says otherwise. */
import type { Product } from '../data/types';

type Option = Product['options'][number];

/** A product in stock at one price, without options, pictures or texts beyond its name. */
export { testProductView as testProduct } from '@ogulf/contracts/testing';

/** An option with its values as [key, name, Arabic name, swatch]. */
export function testOption(
  key: string,
  [name, nameAr]: [string, string],
  kind: Option['kind'],
  values: Array<[string, string, string, string]>,
): Option {
  return {
    key,
    name,
    nameAr,
    kind,
    values: values.map(([valueKey, valueName, valueNameAr, swatch]) => ({
      key: valueKey,
      name: valueName,
      nameAr: valueNameAr,
      swatch,
    })),
  };
}
