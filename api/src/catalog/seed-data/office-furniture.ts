import { seedSubcategories, type CategorySeed } from './helpers';

export const OFFICE_FURNITURE: CategorySeed = {
  name: 'Office Furniture',
  nameAr: 'الأثاث المكتبي',
  description:
    'Executive desks, workstations, meeting tables and storage for offices of every size, delivered and installed across Qatar.',
  descriptionAr:
    'مكاتب تنفيذية ومحطات عمل وطاولات اجتماعات ووحدات تخزين للمكاتب بجميع أحجامها، مع التوصيل والتركيب في جميع أنحاء قطر.',
  art: ['desk-executive', 'chair-executive', 'bookcase'],
  colours: ['walnut', 'black', 'oak'],
  closing: (w) => ({
    en: `Delivered, assembled and installed free of charge anywhere in Qatar by our own team${w ? `, with ${w.en} warranty` : ''}. Visit our showroom on Salwa Road, Al Waab, to see the finishes in person.`,
    ar: `يتولى فريقنا توصيل المنتج وتركيبه مجاناً في أي مكان في قطر${w ? `، مع ضمان لمدة ${w.ar}` : ''}. تفضّل بزيارة صالة عرضنا على طريق سلوى في الوعب لمعاينة التشطيبات بنفسك.`,
  }),
  subcategories: seedSubcategories('office-furniture.subcategories.json'),
};
