import { seedSubcategories, type CategorySeed } from './helpers';

export const SAFES: CategorySeed = {
  name: 'Safes & Security',
  nameAr: 'الخزائن والأمان',
  description:
    'Fire-resistant and electronic safes, key cabinets, cash boxes and deposit lockers for homes, shops, hotels and offices.',
  descriptionAr:
    'خزائن مقاومة للحريق وإلكترونية وخزائن مفاتيح وصناديق نقود وخزائن أمانات للمنازل والمحلات والفنادق والمكاتب.',
  art: ['safe', 'safe-keypad', 'key-cabinet'],
  colours: ['grey', 'black', 'navy'],
  closing: (w) => ({
    en: `Delivered free, carried to the room of your choice and anchored to the floor or wall by our team where needed${w ? `, with ${w.en} warranty` : ''}.`,
    ar: `يشمل السعر التوصيل المجاني، ويحمل فريقنا المنتج إلى الغرفة التي تختارها ويثبّته بالأرضية أو الجدار عند الحاجة${w ? `، مع ضمان لمدة ${w.ar}` : ''}.`,
  }),
  subcategories: seedSubcategories('safes.subcategories.json'),
};
