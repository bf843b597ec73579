import { seedSubcategories, type CategorySeed } from './helpers';

export const OFFICE_CHAIRS: CategorySeed = {
  name: 'Office Chairs & Seating',
  nameAr: 'الكراسي والمقاعد المكتبية',
  description:
    "Executive, ergonomic and visitor chairs, waiting-area seating and lounge sofas, chosen for Qatar's long working days.",
  descriptionAr: 'كراسٍ تنفيذية ومريحة وكراسي زوار ومقاعد انتظار وكنب استراحة، مختارة لأيام العمل الطويلة في قطر.',
  art: ['chair-mesh', 'chair-executive', 'chair-visitor'],
  colours: ['black', 'brown', 'grey'],
  closing: (w) => ({
    en: `Delivered and assembled free of charge anywhere in Qatar by our own team${w ? `, with ${w.en} warranty` : ''}. Try it first in our showroom on Salwa Road, Al Waab.`,
    ar: `يتولى فريقنا توصيل المنتج وتركيبه مجاناً في أي مكان في قطر${w ? `، مع ضمان لمدة ${w.ar}` : ''}. جرّبه أولاً في صالة عرضنا على طريق سلوى في الوعب.`,
  }),
  subcategories: seedSubcategories('office-chairs.subcategories.json'),
};
