import { suggestZoneKey, validateZones, zoneValues } from './zone-form';

const doha = () => ({
  ...zoneValues(),
  key: 'doha',
  name: 'Doha',
  nameAr: 'الدوحة',
  fee: '25',
  freeDeliveryThreshold: '500',
  leadTimeDays: '2',
});

describe('validateZones', () => {
  it('sends every zone with numbers and the days in week order', () => {
    const row = { ...doha(), deliveryDays: ['thursday' as const, 'saturday' as const] };
    expect(validateZones([row])).toEqual({
      ok: true,
      body: {
        zones: [
          {
            key: 'doha',
            name: 'Doha',
            nameAr: 'الدوحة',
            fee: 25,
            freeDeliveryThreshold: 500,
            deliveryDays: ['saturday', 'thursday'],
            leadTimeDays: 2,
          },
        ],
      },
    });
  });

  it('never offers Friday, even for a new zone with every day ticked', () => {
    expect(zoneValues().deliveryDays).not.toContain('friday');
    expect(zoneValues().deliveryDays).toHaveLength(6);
  });

  it('refuses duplicate or malformed keys', () => {
    expect(validateZones([doha(), doha()])).toEqual({ ok: false, errors: { 'zones.1.key': { key: 'duplicate' } } });
    expect(validateZones([{ ...doha(), key: 'Al Wakrah' }])).toEqual({
      ok: false,
      errors: { 'zones.0.key': { key: 'pattern' } },
    });
  });

  it('needs both names, a fee and threshold of 0 or more, a delivery day and a whole lead time', () => {
    const result = validateZones([
      { ...doha(), nameAr: '', fee: '-1', freeDeliveryThreshold: '', deliveryDays: [], leadTimeDays: '1.5' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: {
        'zones.0.nameAr': { key: 'required' },
        'zones.0.fee': { key: 'min', limit: 0 },
        'zones.0.freeDeliveryThreshold': { key: 'required' },
        'zones.0.deliveryDays': { key: 'required' },
        'zones.0.leadTimeDays': { key: 'integer' },
      },
    });
  });

  it('needs at least one zone', () => {
    expect(validateZones([])).toEqual({ ok: false, errors: { zones: { key: 'required' } } });
  });

  it('suggests a key from the English name', () => {
    expect(suggestZoneKey('Al Wakrah')).toBe('al-wakrah');
    expect(suggestZoneKey("  Umm Salal / Ali's ")).toBe('umm-salal-ali-s');
  });
});
