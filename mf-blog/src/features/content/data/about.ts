import { COMPANY } from '@ogulf/web-kit';
import { SHOWROOM_MAP_URL, STATS } from '../content-facts';
import type { LocalizedPage } from '../content-types';

/** `/about`: who we are, what we sell, who we serve, why choose us, our team, the showroom. */
export const ABOUT_PAGE: LocalizedPage = {
  en: {
    title: 'About OGulf',
    intro: `Since ${COMPANY.since}, ${COMPANY.name} has helped companies, government entities, banks, schools and families across Qatar create spaces that work well and last, with furniture and technology we supply, deliver and install ourselves.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `OGulf is a Qatari supplier of office furniture, home furniture and IT products, based in our showroom on ${COMPANY.address}. We opened our doors in ${COMPANY.since} with a simple idea: businesses in Qatar deserve furniture that is comfortable, durable and delivered on time, from a supplier who is still there after the invoice is paid.`,
          'Today we furnish everything from a single home office to complete headquarters. Our consultants help you choose, our planners draw the layout, and our own delivery and installation team brings everything to your door and sets it up. One company and one point of contact, from the first sketch to after-sales support.',
        ],
      },
      {
        id: 'what-we-sell',
        heading: 'What we sell',
        paragraphs: ['Our range covers the whole workplace and much of the home:'],
        list: [
          'Office furniture: executive and staff desks, ergonomic chairs, open-plan workstations, meeting and conference tables, storage and filing, and reception counters and seating.',
          'Home furniture: home-office desks and chairs, study furniture, and storage for living spaces.',
          'IT products: printers and multifunction copiers, desktop and laptop computers, and interactive screens for meeting rooms and classrooms.',
          'Safes: fire-resistant and security safes for homes, offices and shops.',
          'Bank equipment: money counters, note sorters and counterfeit detectors.',
          'Stationery and office supplies for everyday needs.',
        ],
      },
      {
        id: 'who-we-serve',
        heading: 'Who we serve',
        paragraphs: ['We work with organisations of every size, and with families furnishing their homes:'],
        list: [
          'Companies, from start-ups fitting out their first office to established firms refreshing whole floors.',
          'Government ministries and public entities, with formal quotations and complete documentation.',
          'Banks and exchange houses, for branch furniture, safes and cash-handling equipment.',
          'Schools, universities and training centres, for classroom furniture and interactive screens.',
          'Homes, for comfortable home offices, study rooms and storage.',
        ],
      },
      {
        id: 'why-choose-us',
        heading: 'Why choose us',
        stats: [
          { value: STATS.years, label: 'Years serving Qatar' },
          { value: STATS.customers, label: 'Happy customers' },
          { value: STATS.rating, label: 'Customer rating' },
        ],
        list: [
          'Free delivery across Qatar, scheduled by zone.',
          'Our own delivery and installation team: the people who assemble your furniture work for us, not for a subcontractor.',
          'Space planning and 3D layouts, so you can see the result before you commit.',
          'Clear quotations in Qatari riyals for companies and government entities.',
          'Warranty claims handled by us, so you never have to chase a manufacturer.',
          'Flexible payment: cash or credit card on delivery, or bank transfer.',
        ],
      },
      {
        id: 'our-team',
        heading: 'Our team',
        paragraphs: [
          "Behind every order is a small, experienced team that knows Qatar's offices, buildings and working week.",
        ],
        cards: [
          {
            title: 'Sales consultants',
            text: 'Help you compare products, finishes and budgets, in English or Arabic, in the showroom or at your premises.',
          },
          {
            title: 'Space planners',
            text: 'Measure your site, plan workstations and meeting rooms, and prepare 2D and 3D layouts for your approval.',
          },
          {
            title: 'Delivery and installation crew',
            text: 'Deliver, assemble and install your furniture in every zone of Qatar, then take the packaging away.',
          },
          {
            title: 'IT and equipment technicians',
            text: 'Set up printers, computers and interactive screens, and install and service money counters and note sorters.',
          },
          {
            title: 'Customer service and after-sales',
            text: 'Follow up orders, arrange delivery dates, and handle warranty claims, adjustments and returns.',
          },
        ],
        notes: [
          'Would you like to join us? We are always glad to hear from people who care about good service. Send us your CV through our contact page.',
        ],
        links: [{ label: 'Contact us', to: '/contact?subject=careers' }],
      },
      {
        id: 'visit-showroom',
        heading: 'Visit our showroom',
        paragraphs: [
          `Our showroom on ${COMPANY.address} displays desks, chairs, workstations, storage and meeting furniture side by side, so you can sit, compare and decide. Walk in during opening hours, or call us to book a time with a consultant.`,
        ],
        hours: true,
        notes: [
          `${COMPANY.name} is registered with Qatar's Ministry of Commerce and Industry under Commercial Registration No. ${COMPANY.commercialRegistration}.`,
        ],
        links: [{ label: 'Get directions', to: SHOWROOM_MAP_URL }],
      },
    ],
    cta: {
      heading: 'Planning a new office?',
      text: 'Tell us about your space and we will prepare a layout and a quotation.',
      action: { label: 'Request a quote', to: '/contact' },
    },
  },
  ar: {
    title: 'عن أو جلف',
    intro: `منذ عام ${COMPANY.since}، تساعد ${COMPANY.nameAr} الشركات والجهات الحكومية والبنوك والمدارس والأسر في أنحاء قطر على تهيئة مساحات عملية تدوم طويلًا، بأثاث وتقنيات نورّدها ونوصلها ونركّبها بأنفسنا.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'من نحن',
        paragraphs: [
          `أو جلف مورّد قطري للأثاث المكتبي والأثاث المنزلي والمنتجات التقنية، ومقرّه صالة عرضنا على ${COMPANY.addressAr}. افتتحنا أبوابنا عام ${COMPANY.since} انطلاقًا من فكرة بسيطة: الشركات في قطر تستحق أثاثًا مريحًا ومتينًا يصل في موعده، من مورّد يبقى إلى جانبها بعد سداد الفاتورة.`,
          'واليوم نؤثث كل شيء، من مكتب منزلي واحد إلى مقرات رئيسية متكاملة. يساعدك مستشارونا في الاختيار، ويرسم مخططونا التصميم، ثم يوصل فريق التوصيل والتركيب التابع لنا كل شيء إلى بابك ويركّبه في مكانه. شركة واحدة وجهة تواصل واحدة، من الرسم الأول حتى خدمة ما بعد البيع.',
        ],
      },
      {
        id: 'what-we-sell',
        heading: 'ماذا نبيع',
        paragraphs: ['تغطي منتجاتنا بيئة العمل بأكملها وجزءًا كبيرًا من احتياجات المنزل:'],
        list: [
          'الأثاث المكتبي: مكاتب تنفيذية ومكاتب للموظفين، وكراسٍ مريحة صحيًا، ومحطات عمل للمكاتب المفتوحة، وطاولات اجتماعات ومؤتمرات، ووحدات تخزين وحفظ ملفات، وكاونترات ومقاعد للاستقبال.',
          'الأثاث المنزلي: مكاتب وكراسٍ للعمل من المنزل، وأثاث لغرف الدراسة، ووحدات تخزين للمساحات المعيشية.',
          'المنتجات التقنية: طابعات وآلات تصوير متعددة الوظائف، وأجهزة كمبيوتر مكتبية ومحمولة، وشاشات تفاعلية لغرف الاجتماعات والفصول الدراسية.',
          'الخزائن الحديدية: خزائن مقاومة للحريق وخزائن أمان للمنازل والمكاتب والمتاجر.',
          'معدات البنوك: آلات عدّ النقود وفرز الأوراق النقدية وكشف العملات المزيفة.',
          'القرطاسية واللوازم المكتبية للاحتياجات اليومية.',
        ],
      },
      {
        id: 'who-we-serve',
        heading: 'من نخدم',
        paragraphs: ['نعمل مع المؤسسات بمختلف أحجامها، ومع الأسر التي تؤثث منازلها:'],
        list: [
          'الشركات، من الشركات الناشئة التي تجهّز مكتبها الأول إلى الشركات الراسخة التي تجدّد طوابق كاملة.',
          'الوزارات والجهات الحكومية، مع عروض أسعار رسمية ومستندات كاملة.',
          'البنوك وشركات الصرافة، لأثاث الفروع والخزائن ومعدات التعامل مع النقد.',
          'المدارس والجامعات ومراكز التدريب، لأثاث الفصول الدراسية والشاشات التفاعلية.',
          'المنازل، لمكاتب منزلية مريحة وغرف دراسة ووحدات تخزين.',
        ],
      },
      {
        id: 'why-choose-us',
        heading: 'لماذا تختارنا',
        stats: [
          { value: STATS.years, label: 'عامًا في خدمة قطر' },
          { value: STATS.customers, label: 'عميل راضٍ' },
          { value: STATS.rating, label: 'تقييم العملاء' },
        ],
        list: [
          'توصيل مجاني إلى جميع أنحاء قطر، مجدول حسب المنطقة.',
          'فريق توصيل وتركيب خاص بنا: من يركّب أثاثك موظف لدينا وليس مقاولًا من الباطن.',
          'تخطيط المساحات وتصاميم ثلاثية الأبعاد، لترى النتيجة قبل أن تتخذ قرارك.',
          'عروض أسعار واضحة بالريال القطري للشركات والجهات الحكومية.',
          'نتولى مطالبات الضمان بأنفسنا، فلا تضطر إلى ملاحقة الشركة المصنّعة.',
          'طرق دفع مرنة: نقدًا أو ببطاقة الائتمان عند الاستلام، أو بالتحويل البنكي.',
        ],
      },
      {
        id: 'our-team',
        heading: 'فريقنا',
        paragraphs: ['وراء كل طلب فريق صغير وخبير يعرف مكاتب قطر ومبانيها وأيام العمل فيها.'],
        cards: [
          {
            title: 'مستشارو المبيعات',
            text: 'يساعدونك في المقارنة بين المنتجات والتشطيبات والميزانيات، بالعربية أو الإنجليزية، في صالة العرض أو في موقعك.',
          },
          {
            title: 'مخططو المساحات',
            text: 'يقيسون موقعك ويخططون محطات العمل وغرف الاجتماعات، ويُعدّون مخططات ثنائية وثلاثية الأبعاد لاعتمادها.',
          },
          {
            title: 'فريق التوصيل والتركيب',
            text: 'يوصلون أثاثك ويجمّعونه ويركّبونه في جميع مناطق قطر، ثم يأخذون مواد التغليف معهم.',
          },
          {
            title: 'فنيو التقنية والمعدات',
            text: 'يجهّزون الطابعات وأجهزة الكمبيوتر والشاشات التفاعلية، ويركّبون آلات عدّ النقود وفرزها ويتولّون صيانتها.',
          },
          {
            title: 'خدمة العملاء وما بعد البيع',
            text: 'يتابعون الطلبات وينسّقون مواعيد التوصيل، ويتولّون مطالبات الضمان والتعديلات والإرجاع.',
          },
        ],
        notes: [
          'هل ترغب في الانضمام إلينا؟ يسعدنا دائمًا التعرّف على من يهتم بالخدمة الجيدة. أرسل سيرتك الذاتية عبر صفحة التواصل.',
        ],
        links: [{ label: 'تواصل معنا', to: '/contact?subject=careers' }],
      },
      {
        id: 'visit-showroom',
        heading: 'زر صالة العرض',
        paragraphs: [
          `تعرض صالتنا على ${COMPANY.addressAr} المكاتب والكراسي ومحطات العمل ووحدات التخزين وأثاث الاجتماعات جنبًا إلى جنب، لتجلس وتقارن وتقرر بنفسك. تفضّل بزيارتنا خلال ساعات العمل، أو اتصل بنا لحجز موعد مع أحد المستشارين.`,
        ],
        hours: true,
        notes: [
          `${COMPANY.nameAr} مسجّلة لدى وزارة التجارة والصناعة في قطر بالسجل التجاري رقم ${COMPANY.commercialRegistration}.`,
        ],
        links: [{ label: 'احصل على الاتجاهات', to: SHOWROOM_MAP_URL }],
      },
    ],
    cta: {
      heading: 'تخطط لمكتب جديد؟',
      text: 'أخبرنا عن مساحتك وسنُعدّ لك مخططًا وعرض سعر.',
      action: { label: 'اطلب عرض سعر', to: '/contact' },
    },
  },
};
