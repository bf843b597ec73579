import { deliveryEstimate, everyWorkingDay } from './delivery-estimate';
import type { DeliveryZone } from './types';

const zone = (extra: Partial<DeliveryZone> = {}): DeliveryZone => ({
  key: 'lusail',
  name: 'Lusail',
  nameAr: 'لوسيل',
  fee: 50,
  freeDeliveryThreshold: 1000,
  deliveryDays: ['thursday', 'sunday', 'tuesday'],
  leadTimeDays: 3,
  ...extra,
});

describe('delivery estimate', () => {
  it('charges the zone fee below the free-delivery threshold and says how much more makes it free', () => {
    expect(deliveryEstimate(zone(), 650.5)).toEqual({
      fee: 50,
      free: false,
      amountToFree: 349.5,
      leadTimeDays: 3,
      deliveryDays: ['sunday', 'tuesday', 'thursday'],
    });
  });

  it('is free from the threshold up', () => {
    expect(deliveryEstimate(zone(), 1000)).toMatchObject({ fee: 0, free: true, amountToFree: null });
    expect(deliveryEstimate(zone(), 4999)).toMatchObject({ fee: 0, free: true });
  });

  it('is always free in a zone with no threshold or no fee (the built-in zones)', () => {
    expect(deliveryEstimate(zone({ freeDeliveryThreshold: 0 }), 10)).toMatchObject({ fee: 0, free: true });
    expect(deliveryEstimate(zone({ fee: 0 }), 10)).toMatchObject({ fee: 0, free: true });
  });

  it('recognises a zone served every working day', () => {
    expect(everyWorkingDay(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'])).toBe(true);
    expect(everyWorkingDay(['sunday', 'tuesday'])).toBe(false);
  });
});
