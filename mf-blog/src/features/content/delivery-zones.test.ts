import { zoneDays, zoneFee, zoneLeadTime, zonesTable } from './delivery-zones';
import { zone } from './zone-fixture';

describe('the delivery-info zones table', () => {
  it('has a row per zone the API gives, in its order, in either language', () => {
    const zones = [zone({ key: 'doha', name: 'Doha', nameAr: 'الدوحة' }), zone()];
    expect(zonesTable(zones, 'en').rows.map((row) => row[0])).toEqual(['Doha', 'Umm Salal']);
    expect(zonesTable(zones, 'ar').rows.map((row) => row[0])).toEqual(['الدوحة', 'أم صلال']);
    expect(zonesTable([zone()], 'en').rows[0]).toEqual(['Umm Salal', 'Monday and Wednesday', '3 working days', 'Free']);
  });

  it('names the days in week order, every working day as a range', () => {
    expect(zoneDays(['thursday', 'sunday', 'tuesday'], 'en')).toBe('Sunday, Tuesday, and Thursday');
    expect(zoneDays(['monday', 'wednesday'], 'ar')).toBe('الاثنين والأربعاء');
    const all = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const;
    expect(zoneDays(all, 'en')).toBe('Saturday to Thursday');
    expect(zoneDays(all, 'ar')).toBe('من السبت إلى الخميس');
  });

  it("says the lead time with each language's plural", () => {
    expect(zoneLeadTime(1, 'en')).toBe('1 working day');
    expect(zoneLeadTime(4, 'en')).toBe('4 working days');
    expect(zoneLeadTime(1, 'ar')).toBe('يوم عمل واحد');
    expect(zoneLeadTime(2, 'ar')).toBe('يوما عمل');
    expect(zoneLeadTime(3, 'ar')).toBe('3 أيام عمل');
    expect(zoneLeadTime(11, 'ar')).toBe('11 يوم عمل');
  });

  it('shows a fee the admin set, and the total from which delivery is free', () => {
    expect(zoneFee(zone(), 'en')).toBe('Free');
    expect(zoneFee(zone({ fee: 30 }), 'en')).toMatch(/^QAR\s30$/);
    expect(zoneFee(zone({ fee: 30, freeDeliveryThreshold: 1000 }), 'en')).toMatch(/^QAR\s30, free from QAR\s1,000$/);
    expect(zoneFee(zone({ fee: 30, freeDeliveryThreshold: 1000 }), 'ar')).toContain('ومجاني للطلبات من');
  });
});
