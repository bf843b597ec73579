import { seedSubcategories, type CategorySeed } from './helpers';

export const PRINTERS: CategorySeed = {
  name: 'Printers & Scanners',
  nameAr: 'الطابعات والماسحات الضوئية',
  description:
    'Laser and multifunction printers, copiers, document scanners and original toner, with installation and service.',
  descriptionAr: 'طابعات ليزر ومتعددة الوظائف وآلات نسخ وماسحات ضوئية للمستندات وأحبار أصلية، مع التركيب والصيانة.',
  art: ['mfp', 'printer', 'scanner'],
  colours: ['white', 'grey', 'black'],
  closing: (w) => ({
    en: `Delivered free across Qatar and installed on your network by our technicians${w ? `, with ${w.en} warranty` : ''}. Service contracts and toner deliveries are available for every model.`,
    ar: `نوصل المنتج مجاناً في جميع أنحاء قطر ويركّبه فنيونا على شبكتك${w ? `، مع ضمان لمدة ${w.ar}` : ''}. تتوفر عقود الصيانة وتوصيل الأحبار لجميع الطرازات.`,
  }),
  subcategories: seedSubcategories('printers.subcategories.json'),
};
