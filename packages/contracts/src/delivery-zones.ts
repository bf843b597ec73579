import { DELIVERY_DAYS } from './constants';
import type { DeliveryZone } from './replies';

// The shop delivers on every day it is open (all but Friday).
const EVERY_WORKING_DAY = DELIVERY_DAYS;

/**
 * The built-in zones. Delivery is free across Qatar with no minimum order (home page and
 * `/delivery-info`), so every fee and threshold is 0; the fields let staff charge per zone
 * later. The API seeds them (`api/src/delivery/seed.ts`), `/delivery-info` draws its zone table from
 * them (as edited by staff) and front-end tests borrow them as fixtures; Al Shamal and
 * Dukhan may be booked on any working day.
 */
export const BUILT_IN_DELIVERY_ZONES: readonly DeliveryZone[] = [
  {
    key: 'doha',
    name: 'Doha',
    nameAr: 'الدوحة',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: [...EVERY_WORKING_DAY],
    leadTimeDays: 2,
  },
  {
    key: 'al-waab',
    name: 'Al Waab, Al Aziziya and Aspire',
    nameAr: 'الوعب والعزيزية وأسباير',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: [...EVERY_WORKING_DAY],
    leadTimeDays: 1,
  },
  {
    key: 'lusail',
    name: 'Lusail and The Pearl',
    nameAr: 'لوسيل واللؤلؤة',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: ['sunday', 'tuesday', 'thursday'],
    leadTimeDays: 3,
  },
  {
    key: 'al-rayyan',
    name: 'Al Rayyan',
    nameAr: 'الريان',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: ['saturday', 'monday', 'wednesday'],
    leadTimeDays: 3,
  },
  {
    key: 'al-wakrah',
    name: 'Al Wakrah and Al Wukair',
    nameAr: 'الوكرة والوكير',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: ['sunday', 'tuesday', 'thursday'],
    leadTimeDays: 3,
  },
  {
    key: 'umm-salal',
    name: 'Umm Salal',
    nameAr: 'أم صلال',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: ['monday', 'wednesday'],
    leadTimeDays: 3,
  },
  {
    key: 'al-khor',
    name: 'Al Khor and Al Thakhira',
    nameAr: 'الخور والذخيرة',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: ['monday', 'wednesday'],
    leadTimeDays: 5,
  },
  {
    key: 'mesaieed',
    name: 'Mesaieed and the Industrial Area',
    nameAr: 'مسيعيد والمنطقة الصناعية',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: ['saturday', 'tuesday'],
    leadTimeDays: 5,
  },
  {
    key: 'al-shamal-dukhan',
    name: 'Al Shamal and Dukhan',
    nameAr: 'الشمال ودخان',
    fee: 0,
    freeDeliveryThreshold: 0,
    deliveryDays: [...EVERY_WORKING_DAY],
    leadTimeDays: 7,
  },
];
