import { OPENING_HOURS } from '../content-facts';
import type { LocalizedPage } from '../content-types';

const { opens, closes } = OPENING_HOURS;

/** `/delivery-info`: free delivery across Qatar, zones and days, installation, delivery day. */
export const DELIVERY_INFO_PAGE: LocalizedPage = {
  en: {
    title: 'Delivery Information',
    intro:
      'Delivery is free across Qatar. Our own team delivers your order, and assembles and installs larger items, Sunday to Thursday and Saturday. We do not deliver on Fridays.',
    toc: true,
    sections: [
      {
        id: 'free-delivery',
        heading: 'Free delivery across Qatar',
        paragraphs: [
          'Every order is delivered free of charge to any address in Qatar, whatever its size, and there is no minimum order value. Smaller orders join our regular zone routes; larger projects, such as a complete office fit-out, are scheduled zone by zone on dates agreed with you.',
        ],
      },
      {
        id: 'zones',
        heading: 'Delivery zones and days',
        paragraphs: [
          'We plan our routes by zone, so each area is served on fixed days. The lead times below are for items in stock, counted in working days from order confirmation, or from the day a bank transfer clears.',
        ],
        zones: true,
        notes: ['Made-to-order furniture and large projects have their own lead times, stated on your quotation.'],
      },
      {
        id: 'delivery-days',
        heading: 'Delivery days and time slots',
        paragraphs: [
          `We deliver Sunday to Thursday and Saturday, between ${opens} and ${closes}. There is no delivery on Fridays.`,
          `On the working day before delivery, we call you to confirm a morning slot (${opens}–13:00) or an afternoon slot (13:00–${closes}). If you need a particular time, for example outside your office's busiest hours, tell us when you order and we will do our best to arrange it.`,
        ],
      },
      {
        id: 'installation',
        heading: 'Installation',
        paragraphs: [
          'Larger items, such as desks, workstations, meeting tables, storage, reception counters and safes, are assembled and installed by our own team free of charge when they are delivered. Our technicians set up printers, computers and interactive screens, and install and calibrate bank equipment on site.',
          'When we finish, we check every item with you, level and adjust the furniture, and take the packaging away.',
        ],
      },
      {
        id: 'preparing',
        heading: 'Preparing for delivery',
        paragraphs: ['A little preparation makes delivery day quick and safe:'],
        list: [
          'Tell us the floor, and whether there is a lift, with its door and cabin size if you know them. Items that do not fit in the lift are carried by the stairs where it is safe to do so.',
          'Arrange building access: security passes, loading-bay bookings or permits required by towers and compounds, especially in West Bay and Lusail.',
          'Make sure there is parking or a loading area close to the entrance for our truck.',
          'Clear the route and the room where the furniture will go, and protect delicate floors if needed.',
          'Have someone available to receive the order and sign the delivery note.',
        ],
      },
      {
        id: 'delivery-day',
        heading: 'On delivery day',
        steps: [
          'Our driver calls you before arriving.',
          'The team carries the items to the room you choose and unpacks them.',
          'Larger items are assembled, positioned and installed.',
          'You check the items and, if you are paying on delivery, pay by cash or credit card.',
          'We take the packaging away with us.',
        ],
      },
      {
        id: 'inspection',
        heading: 'Checking for damage',
        paragraphs: [
          'Please inspect every item before you sign the delivery note, and write any visible damage or missing parts on the note. If you find a problem after we have left, for example in a box that was not opened, report it within 48 hours with your order number and photos. We will repair or replace the item at no cost to you.',
        ],
        links: [{ label: 'Returns Policy', to: '/return-policy' }],
      },
    ],
    cta: {
      heading: 'Planning a large delivery?',
      text: 'Talk to us about scheduling a project zone by zone, or outside your busiest hours.',
      action: { label: 'Contact us', to: '/contact' },
    },
  },
  ar: {
    title: 'معلومات التوصيل',
    intro:
      'التوصيل مجاني إلى جميع أنحاء قطر. يوصل فريقنا الخاص طلبك، ويجمّع القطع الكبيرة ويركّبها، من الأحد إلى الخميس والسبت. ولا نوصل يوم الجمعة.',
    toc: true,
    sections: [
      {
        id: 'free-delivery',
        heading: 'توصيل مجاني إلى جميع أنحاء قطر',
        paragraphs: [
          'نوصل كل طلب مجانًا إلى أي عنوان في قطر مهما كان حجمه، ودون حد أدنى لقيمة الطلب. تنضم الطلبات الصغيرة إلى مسارات التوصيل المنتظمة لكل منطقة، أما المشاريع الكبيرة، مثل تجهيز مكتب كامل، فتُجدول منطقةً تلو الأخرى في مواعيد نتفق عليها معك.',
        ],
      },
      {
        id: 'zones',
        heading: 'مناطق التوصيل وأيامه',
        paragraphs: [
          'نخطط مسارات التوصيل حسب المنطقة، فتُخدم كل منطقة في أيام ثابتة. مدد التوصيل أدناه للمنتجات المتوفرة في المخزون، وتُحسب بأيام العمل من تأكيد الطلب أو من يوم وصول التحويل البنكي.',
        ],
        zones: true,
        notes: ['للأثاث المصنوع حسب الطلب والمشاريع الكبيرة مدد توريد خاصة بها، تُذكر في عرض السعر.'],
      },
      {
        id: 'delivery-days',
        heading: 'أيام التوصيل وفتراته',
        paragraphs: [
          `نوصل من الأحد إلى الخميس والسبت، بين الساعة ${opens} والساعة ${closes}. ولا يوجد توصيل يوم الجمعة.`,
          `في يوم العمل السابق للتوصيل نتصل بك لتأكيد الفترة الصباحية (${opens}–13:00) أو فترة ما بعد الظهر (13:00–${closes}). وإذا احتجت إلى وقت محدد، مثلًا خارج أوقات الذروة في مكتبك، فأخبرنا عند الطلب وسنبذل قصارى جهدنا لترتيبه.`,
        ],
      },
      {
        id: 'installation',
        heading: 'التركيب',
        paragraphs: [
          'يتولى فريقنا الخاص تجميع القطع الكبيرة وتركيبها مجانًا عند التوصيل، مثل المكاتب ومحطات العمل وطاولات الاجتماعات ووحدات التخزين وكاونترات الاستقبال والخزائن الحديدية. ويجهّز فنيونا الطابعات وأجهزة الكمبيوتر والشاشات التفاعلية، ويركّبون معدات البنوك ويعايرونها في الموقع.',
          'وعند الانتهاء نراجع كل قطعة معك، ونضبط استواء الأثاث ونعدّله، ونأخذ مواد التغليف معنا.',
        ],
      },
      {
        id: 'preparing',
        heading: 'الاستعداد للتوصيل',
        paragraphs: ['قليل من الاستعداد يجعل يوم التوصيل سريعًا وآمنًا:'],
        list: [
          'أخبرنا بالطابق، وهل يوجد مصعد، مع مقاس بابه وحجرته إن كنت تعرفهما. القطع التي لا تتسع لها المصاعد نحملها عبر الدرج متى كان ذلك آمنًا.',
          'رتّب تصاريح الدخول إلى المبنى: بطاقات الأمن أو حجز منطقة التحميل أو التصاريح التي تشترطها الأبراج والمجمعات السكنية، خاصةً في الخليج الغربي ولوسيل.',
          'تأكد من توفر موقف أو منطقة تحميل قريبة من المدخل لشاحنتنا.',
          'أخلِ الممر والغرفة التي سيوضع فيها الأثاث، واحمِ الأرضيات الحساسة عند الحاجة.',
          'احرص على وجود من يستلم الطلب ويوقّع على إشعار التسليم.',
        ],
      },
      {
        id: 'delivery-day',
        heading: 'في يوم التوصيل',
        steps: [
          'يتصل بك السائق قبل الوصول.',
          'يحمل الفريق القطع إلى الغرفة التي تختارها ويفكّ تغليفها.',
          'تُجمَّع القطع الكبيرة وتوضع في أماكنها وتُركَّب.',
          'تتفقد القطع، وإذا كنت تدفع عند الاستلام فادفع نقدًا أو ببطاقة الائتمان.',
          'نأخذ مواد التغليف معنا.',
        ],
      },
      {
        id: 'inspection',
        heading: 'فحص الأضرار',
        paragraphs: [
          'يُرجى فحص كل قطعة قبل التوقيع على إشعار التسليم، وتدوين أي ضرر ظاهر أو أجزاء ناقصة عليه. وإذا اكتشفت مشكلة بعد مغادرتنا، مثلًا في صندوق لم يُفتح، فأبلغنا خلال 48 ساعة مع رقم الطلب والصور، وسنصلح القطعة أو نستبدلها دون أي تكلفة عليك.',
        ],
        links: [{ label: 'سياسة الإرجاع', to: '/return-policy' }],
      },
    ],
    cta: {
      heading: 'تخطط لتوصيل كبير؟',
      text: 'تحدّث معنا عن جدولة مشروعك منطقةً تلو الأخرى، أو خارج أوقات الذروة لديك.',
      action: { label: 'تواصل معنا', to: '/contact' },
    },
  },
};
