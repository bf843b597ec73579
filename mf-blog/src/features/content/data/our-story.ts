import { COMPANY } from '@ogulf/web-kit';
import { STATS } from '../content-facts';
import type { LocalizedPage } from '../content-types';

/** `/our-story`: how it started, a timeline of milestones, our values. */
export const OUR_STORY_PAGE: LocalizedPage = {
  en: {
    title: 'Our Story',
    intro: `From a small showroom in Doha in ${COMPANY.since} to a trusted supplier for ${STATS.customers} customers across Qatar: this is how OGulf grew, one office at a time.`,
    sections: [
      {
        id: 'how-it-started',
        heading: 'How it started',
        paragraphs: [
          `${COMPANY.name} opened in ${COMPANY.since} as a small showroom in Doha, with a handful of desk and chair ranges and a single delivery van. Our founders had worked in the furniture trade in the Gulf for years, and they saw that businesses in Qatar wanted more than a catalogue: they wanted someone to plan the space, deliver on time and come back when something needed attention.`,
          'That promise, to supply, deliver, install and stand behind what we sell, is still how we work today.',
        ],
      },
      {
        id: 'milestones',
        heading: 'Milestones',
        timeline: [
          {
            year: String(COMPANY.since),
            title: 'Our first showroom in Doha',
            text: 'We open with office desks, chairs and storage, serving small businesses in Doha.',
          },
          {
            year: '2009',
            title: 'Our own installation team',
            text: 'We build an in-house delivery and installation team and begin supplying government entities and larger companies.',
          },
          {
            year: '2012',
            title: 'IT products',
            text: 'Printers, copiers and computers join the range, so clients can furnish and equip an office with one order.',
          },
          {
            year: '2014',
            title: 'Safes and bank equipment',
            text: 'We add safes, money counters and note sorters, with installation and servicing for bank branches and exchange houses.',
          },
          {
            year: '2016',
            title: 'Space planning and 3D layouts',
            text: 'Our planners start producing 3D layouts, so clients can approve a design before anything is ordered.',
          },
          {
            year: '2018',
            title: 'A larger showroom on Salwa Road',
            text: 'We move to a bigger showroom on Salwa Road in Al Waab, with room to display complete workstations and meeting rooms.',
          },
          {
            year: '2020',
            title: 'Expansion to Lusail',
            text: 'A project office and stock point in Lusail lets us serve the new city and the north of Qatar faster.',
          },
          {
            year: '2022',
            title: 'Interactive screens for education',
            text: 'We introduce interactive screens and classroom furniture for schools, universities and training centres.',
          },
          {
            year: '2024',
            title: 'Our online shop',
            text: 'Our bilingual online shop opens, so customers can browse, order and request quotations in English or Arabic.',
          },
          {
            year: 'Today',
            title: 'Serving all of Qatar',
            text: `${STATS.years} years, ${STATS.customers} customers and a ${STATS.rating} rating later, our own team still delivers and installs every large order.`,
          },
        ],
      },
      {
        id: 'our-values',
        heading: 'Our values',
        cards: [
          {
            title: 'Quality that lasts',
            text: 'We choose products for daily use in real offices: solid construction, reliable mechanisms and finishes that age well.',
          },
          {
            title: 'Honest advice',
            text: 'We recommend what fits your space and budget, even when that means a smaller order.',
          },
          {
            title: 'Reliability',
            text: 'We confirm delivery dates, call before we arrive, and finish the job we started.',
          },
          {
            title: 'Service after the sale',
            text: 'Adjustments, warranty claims and spare parts are part of what you buy from us, not an extra.',
          },
          {
            title: 'Local knowledge',
            text: "We know Qatar's buildings, access rules and working week, and plan every delivery around them.",
          },
        ],
      },
      {
        id: 'looking-ahead',
        heading: 'Looking ahead',
        paragraphs: [
          'We keep adding the products and services our customers ask for, from sit-stand desks and acoustic booths to better-equipped meeting rooms. What will not change is the way we work: one team, clear quotations, and furniture that is delivered and installed properly.',
        ],
      },
    ],
    cta: {
      heading: 'Be part of our story',
      text: 'Visit the showroom, or tell us about your next project.',
      action: { label: 'Contact us', to: '/contact' },
    },
  },
  ar: {
    title: 'قصتنا',
    intro: `من صالة عرض صغيرة في الدوحة عام ${COMPANY.since} إلى مورّد موثوق لأكثر من 5000 عميل في أنحاء قطر: هكذا نمت أو جلف، مكتبًا بعد مكتب.`,
    sections: [
      {
        id: 'how-it-started',
        heading: 'كيف بدأنا',
        paragraphs: [
          `افتتحت ${COMPANY.nameAr} أبوابها عام ${COMPANY.since} بصالة عرض صغيرة في الدوحة، تضم بضع مجموعات من المكاتب والكراسي وسيارة توصيل واحدة. كان مؤسسونا قد عملوا سنوات في تجارة الأثاث في الخليج، ولاحظوا أن الشركات في قطر تريد أكثر من كتالوج: تريد من يخطط لها المساحة، ويوصل في الموعد، ويعود إليها متى احتاج شيء إلى عناية.`,
          'وما زال هذا الوعد، أن نورّد ونوصل ونركّب ونقف خلف ما نبيعه، هو أسلوب عملنا حتى اليوم.',
        ],
      },
      {
        id: 'milestones',
        heading: 'محطات في مسيرتنا',
        timeline: [
          {
            year: String(COMPANY.since),
            title: 'صالة عرضنا الأولى في الدوحة',
            text: 'نفتتح أبوابنا بالمكاتب والكراسي ووحدات التخزين، ونخدم الشركات الصغيرة في الدوحة.',
          },
          {
            year: '2009',
            title: 'فريق التركيب الخاص بنا',
            text: 'نؤسس فريقًا داخليًا للتوصيل والتركيب، ونبدأ التوريد للجهات الحكومية والشركات الكبيرة.',
          },
          {
            year: '2012',
            title: 'المنتجات التقنية',
            text: 'تنضم الطابعات وآلات التصوير وأجهزة الكمبيوتر إلى منتجاتنا، ليتمكن العملاء من تأثيث المكتب وتجهيزه بطلب واحد.',
          },
          {
            year: '2014',
            title: 'الخزائن الحديدية ومعدات البنوك',
            text: 'نضيف الخزائن وآلات عدّ النقود وفرز الأوراق النقدية، مع خدمات التركيب والصيانة لفروع البنوك وشركات الصرافة.',
          },
          {
            year: '2016',
            title: 'تخطيط المساحات والتصاميم ثلاثية الأبعاد',
            text: 'يبدأ مخططونا إعداد تصاميم ثلاثية الأبعاد، ليعتمد العملاء التصميم قبل طلب أي قطعة.',
          },
          {
            year: '2018',
            title: 'صالة عرض أكبر على طريق سلوى',
            text: 'ننتقل إلى صالة عرض أكبر على طريق سلوى في الوعب، تتسع لعرض محطات عمل وغرف اجتماعات كاملة.',
          },
          {
            year: '2020',
            title: 'التوسع إلى لوسيل',
            text: 'مكتب مشاريع ونقطة تخزين في لوسيل يتيحان لنا خدمة المدينة الجديدة وشمال قطر بسرعة أكبر.',
          },
          {
            year: '2022',
            title: 'شاشات تفاعلية للتعليم',
            text: 'نطرح الشاشات التفاعلية وأثاث الفصول الدراسية للمدارس والجامعات ومراكز التدريب.',
          },
          {
            year: '2024',
            title: 'متجرنا الإلكتروني',
            text: 'نطلق متجرنا الإلكتروني ثنائي اللغة، ليتصفح العملاء المنتجات ويطلبوها ويطلبوا عروض الأسعار بالعربية أو الإنجليزية.',
          },
          {
            year: 'اليوم',
            title: 'في خدمة قطر كلها',
            text: `بعد أكثر من 18 عامًا وأكثر من 5000 عميل وتقييم ${STATS.rating}، ما زال فريقنا الخاص يوصل ويركّب كل طلب كبير.`,
          },
        ],
      },
      {
        id: 'our-values',
        heading: 'قيمنا',
        cards: [
          {
            title: 'جودة تدوم',
            text: 'نختار منتجات تصلح للاستخدام اليومي في مكاتب حقيقية: هياكل متينة، وآليات موثوقة، وتشطيبات تحافظ على مظهرها مع الزمن.',
          },
          {
            title: 'نصيحة صادقة',
            text: 'نوصي بما يناسب مساحتك وميزانيتك، حتى لو كان ذلك يعني طلبًا أصغر.',
          },
          {
            title: 'الالتزام',
            text: 'نؤكد مواعيد التوصيل، ونتصل قبل الوصول، وننهي العمل الذي بدأناه.',
          },
          {
            title: 'خدمة بعد البيع',
            text: 'التعديلات ومطالبات الضمان وقطع الغيار جزء مما تشتريه منا، وليست خدمة إضافية.',
          },
          {
            title: 'معرفة بالسوق المحلي',
            text: 'نعرف مباني قطر وأنظمة الدخول إليها وأيام العمل فيها، ونخطط كل توصيل على أساسها.',
          },
        ],
      },
      {
        id: 'looking-ahead',
        heading: 'نظرة إلى المستقبل',
        paragraphs: [
          'نواصل إضافة المنتجات والخدمات التي يطلبها عملاؤنا، من المكاتب متغيرة الارتفاع والكبائن العازلة للصوت إلى غرف اجتماعات أفضل تجهيزًا. أما ما لن يتغير فهو أسلوب عملنا: فريق واحد، وعروض أسعار واضحة، وأثاث يُوصَّل ويُركَّب كما ينبغي.',
        ],
      },
    ],
    cta: {
      heading: 'كن جزءًا من قصتنا',
      text: 'زر صالة العرض، أو حدّثنا عن مشروعك القادم.',
      action: { label: 'تواصل معنا', to: '/contact' },
    },
  },
};
