import type { LocalizedPage } from '../content-types';

/** `/services`: each service as a card, how a project runs, and a request for a quote. */
export const SERVICES_PAGE: LocalizedPage = {
  en: {
    title: 'Our Services',
    intro:
      'From the first floor plan to years of after-sales support, we take care of every step of furnishing and equipping your workplace, with our own team, across Qatar.',
    sections: [
      {
        id: 'what-we-do',
        heading: 'What we do',
        cards: [
          {
            title: 'Space planning and 3D layouts',
            text: 'We visit your site, take measurements and design a layout for desks, workstations, meeting rooms and storage. You see it in 2D plans and 3D views before ordering, so there are no surprises on installation day.',
          },
          {
            title: 'Supply',
            text: 'Office and home furniture, IT products, safes, bank equipment and stationery from one supplier: from a single chair to a complete headquarters, from stock or made to order.',
          },
          {
            title: 'Delivery and installation',
            text: 'Free delivery across Qatar, scheduled by zone. Larger items are delivered, assembled and installed by our own team, who also take the packaging away.',
          },
          {
            title: 'Corporate and government quotations',
            text: 'Formal quotations in Qatari riyals with specifications, lead times and warranty terms, ready for your procurement process, purchase orders and tender files.',
          },
          {
            title: 'After-sales and warranty',
            text: 'Adjustments, spare parts and repairs after installation. When a product needs a warranty repair, we deal with the manufacturer on your behalf.',
          },
          {
            title: 'IT products setup',
            text: 'Installation of printers, computers and interactive screens: wall mounting, connection to your network, drivers, and a short hand-over for your staff.',
          },
          {
            title: 'Bank equipment servicing',
            text: 'Installation, calibration and maintenance of money counters and note sorters, with scheduled preventive-maintenance visits for bank branches and exchange houses.',
          },
        ],
      },
      {
        id: 'how-it-works',
        heading: 'How a project works',
        paragraphs: ['Whether you are furnishing one room or a whole building, the steps are the same:'],
        steps: [
          'Tell us what you need: call, send a WhatsApp message or an email, or visit the showroom.',
          'We visit your space, take measurements and listen to how your team works.',
          'Our planners prepare a layout with 3D views and a suggested product selection.',
          'You receive a detailed quotation in QAR, with lead times and warranty terms.',
          'We deliver and install on a date that suits you, zone by zone for larger projects.',
          'We stay in touch for adjustments, warranty service and your future needs.',
        ],
      },
      {
        id: 'fit-out-builder',
        heading: 'Plan your fit-out online',
        paragraphs: [
          'List your rooms (workstations, private offices, a boardroom, reception, a cash office) and answer a few questions for each. Our fit-out quote builder suggests the furniture and equipment from the catalogue; adjust it and send it to us for a priced quotation.',
        ],
        links: [{ label: 'Open the fit-out quote builder', to: '/fit-out' }],
      },
      {
        id: 'who-we-work-with',
        heading: 'Who we work with',
        paragraphs: [
          'Our services are used by companies of every size, government entities, banks and exchange houses, schools and universities, and families furnishing their homes.',
          'For large or multi-site projects we assign one project coordinator as your single point of contact, from the first survey to the final hand-over.',
        ],
      },
      {
        id: 'where-we-work',
        heading: 'Where we work',
        paragraphs: [
          'We serve the whole of Qatar, including Doha, Lusail, Al Waab, Al Rayyan, Al Wakrah, Al Khor, Mesaieed and the Industrial Area. Delivery is free across Qatar; our delivery information page lists the zones and delivery days.',
        ],
        links: [{ label: 'Delivery information', to: '/delivery-info' }],
      },
    ],
    cta: {
      heading: 'Request a quote',
      text: 'Send us a floor plan, a product list or simply an idea. We reply with a proposal within one to two working days.',
      action: { label: 'Request a quote', to: '/contact' },
    },
  },
  ar: {
    title: 'خدماتنا',
    intro:
      'من أول مخطط للمساحة إلى سنوات من خدمة ما بعد البيع، نتولى كل خطوة في تأثيث مكان عملك وتجهيزه، بفريقنا الخاص وفي جميع أنحاء قطر.',
    sections: [
      {
        id: 'what-we-do',
        heading: 'ماذا نقدّم',
        cards: [
          {
            title: 'تخطيط المساحات والتصاميم ثلاثية الأبعاد',
            text: 'نزور موقعك ونأخذ القياسات ونصمّم توزيعًا للمكاتب ومحطات العمل وغرف الاجتماعات ووحدات التخزين. تراه في مخططات ثنائية الأبعاد ومناظر ثلاثية الأبعاد قبل الطلب، فلا مفاجآت يوم التركيب.',
          },
          {
            title: 'التوريد',
            text: 'أثاث مكتبي ومنزلي ومنتجات تقنية وخزائن حديدية ومعدات بنوك وقرطاسية من مورّد واحد: من كرسي واحد إلى مقر رئيسي متكامل، من المخزون أو حسب الطلب.',
          },
          {
            title: 'التوصيل والتركيب',
            text: 'توصيل مجاني إلى جميع أنحاء قطر، مجدول حسب المنطقة. يتولى فريقنا الخاص توصيل القطع الكبيرة وتجميعها وتركيبها، ويأخذ مواد التغليف معه.',
          },
          {
            title: 'عروض أسعار للشركات والجهات الحكومية',
            text: 'عروض أسعار رسمية بالريال القطري تتضمن المواصفات ومدد التوريد وشروط الضمان، جاهزة لإجراءات الشراء لديكم وأوامر الشراء وملفات المناقصات.',
          },
          {
            title: 'خدمة ما بعد البيع والضمان',
            text: 'تعديلات وقطع غيار وإصلاحات بعد التركيب. وعندما يحتاج منتج إلى إصلاح ضمن الضمان، نتواصل نحن مع الشركة المصنّعة نيابةً عنك.',
          },
          {
            title: 'تجهيز المنتجات التقنية',
            text: 'تركيب الطابعات وأجهزة الكمبيوتر والشاشات التفاعلية: التثبيت على الجدار، والربط بشبكتك، وتثبيت برامج التشغيل، وشرح مختصر لموظفيك عند التسليم.',
          },
          {
            title: 'صيانة معدات البنوك',
            text: 'تركيب آلات عدّ النقود وفرز الأوراق النقدية ومعايرتها وصيانتها، مع زيارات صيانة وقائية مجدولة لفروع البنوك وشركات الصرافة.',
          },
        ],
      },
      {
        id: 'how-it-works',
        heading: 'كيف ننفّذ المشروع',
        paragraphs: ['سواء كنت تؤثث غرفة واحدة أو مبنى كاملًا، فالخطوات واحدة:'],
        steps: [
          'أخبرنا بما تحتاجه: اتصل بنا أو راسلنا عبر واتساب أو البريد الإلكتروني، أو زر صالة العرض.',
          'نزور موقعك ونأخذ القياسات ونستمع إلى طريقة عمل فريقك.',
          'يُعدّ مخططونا توزيعًا للمساحة مع مناظر ثلاثية الأبعاد ومقترحًا للمنتجات.',
          'تتسلّم عرض سعر مفصّلًا بالريال القطري، يتضمن مدد التوريد وشروط الضمان.',
          'نوصل ونركّب في الموعد الذي يناسبك، منطقةً تلو الأخرى في المشاريع الكبيرة.',
          'نبقى على تواصل معك للتعديلات وخدمة الضمان واحتياجاتك المستقبلية.',
        ],
      },
      {
        id: 'fit-out-builder',
        heading: 'خطّط لتجهيز مكتبك عبر الإنترنت',
        paragraphs: [
          'اذكر غرفك (محطات العمل والمكاتب الخاصة وقاعة الاجتماعات والاستقبال ومكتب النقد) وأجب عن بضعة أسئلة لكل منها. تقترح أداة عرض سعر التجهيز الأثاث والمعدات من الكتالوج؛ عدّل الاقتراح وأرسله إلينا لنرسل لك عرض سعر.',
        ],
        links: [{ label: 'افتح أداة عرض سعر التجهيز', to: '/fit-out' }],
      },
      {
        id: 'who-we-work-with',
        heading: 'مع من نعمل',
        paragraphs: [
          'يستفيد من خدماتنا الشركات بمختلف أحجامها، والجهات الحكومية، والبنوك وشركات الصرافة، والمدارس والجامعات، والأسر التي تؤثث منازلها.',
          'وفي المشاريع الكبيرة أو متعددة المواقع نخصّص لك منسّق مشروع واحدًا يكون جهة تواصلك الوحيدة، من المعاينة الأولى حتى التسليم النهائي.',
        ],
      },
      {
        id: 'where-we-work',
        heading: 'أين نعمل',
        paragraphs: [
          'نخدم قطر بأكملها، بما في ذلك الدوحة ولوسيل والوعب والريان والوكرة والخور ومسيعيد والمنطقة الصناعية. التوصيل مجاني إلى جميع أنحاء قطر، وتجد المناطق وأيام التوصيل في صفحة معلومات التوصيل.',
        ],
        links: [{ label: 'معلومات التوصيل', to: '/delivery-info' }],
      },
    ],
    cta: {
      heading: 'اطلب عرض سعر',
      text: 'أرسل إلينا مخطط المكان أو قائمة المنتجات أو مجرد فكرة، وسنرد عليك بمقترح خلال يوم إلى يومي عمل.',
      action: { label: 'اطلب عرض سعر', to: '/contact' },
    },
  },
};
