import { seedSubcategories, type CategorySeed } from './helpers';

export const COMPUTERS: CategorySeed = {
  name: 'Computers & Laptops',
  nameAr: 'أجهزة الكمبيوتر واللابتوب',
  description:
    'Business laptops, desktops, all-in-ones, monitors and accessories, configured and set up by our technicians.',
  descriptionAr: 'أجهزة لابتوب ومكتبية ومتكاملة وشاشات وملحقات للأعمال، يجهّزها ويركّبها فنيونا.',
  art: ['laptop', 'monitor', 'desktop'],
  colours: ['silver', 'black', 'black'],
  closing: (w) => ({
    en: `Delivered free across Qatar and set up by our technicians${w ? `, with ${w.en} warranty` : ''} and local support from our Doha service team.`,
    ar: `نوصل المنتج مجاناً في جميع أنحاء قطر ويجهّزه فنيونا${w ? `، مع ضمان لمدة ${w.ar}` : ''} ودعم محلي من فريق الخدمة لدينا في الدوحة.`,
  }),
  subcategories: seedSubcategories('computers.subcategories.json'),
};
