import { seedSubcategories, type CategorySeed } from './helpers';

export const BANK_EQUIPMENT: CategorySeed = {
  name: 'Bank Equipment',
  nameAr: 'معدات البنوك',
  description:
    'Money counters, currency sorters, counterfeit detectors, coin counters and teller equipment for banks, exchange houses and retailers.',
  descriptionAr:
    'آلات عد النقود وفرز العملات وكشف العملات المزيفة وعد العملات المعدنية ومعدات الصرافين للبنوك ومحلات الصرافة ومتاجر التجزئة.',
  art: ['money-counter', 'currency-sorter', 'detector'],
  colours: ['grey', 'white', 'black'],
  closing: (w) => ({
    en: `Installed and calibrated on site by our technicians${w ? `, with ${w.en} warranty` : ''} and service visits anywhere in Qatar.`,
    ar: `يركّب فنيونا المنتج ويعايرونه في موقعك${w ? `، مع ضمان لمدة ${w.ar}` : ''} وزيارات صيانة في أي مكان في قطر.`,
  }),
  subcategories: seedSubcategories('bank-equipment.subcategories.json'),
};
