import { seedSubcategories, type CategorySeed } from './helpers';

export const HOME_FURNITURE: CategorySeed = {
  name: 'Home Furniture',
  nameAr: 'أثاث المنزل',
  description: 'Sofas, beds, wardrobes, dining sets and home-office desks for villas and apartments across Qatar.',
  descriptionAr: 'كنب وأسرّة وخزائن ملابس وطاولات طعام ومكاتب منزلية للفلل والشقق في جميع أنحاء قطر.',
  art: ['sofa', 'coffee-table', 'armchair'],
  colours: ['beige', 'oak', 'green'],
  closing: (w) => ({
    en: `Delivered, assembled and placed in the room of your choice free of charge anywhere in Qatar${w ? `, with ${w.en} warranty` : ''}. See it in our showroom on Salwa Road, Al Waab.`,
    ar: `يتولى فريقنا توصيل المنتج وتركيبه ووضعه في الغرفة التي تختارها مجاناً في أي مكان في قطر${w ? `، مع ضمان لمدة ${w.ar}` : ''}. شاهده في صالة عرضنا على طريق سلوى في الوعب.`,
  }),
  subcategories: seedSubcategories('home-furniture.subcategories.json'),
};
