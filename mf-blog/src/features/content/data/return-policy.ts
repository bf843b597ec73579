import { RETURN_WINDOW_DAYS } from '../content-facts';
import type { LocalizedPage } from '../content-types';

const DAYS = RETURN_WINDOW_DAYS;

/** `/return-policy`: return window, exclusions, damaged items, how to return, refunds, exchanges. */
export const RETURN_POLICY_PAGE: LocalizedPage = {
  en: {
    title: 'Returns Policy',
    intro: `Changed your mind, or something is not right? Unused items in their original packaging can be returned within ${DAYS} days of delivery, and damaged or defective items are always put right.`,
    sections: [
      {
        id: 'return-window',
        heading: `Returns within ${DAYS} days`,
        paragraphs: [
          `You can return most products within ${DAYS} days of delivery if they are unused, undamaged and complete, in their original packaging, with your invoice or order number.`,
          'This applies to products bought on our website, in our showroom, or by phone, WhatsApp or email.',
        ],
      },
      {
        id: 'exclusions',
        heading: 'Items we cannot take back',
        paragraphs: ['Unless they are faulty, we cannot accept returns of:'],
        list: [
          'Made-to-order or customised items, such as furniture in special sizes, finishes or fabrics, or items carrying your logo.',
          'Furniture that has been assembled or installed at your premises.',
          'Opened IT consumables, such as ink and toner cartridges and paper.',
          'Software, and IT products whose factory seal has been broken.',
          'Opened stationery and office supplies.',
          'Clearance and ex-display items, where this was stated at the time of sale.',
        ],
      },
      {
        id: 'damaged-or-defective',
        heading: 'Damaged or defective items',
        paragraphs: [
          'If an item arrives damaged or turns out to be defective, the exclusions above do not apply. Note any visible damage on the delivery note, or report it within 48 hours of delivery with photos. Manufacturing faults found later are handled under the warranty stated on your invoice.',
          'We inspect the item, usually at your premises, and repair or replace it, or refund it if neither is possible. Collection and re-delivery are free.',
        ],
      },
      {
        id: 'how-to-return',
        heading: 'How to start a return',
        steps: [
          'Contact us by phone, WhatsApp or email with your order number and the items you want to return, with photos if an item is damaged.',
          'We confirm whether the return is accepted and agree a collection date, or you bring the item to our showroom.',
          'We inspect the item on collection or at the showroom.',
          'Once the return is accepted, we process your refund or exchange.',
        ],
        notes: [
          'Small items can be brought to the showroom. Our team can collect large items; for change-of-mind returns a collection charge may apply, and we always tell you the amount before collecting.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        paragraphs: ['Refunds are made by the original payment method within 10 working days of accepting the return:'],
        list: [
          'Credit card payments are refunded to the same card; your bank may take a few more days to show the credit.',
          'Bank transfers are refunded to the account the payment came from.',
          'Cash payments are refunded by bank transfer, or in cash at the showroom against the original invoice.',
        ],
        notes: ['Because delivery is free, there is no delivery charge to deduct from your refund.'],
      },
      {
        id: 'exchanges',
        heading: 'Exchanges',
        paragraphs: [
          `Would you prefer a different model, size or colour? You can exchange an eligible item within the same ${DAYS}-day window. If the new item costs more, you pay the difference; if it costs less, we refund the difference by the original payment method. The replacement is delivered free, like any other order.`,
        ],
      },
    ],
    cta: {
      heading: 'Need to return something?',
      text: 'Contact us with your order number and we will guide you through it.',
      action: { label: 'Customer service', to: '/customer-service' },
    },
  },
  ar: {
    title: 'سياسة الإرجاع',
    intro: `غيّرت رأيك، أو هناك ما ليس على ما يرام؟ يمكن إرجاع المنتجات غير المستخدمة في عبوتها الأصلية خلال ${DAYS} أيام من التوصيل، ونعالج دائمًا المنتجات التالفة أو المعيبة.`,
    sections: [
      {
        id: 'return-window',
        heading: `الإرجاع خلال ${DAYS} أيام`,
        paragraphs: [
          `يمكنك إرجاع معظم المنتجات خلال ${DAYS} أيام من التوصيل إذا كانت غير مستخدمة وسليمة وكاملة، في عبوتها الأصلية، مع الفاتورة أو رقم الطلب.`,
          'ينطبق ذلك على المنتجات المشتراة من موقعنا أو من صالة العرض أو بالهاتف أو واتساب أو البريد الإلكتروني.',
        ],
      },
      {
        id: 'exclusions',
        heading: 'منتجات لا يمكن إرجاعها',
        paragraphs: ['ما لم تكن معيبة، لا نقبل إرجاع:'],
        list: [
          'المنتجات المصنوعة حسب الطلب أو المخصّصة، مثل الأثاث بمقاسات أو تشطيبات أو أقمشة خاصة، أو المنتجات التي تحمل شعارك.',
          'الأثاث الذي تم تجميعه أو تركيبه في موقعك.',
          'المواد الاستهلاكية التقنية المفتوحة، مثل خراطيش الحبر والتونر والورق.',
          'البرمجيات، والمنتجات التقنية التي فُضّ ختم المصنع عنها.',
          'القرطاسية واللوازم المكتبية المفتوحة.',
          'منتجات التصفية ومنتجات العرض، إذا ذُكر ذلك وقت البيع.',
        ],
      },
      {
        id: 'damaged-or-defective',
        heading: 'المنتجات التالفة أو المعيبة',
        paragraphs: [
          'إذا وصل منتج تالفًا أو تبيّن أنه معيب، فلا تنطبق عليه الاستثناءات السابقة. دوّن أي ضرر ظاهر على إشعار التسليم، أو أبلغنا عنه خلال 48 ساعة من التوصيل مع الصور. أما عيوب التصنيع التي تظهر لاحقًا فتُعالج ضمن الضمان المذكور في فاتورتك.',
          'نفحص المنتج، وغالبًا في موقعك، ثم نصلحه أو نستبدله، أو نعيد ثمنه إذا تعذّر ذلك. ويكون الاستلام وإعادة التوصيل مجانًا.',
        ],
      },
      {
        id: 'how-to-return',
        heading: 'كيف تبدأ الإرجاع',
        steps: [
          'تواصل معنا بالهاتف أو واتساب أو البريد الإلكتروني، مع رقم الطلب والمنتجات التي تريد إرجاعها، وأرفق صورًا إذا كان المنتج تالفًا.',
          'نؤكد لك قبول الإرجاع ونتفق على موعد لاستلام المنتج، أو تُحضره بنفسك إلى صالة العرض.',
          'نفحص المنتج عند استلامه أو في صالة العرض.',
          'بعد قبول الإرجاع، ننفّذ استرداد المبلغ أو الاستبدال.',
        ],
        notes: [
          'يمكن إحضار المنتجات الصغيرة إلى صالة العرض، ويستطيع فريقنا استلام القطع الكبيرة من موقعك. وفي حالات الإرجاع لتغيير الرأي قد تُطبّق رسوم استلام، ونخبرك دائمًا بقيمتها قبل الاستلام.',
        ],
      },
      {
        id: 'refunds',
        heading: 'استرداد المبلغ',
        paragraphs: ['نعيد المبلغ بطريقة الدفع الأصلية خلال 10 أيام عمل من قبول الإرجاع:'],
        list: [
          'المدفوعات ببطاقة الائتمان تُعاد إلى البطاقة نفسها، وقد يستغرق ظهور المبلغ بضعة أيام إضافية لدى البنك.',
          'التحويلات البنكية تُعاد إلى الحساب الذي ورد منه المبلغ.',
          'المدفوعات النقدية تُعاد بتحويل بنكي، أو نقدًا في صالة العرض مقابل الفاتورة الأصلية.',
        ],
        notes: ['ولأن التوصيل مجاني، لا توجد رسوم توصيل تُخصم من المبلغ المسترد.'],
      },
      {
        id: 'exchanges',
        heading: 'الاستبدال',
        paragraphs: [
          `هل تفضّل طرازًا أو مقاسًا أو لونًا مختلفًا؟ يمكنك استبدال المنتج المؤهل خلال مدة الإرجاع نفسها (${DAYS} أيام). فإذا كان المنتج الجديد أغلى تدفع الفرق، وإذا كان أرخص نعيد إليك الفرق بطريقة الدفع الأصلية. ويُوصَّل المنتج البديل مجانًا كأي طلب آخر.`,
        ],
      },
    ],
    cta: {
      heading: 'تريد إرجاع منتج؟',
      text: 'تواصل معنا برقم طلبك وسنرشدك خطوة بخطوة.',
      action: { label: 'خدمة العملاء', to: '/customer-service' },
    },
  },
};
