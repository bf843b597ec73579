import { seedSubcategories, type CategorySeed } from './helpers';

export const INTERACTIVE_SCREENS: CategorySeed = {
  name: 'Interactive Screens & AV',
  nameAr: 'الشاشات التفاعلية والأنظمة السمعية والبصرية',
  description:
    'Interactive flat panels, projectors, video-conferencing kits and digital signage for classrooms, boardrooms and showrooms.',
  descriptionAr:
    'شاشات تفاعلية وأجهزة عرض وأنظمة مؤتمرات فيديو ولوحات رقمية للفصول الدراسية وقاعات الاجتماعات وصالات العرض.',
  art: ['panel', 'projector', 'signage'],
  colours: ['black', 'white', 'black'],
  closing: (w) => ({
    en: `Delivered free across Qatar, mounted and connected by our AV technicians, who also show your team how to use it${w ? `; covered by ${w.en} warranty` : ''}.`,
    ar: `نوصل المنتج مجاناً في جميع أنحاء قطر، ويتولى فنيو الأنظمة السمعية والبصرية لدينا تركيبه وتوصيله وتدريب فريقك على استخدامه${w ? `، مع ضمان لمدة ${w.ar}` : ''}.`,
  }),
  subcategories: seedSubcategories('interactive-screens.subcategories.json'),
};
