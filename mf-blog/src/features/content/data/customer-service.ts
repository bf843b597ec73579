import { COMPANY, whatsappUrl } from '@ogulf/web-kit';
import { HOURS_RANGE, RETURN_WINDOW_DAYS } from '../content-facts';
import type { LocalizedPage } from '../content-types';

/** `/customer-service`: ways to reach us, hours, order tracking and a FAQ. */
export const CUSTOMER_SERVICE_PAGE: LocalizedPage = {
  en: {
    title: 'Customer Service',
    intro: `Our team is here to help before, during and after your order: by phone, WhatsApp, email or in person at our showroom, Sunday to Thursday and Saturday, ${HOURS_RANGE}. Friday closed.`,
    sections: [
      {
        id: 'contact-us',
        heading: 'How to reach us',
        paragraphs: [
          'Choose whichever suits you. If your question is about an existing order, please have your order number ready.',
        ],
        contacts: true,
      },
      {
        id: 'opening-hours',
        heading: 'Opening hours',
        paragraphs: [
          'Our showroom, phone line and WhatsApp are staffed at these times. Messages that arrive on Friday or after hours are answered on the next working day.',
        ],
        hours: true,
      },
      {
        id: 'order-tracking',
        heading: 'Tracking your order',
        paragraphs: ['You do not need an account to follow your order:'],
        steps: [
          'When you order, you choose your delivery day and time slot, and we email you a confirmation with your order number.',
          'Orders paid by bank transfer are dispatched once the transfer has cleared: upload your transfer receipt from your confirmation or tracking page, and we email you when the payment is confirmed.',
          'Each time your order moves on (confirmed, being prepared, out for delivery, delivered), we email you.',
          'On the day, the driver calls you when on the way.',
        ],
        notes: [
          'To see where your order is at any time, open Track your order and enter your order number and the phone number you ordered with.',
        ],
        links: [{ label: 'Track your order', to: '/track-order' }],
      },
      {
        id: 'corporate-customers',
        heading: 'Corporate and government customers',
        paragraphs: [
          'Companies, government entities, banks and schools can ask for a dedicated account manager, formal quotations, purchase-order processing and consolidated invoices. Email us your requirements and we will reply within one working day.',
        ],
      },
      {
        id: 'faq',
        heading: 'Frequently asked questions',
        faq: [
          {
            question: 'Do you deliver on Fridays?',
            answers: [
              'No. We deliver Sunday to Thursday and Saturday. Friday is our day off, for deliveries and for the showroom.',
            ],
          },
          {
            question: 'Is delivery really free?',
            answers: [
              'Yes. Delivery is free across Qatar, with no minimum order. Larger projects are scheduled by zone, on a date we agree with you in advance.',
            ],
          },
          {
            question: 'How can I pay?',
            answers: [
              'By cash or credit card on delivery, or by bank transfer. Orders paid by bank transfer are dispatched after the transfer clears.',
            ],
          },
          {
            question: 'Do you assemble and install the furniture?',
            answers: [
              'Yes. Larger items are delivered, assembled and installed by our own team, who also take the packaging away.',
            ],
          },
          {
            question: 'Can I see the products before I buy?',
            answers: [
              `Yes. Visit our showroom on ${COMPANY.address}. Most of our desks, chairs and storage ranges are on display, and we can show you samples of finishes and fabrics.`,
            ],
          },
          {
            question: 'Do you provide quotations for companies and government entities?',
            answers: [
              'Yes. Send us your requirements or a product list and we will prepare a formal quotation in QAR, with specifications, lead times and warranty terms.',
            ],
          },
          {
            question: 'What warranty do your products have?',
            answers: [
              "Every product carries the manufacturer's warranty, for the period shown on your quotation or invoice. If something goes wrong, contact us and we handle the claim for you.",
            ],
          },
          {
            question: 'How do I return an item?',
            answers: [
              `Unused items in their original packaging can be returned within ${RETURN_WINDOW_DAYS} days of delivery. Contact us with your order number to start a return; our Returns Policy explains the details and exclusions.`,
            ],
          },
        ],
        links: [
          { label: 'Delivery information', to: '/delivery-info' },
          { label: 'Returns Policy', to: '/return-policy' },
        ],
      },
      {
        id: 'feedback',
        heading: 'Feedback and complaints',
        paragraphs: [
          'If something has not gone as it should, please tell us. Call or email us with your order number and a short description; a supervisor reviews every complaint and replies within two working days.',
        ],
      },
    ],
    cta: {
      heading: 'Need a quick answer?',
      text: 'Send us a WhatsApp message with your question or your order number.',
      action: { label: 'Chat on WhatsApp', to: whatsappUrl('Hello OGulf, I have a question about my order.') },
    },
  },
  ar: {
    title: 'خدمة العملاء',
    intro: `فريقنا جاهز لمساعدتك قبل طلبك وأثناءه وبعده: بالهاتف أو واتساب أو البريد الإلكتروني أو بزيارة صالة العرض، من الأحد إلى الخميس والسبت، ${HOURS_RANGE}. الجمعة مغلق.`,
    sections: [
      {
        id: 'contact-us',
        heading: 'طرق التواصل معنا',
        paragraphs: ['اختر الطريقة التي تناسبك. وإذا كان سؤالك عن طلب قائم، فيُرجى تجهيز رقم الطلب.'],
        contacts: true,
      },
      {
        id: 'opening-hours',
        heading: 'ساعات العمل',
        paragraphs: [
          'يعمل فريق صالة العرض والهاتف وواتساب في الأوقات التالية. ونرد على الرسائل التي تصل يوم الجمعة أو خارج ساعات العمل في يوم العمل التالي.',
        ],
        hours: true,
      },
      {
        id: 'order-tracking',
        heading: 'متابعة طلبك',
        paragraphs: ['لا تحتاج إلى حساب لمتابعة طلبك:'],
        steps: [
          'عند الطلب تختار يوم التوصيل والفترة التي تناسبك، ونرسل إليك تأكيدًا بالبريد الإلكتروني يتضمن رقم الطلب.',
          'تُشحن الطلبات المدفوعة بالتحويل البنكي بعد وصول المبلغ إلى حسابنا: ارفع إيصال التحويل من صفحة التأكيد أو صفحة تتبع الطلب، وسنرسل إليك رسالة عند تأكيد الدفع.',
          'نراسلك بالبريد الإلكتروني عند كل مرحلة جديدة لطلبك: التأكيد والتجهيز والخروج للتوصيل والتسليم.',
          'وفي يوم التوصيل، يتصل بك السائق وهو في الطريق إليك.',
        ],
        notes: ['لمعرفة مكان طلبك في أي وقت، افتح صفحة تتبع الطلب وأدخل رقم الطلب ورقم الهاتف الذي طلبت به.'],
        links: [{ label: 'تتبع طلبك', to: '/track-order' }],
      },
      {
        id: 'corporate-customers',
        heading: 'عملاء الشركات والجهات الحكومية',
        paragraphs: [
          'يمكن للشركات والجهات الحكومية والبنوك والمدارس طلب مدير حساب مخصّص، وعروض أسعار رسمية، ومعالجة أوامر الشراء، وفواتير مجمّعة. أرسل متطلباتك بالبريد الإلكتروني وسنرد خلال يوم عمل واحد.',
        ],
      },
      {
        id: 'faq',
        heading: 'الأسئلة الشائعة',
        faq: [
          {
            question: 'هل توصلون يوم الجمعة؟',
            answers: ['لا. نوصل من الأحد إلى الخميس والسبت، والجمعة يوم عطلتنا للتوصيل ولصالة العرض.'],
          },
          {
            question: 'هل التوصيل مجاني فعلًا؟',
            answers: [
              'نعم. التوصيل مجاني إلى جميع أنحاء قطر دون حد أدنى للطلب. وتُجدول المشاريع الكبيرة حسب المنطقة في موعد نتفق عليه معك مسبقًا.',
            ],
          },
          {
            question: 'كيف يمكنني الدفع؟',
            answers: [
              'نقدًا أو ببطاقة الائتمان عند الاستلام، أو بالتحويل البنكي. وتُشحن الطلبات المدفوعة بالتحويل البنكي بعد وصول المبلغ.',
            ],
          },
          {
            question: 'هل تتولون تجميع الأثاث وتركيبه؟',
            answers: ['نعم. يتولى فريقنا الخاص توصيل القطع الكبيرة وتجميعها وتركيبها، ويأخذ مواد التغليف معه.'],
          },
          {
            question: 'هل يمكنني رؤية المنتجات قبل الشراء؟',
            answers: [
              `نعم. تفضّل بزيارة صالة العرض على ${COMPANY.addressAr}. معظم مجموعات المكاتب والكراسي ووحدات التخزين معروضة لدينا، ويمكننا أن نريك عينات التشطيبات والأقمشة.`,
            ],
          },
          {
            question: 'هل تقدّمون عروض أسعار للشركات والجهات الحكومية؟',
            answers: [
              'نعم. أرسل إلينا متطلباتك أو قائمة المنتجات، وسنُعدّ لك عرض سعر رسميًا بالريال القطري يتضمن المواصفات ومدد التوريد وشروط الضمان.',
            ],
          },
          {
            question: 'ما الضمان على منتجاتكم؟',
            answers: [
              'يتمتع كل منتج بضمان الشركة المصنّعة للمدة المذكورة في عرض السعر أو الفاتورة. وإذا حدث أي خلل، تواصل معنا ونتولى المطالبة نيابةً عنك.',
            ],
          },
          {
            question: 'كيف أُرجع منتجًا؟',
            answers: [
              `يمكن إرجاع المنتجات غير المستخدمة في عبوتها الأصلية خلال ${RETURN_WINDOW_DAYS} أيام من التوصيل. تواصل معنا برقم طلبك لبدء الإرجاع، وتجد التفاصيل والاستثناءات في سياسة الإرجاع.`,
            ],
          },
        ],
        links: [
          { label: 'معلومات التوصيل', to: '/delivery-info' },
          { label: 'سياسة الإرجاع', to: '/return-policy' },
        ],
      },
      {
        id: 'feedback',
        heading: 'الملاحظات والشكاوى',
        paragraphs: [
          'إذا لم يسر أمر ما كما ينبغي، فأخبرنا من فضلك. اتصل بنا أو راسلنا بالبريد الإلكتروني مع رقم طلبك ووصف مختصر، ويراجع أحد المشرفين كل شكوى ويرد خلال يومي عمل.',
        ],
      },
    ],
    cta: {
      heading: 'تحتاج إلى إجابة سريعة؟',
      text: 'أرسل إلينا رسالة عبر واتساب تتضمن سؤالك أو رقم طلبك.',
      action: { label: 'تحدّث معنا عبر واتساب', to: whatsappUrl('مرحبًا أو جلف، لدي استفسار بخصوص طلبي.') },
    },
  },
};
