import { DELIVERY_DAYS } from './model';
import { SEED_ZONES } from './seed';

describe('the built-in delivery zones', () => {
  it('cover Doha, Lusail, Al Wakrah, Al Rayyan, Al Khor, Umm Salal, Mesaieed and Al Shamal/Dukhan', () => {
    const keys = SEED_ZONES.map((zone) => zone.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'doha',
        'lusail',
        'al-wakrah',
        'al-rayyan',
        'al-khor',
        'umm-salal',
        'mesaieed',
        'al-shamal-dukhan',
      ]),
    );
  });

  it('never deliver on Friday, and name every zone in English and Arabic', () => {
    for (const zone of SEED_ZONES) {
      expect(zone.deliveryDays.length).toBeGreaterThan(0);
      expect(zone.deliveryDays).not.toContain('friday');
      for (const day of zone.deliveryDays) expect(DELIVERY_DAYS).toContain(day);
      expect(zone.nameAr).toMatch(/[\u0600-\u06FF]/);
      expect(zone.leadTimeDays).toBeGreaterThan(0);
      expect(zone.fee).toBeGreaterThanOrEqual(0);
      expect(zone.freeDeliveryThreshold).toBeGreaterThanOrEqual(0);
    }
  });
});
