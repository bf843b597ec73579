import { spec, warranty, warrantyTerms } from './helpers';

const SIZE = spec('Size', 'المقاس', 'A4', 'A4');

describe('warranty', () => {
  it.each([
    [1, 'year', '1 year', 'سنة واحدة', 'a 1-year', 'سنة واحدة'],
    [2, 'year', '2 years', 'سنتان', 'a 2-year', 'سنتين'],
    [5, 'year', '5 years', '5 سنوات', 'a 5-year', '5 سنوات'],
    [6, 'month', '6 months', '6 أشهر', 'a 6-month', '6 أشهر'],
    [18, 'month', '18 months', '18 شهراً', 'an 18-month', '18 شهراً'],
  ] as const)('words %i %s as a specification and inside a sentence', (count, unit, value, valueAr, en, ar) => {
    const line = warranty(count, unit);
    expect(line).toEqual({ label: 'Warranty', labelAr: 'الضمان', value, valueAr });
    expect(warrantyTerms([SIZE, line])).toEqual({ en, ar });
  });

  it('finds no terms without a warranty line', () => {
    expect(warrantyTerms([SIZE])).toBeUndefined();
  });
});
