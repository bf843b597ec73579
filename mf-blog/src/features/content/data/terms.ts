import { COMPANY } from '@ogulf/web-kit';
import { RETURN_WINDOW_DAYS } from '../content-facts';
import type { LocalizedPage } from '../content-types';

const UPDATED = '2026-10-15';

/** `/terms-conditions`: the terms for orders, quotations, payment, delivery and after-sales. */
export const TERMS_PAGE: LocalizedPage = {
  en: {
    title: 'Terms & Conditions',
    intro:
      'These terms apply to every order and quotation with OGulf, whether placed through this website, in our showroom, or by phone, WhatsApp or email. Please read them before you order.',
    updated: UPDATED,
    toc: true,
    sections: [
      {
        id: 'about-these-terms',
        heading: 'About these terms',
        paragraphs: [
          `This website and our showroom are operated by ${COMPANY.name} ("OGulf", "we", "us"), ${COMPANY.address}. By placing an order or accepting a quotation you agree to these terms. Where a written agreement signed with a corporate or government customer differs from them, that agreement takes precedence.`,
        ],
      },
      {
        id: 'orders-and-quotations',
        heading: 'Orders and quotations',
        list: [
          'An order is accepted when we confirm it by email, phone or WhatsApp with an order number. We may decline an order, for example if an item is unavailable or a price was shown in error; any payment already made is then refunded in full.',
          'Quotations are valid for 30 days unless they state otherwise, and depend on stock being available when you accept them.',
          'Corporate and government customers may order by purchase order, quoting our quotation number.',
          'Product photos are for illustration. Wood grain, fabric and colour may differ slightly from screen images and showroom samples.',
          'You may cancel free of charge until an order is dispatched. Made-to-order and customised items cannot be cancelled once production has started.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prices',
        paragraphs: [
          'All prices are in Qatari riyals (QAR) and include delivery within Qatar. Prices on the website may change without notice, but the price confirmed in your order or quotation is the price you pay. Items marked "Contact for Quote" are priced individually, according to quantity and specification.',
        ],
      },
      {
        id: 'payment',
        heading: 'Payment',
        paragraphs: ['We accept three payment methods:'],
        list: [
          'Cash on delivery, paid to our delivery team.',
          'Credit card on delivery, using the card terminal our delivery team carries.',
          'Bank transfer to the account shown on your order confirmation or invoice. Orders paid by bank transfer are dispatched after the transfer has cleared in our account.',
        ],
        notes: [
          'Corporate and government customers may be offered credit terms; these apply only when agreed in writing.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery',
        paragraphs: [
          'Delivery is free across Qatar and is scheduled by zone. Delivery dates are estimates, which we confirm with you before dispatch, and we do not deliver on Fridays. Please make sure that someone is available to receive the order and that the building allows access for delivery. If a delivery cannot be completed because the site is not accessible or nobody is present, we will agree a new date with you.',
        ],
        links: [{ label: 'Delivery information', to: '/delivery-info' }],
      },
      {
        id: 'installation',
        heading: 'Installation',
        paragraphs: [
          'Larger items are assembled and installed by our own team. You are responsible for having the site ready: floors finished, power and data points in place where needed, and any permits or building passes arranged. We fix items to walls, for example screens, safes or wall cabinets, only where you confirm that the wall is suitable and free of hidden cables and pipes.',
        ],
      },
      {
        id: 'risk-and-ownership',
        heading: 'Risk and ownership',
        paragraphs: [
          'Risk in the goods passes to you when they are delivered. Ownership passes to you when we have received payment in full; until then, we may recover goods that have not been paid for.',
        ],
      },
      {
        id: 'warranty',
        heading: 'Warranty',
        paragraphs: [
          "Products carry the manufacturer's warranty, for the period stated on your quotation or invoice. We handle warranty claims for you: contact us with your order number and a description or photos of the problem, and we will arrange inspection, repair or replacement.",
          'The warranty does not cover normal wear and tear, misuse, damage caused by moving or modifying items after installation by anyone other than us, or consumables such as ink, toner and batteries.',
        ],
      },
      {
        id: 'returns',
        heading: 'Returns and exchanges',
        paragraphs: [
          `Unused items in their original packaging can be returned within ${RETURN_WINDOW_DAYS} days of delivery, subject to the exclusions in our Returns Policy, which forms part of these terms.`,
        ],
        links: [{ label: 'Returns Policy', to: '/return-policy' }],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'Our liability for any order is limited to the price paid for the goods or services concerned. We are not liable for indirect or consequential losses, such as loss of business or profit, or for delays caused by events beyond our reasonable control. Nothing in these terms limits any liability that cannot be limited under the laws of the State of Qatar.',
        ],
      },
      {
        id: 'your-information',
        heading: 'Your information',
        paragraphs: [
          'We use your name, contact details and address only to process your order, deliver and install it, and provide after-sales service. We do not sell your information to anyone.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the State of Qatar, and the courts of the State of Qatar have jurisdiction over any dispute. We will always try to resolve a concern with you directly first.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time. The version published on this page when you place your order applies to that order.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Questions about these terms? You can reach us here:'],
        contacts: true,
      },
    ],
    cta: {
      heading: 'Questions before you order?',
      text: 'Our team is happy to explain any part of these terms.',
      action: { label: 'Customer service', to: '/customer-service' },
    },
  },
  ar: {
    title: 'الشروط والأحكام',
    intro:
      'تنطبق هذه الشروط على كل طلب وعرض سعر لدى أو جلف، سواء تم عبر هذا الموقع أو في صالة العرض أو بالهاتف أو واتساب أو البريد الإلكتروني. يُرجى قراءتها قبل الطلب.',
    updated: UPDATED,
    toc: true,
    sections: [
      {
        id: 'about-these-terms',
        heading: 'حول هذه الشروط',
        paragraphs: [
          `تدير هذا الموقع وصالة العرض ${COMPANY.nameAr} ("أو جلف" أو "نحن")، وعنوانها ${COMPANY.addressAr}. بتقديمك طلبًا أو قبولك عرض سعر فإنك توافق على هذه الشروط. وإذا اختلفت عنها اتفاقية مكتوبة موقّعة مع عميل من الشركات أو الجهات الحكومية، فالأولوية لتلك الاتفاقية.`,
        ],
      },
      {
        id: 'orders-and-quotations',
        heading: 'الطلبات وعروض الأسعار',
        list: [
          'يُعدّ الطلب مقبولًا عندما نؤكده عبر البريد الإلكتروني أو الهاتف أو واتساب برقم طلب. ويحق لنا رفض الطلب، مثلًا إذا لم يكن المنتج متوفرًا أو ظهر السعر بالخطأ، وعندئذٍ نعيد كامل أي مبلغ مدفوع.',
          'عروض الأسعار صالحة لمدة 30 يومًا ما لم يُذكر خلاف ذلك، وتخضع لتوفر المخزون وقت قبولها.',
          'يمكن لعملاء الشركات والجهات الحكومية الطلب بأمر شراء يشير إلى رقم عرض السعر الخاص بنا.',
          'صور المنتجات للتوضيح فقط، وقد تختلف عروق الخشب والأقمشة والألوان اختلافًا طفيفًا عن الصور على الشاشة وعن عينات صالة العرض.',
          'يمكنك إلغاء الطلب مجانًا قبل شحنه. أما المنتجات المصنوعة حسب الطلب أو المخصّصة فلا يمكن إلغاؤها بعد بدء تصنيعها.',
        ],
      },
      {
        id: 'prices',
        heading: 'الأسعار',
        paragraphs: [
          'جميع الأسعار بالريال القطري (QAR) وتشمل التوصيل داخل قطر. قد تتغير الأسعار على الموقع دون إشعار مسبق، لكن السعر المؤكد في طلبك أو عرض السعر هو السعر الذي تدفعه. أما المنتجات المشار إليها بعبارة "تواصل معنا للسعر" فتُسعّر كلٌّ على حدة حسب الكمية والمواصفات.',
        ],
      },
      {
        id: 'payment',
        heading: 'الدفع',
        paragraphs: ['نقبل ثلاث طرق للدفع:'],
        list: [
          'الدفع نقدًا عند الاستلام لفريق التوصيل.',
          'الدفع ببطاقة الائتمان عند الاستلام، عبر جهاز الدفع الذي يحمله فريق التوصيل.',
          'التحويل البنكي إلى الحساب المذكور في تأكيد الطلب أو الفاتورة. وتُشحن الطلبات المدفوعة بالتحويل البنكي بعد وصول المبلغ إلى حسابنا.',
        ],
        notes: ['قد نمنح عملاء الشركات والجهات الحكومية شروط دفع آجل، ولا تسري إلا إذا اتُّفق عليها كتابةً.'],
      },
      {
        id: 'delivery',
        heading: 'التوصيل',
        paragraphs: [
          'التوصيل مجاني إلى جميع أنحاء قطر ويُجدول حسب المنطقة. مواعيد التوصيل تقديرية ونؤكدها معك قبل الشحن، ولا نوصل يوم الجمعة. يُرجى التأكد من وجود من يستلم الطلب، ومن أن المبنى يسمح بالدخول للتوصيل. وإذا تعذّر إتمام التوصيل لعدم إمكانية الوصول إلى الموقع أو لعدم وجود أحد، نتفق معك على موعد جديد.',
        ],
        links: [{ label: 'معلومات التوصيل', to: '/delivery-info' }],
      },
      {
        id: 'installation',
        heading: 'التركيب',
        paragraphs: [
          'يتولى فريقنا الخاص تجميع القطع الكبيرة وتركيبها. وتقع عليك مسؤولية تجهيز الموقع: أن تكون الأرضيات منتهية، ونقاط الكهرباء والشبكة جاهزة حيث يلزم، وأي تصاريح أو بطاقات دخول إلى المبنى متوفرة. ولا نثبّت القطع على الجدران، مثل الشاشات أو الخزائن الحديدية أو الخزائن المعلّقة، إلا بعد أن تؤكد لنا أن الجدار مناسب وخالٍ من الأسلاك والأنابيب المخفية.',
        ],
      },
      {
        id: 'risk-and-ownership',
        heading: 'تحمّل المخاطر وانتقال الملكية',
        paragraphs: [
          'تنتقل إليك مخاطر البضائع عند تسليمها، وتنتقل إليك ملكيتها عند استلامنا كامل المبلغ، ويحق لنا قبل ذلك استرداد البضائع التي لم يُدفع ثمنها.',
        ],
      },
      {
        id: 'warranty',
        heading: 'الضمان',
        paragraphs: [
          'تتمتع المنتجات بضمان الشركة المصنّعة للمدة المذكورة في عرض السعر أو الفاتورة. ونتولى مطالبات الضمان نيابةً عنك: تواصل معنا برقم طلبك مع وصف المشكلة أو صورها، وسنرتّب الفحص أو الإصلاح أو الاستبدال.',
          'لا يشمل الضمان الاستهلاك العادي، أو سوء الاستخدام، أو الأضرار الناتجة عن نقل القطع أو تعديلها بعد التركيب من قِبل غيرنا، أو المواد الاستهلاكية مثل الحبر والتونر والبطاريات.',
        ],
      },
      {
        id: 'returns',
        heading: 'الإرجاع والاستبدال',
        paragraphs: [
          `يمكن إرجاع المنتجات غير المستخدمة في عبوتها الأصلية خلال ${RETURN_WINDOW_DAYS} أيام من التوصيل، مع مراعاة الاستثناءات الواردة في سياسة الإرجاع، وهي جزء من هذه الشروط.`,
        ],
        links: [{ label: 'سياسة الإرجاع', to: '/return-policy' }],
      },
      {
        id: 'liability',
        heading: 'حدود المسؤولية',
        paragraphs: [
          'تقتصر مسؤوليتنا عن أي طلب على الثمن المدفوع مقابل البضائع أو الخدمات المعنية. ولا نتحمل المسؤولية عن الخسائر غير المباشرة أو التبعية، مثل خسارة الأعمال أو الأرباح، ولا عن التأخير الناتج عن ظروف خارجة عن إرادتنا المعقولة. ولا يحدّ أي شيء في هذه الشروط من مسؤولية لا يجوز تحديدها بموجب قوانين دولة قطر.',
        ],
      },
      {
        id: 'your-information',
        heading: 'بياناتك',
        paragraphs: [
          'نستخدم اسمك وبيانات التواصل معك وعنوانك فقط لمعالجة طلبك وتوصيله وتركيبه وتقديم خدمة ما بعد البيع، ولا نبيع بياناتك لأي جهة.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'القانون الواجب التطبيق',
        paragraphs: [
          'تخضع هذه الشروط لقوانين دولة قطر، وتختص محاكم دولة قطر بالنظر في أي نزاع. وسنحرص دائمًا على حل أي ملاحظة معك مباشرةً أولًا.',
        ],
      },
      {
        id: 'changes',
        heading: 'التعديلات على هذه الشروط',
        paragraphs: ['قد نحدّث هذه الشروط من وقت لآخر، وتسري على طلبك النسخة المنشورة في هذه الصفحة وقت تقديمه.'],
      },
      {
        id: 'contact',
        heading: 'التواصل',
        paragraphs: ['لديك سؤال حول هذه الشروط؟ يمكنك التواصل معنا عبر:'],
        contacts: true,
      },
    ],
    cta: {
      heading: 'لديك أسئلة قبل الطلب؟',
      text: 'يسعد فريقنا توضيح أي بند من هذه الشروط.',
      action: { label: 'خدمة العملاء', to: '/customer-service' },
    },
  },
};
