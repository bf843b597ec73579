/** `GET /api/zone-delivery-settings` for component tests: Doha and Lusail, delivering on Sundays. */
export const ZONES = {
  zones: [
    {
      key: 'doha',
      name: 'Doha',
      nameAr: 'الدوحة',
      fee: 30,
      freeDeliveryThreshold: 1000,
      deliveryDays: ['sunday'],
      leadTimeDays: 1,
    },
    {
      key: 'lusail',
      name: 'Lusail',
      nameAr: 'لوسيل',
      fee: 40,
      freeDeliveryThreshold: 1000,
      deliveryDays: ['sunday'],
      leadTimeDays: 2,
    },
  ],
  updatedAt: null,
};
