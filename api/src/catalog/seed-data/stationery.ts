import { seedSubcategories, type CategorySeed } from './helpers';

export const STATIONERY: CategorySeed = {
  name: 'Stationery & Office Supplies',
  nameAr: 'القرطاسية واللوازم المكتبية',
  description:
    'Copy paper, notebooks, pens, files and desk accessories, delivered with your office order or in bulk for schools and companies.',
  descriptionAr: 'ورق تصوير ودفاتر وأقلام وملفات وإكسسوارات مكتبية، تُسلَّم مع طلبك المكتبي أو بالجملة للمدارس والشركات.',
  art: ['paper', 'pens', 'binder'],
  colours: ['navy', 'navy', 'navy'],
  closing: () => ({
    en: 'Delivered free with your next order anywhere in Qatar. Ask us about bulk prices and monthly supply for schools, companies and government offices.',
    ar: 'يصلك مجاناً مع طلبك القادم في أي مكان في قطر. اسألنا عن أسعار الجملة والتوريد الشهري للمدارس والشركات والجهات الحكومية.',
  }),
  subcategories: seedSubcategories('stationery.subcategories.json'),
};
