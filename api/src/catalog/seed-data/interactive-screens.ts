import { colour, dims, spec, warranty, weight, type CategorySeed } from './helpers';

const screenSize = (inches: number, detail: string, detailAr: string) =>
  spec('Screen', 'الشاشة', `${inches}-inch ${detail}`, `${inches} بوصة ${detailAr}`);
const touch = (points: number) => spec('Touch', 'اللمس', `${points} touch points`, `${points} نقطة لمس`);
const brightness = (value: string, valueAr: string) => spec('Brightness', 'السطوع', value, valueAr);

export const INTERACTIVE_SCREENS: CategorySeed = {
  name: 'Interactive Screens & AV',
  nameAr: 'الشاشات التفاعلية والأنظمة السمعية والبصرية',
  description:
    'Interactive flat panels, projectors, video-conferencing kits and digital signage for classrooms, boardrooms and showrooms.',
  descriptionAr:
    'شاشات تفاعلية وأجهزة عرض وأنظمة مؤتمرات فيديو ولوحات رقمية للفصول الدراسية وقاعات الاجتماعات وصالات العرض.',
  art: ['panel', 'projector', 'signage'],
  colours: ['black', 'white', 'black'],
  closing: (w) => ({
    en: `Delivered free across Qatar, mounted and connected by our AV technicians, who also show your team how to use it${w ? `; covered by ${w.en} warranty` : ''}.`,
    ar: `نوصل المنتج مجاناً في جميع أنحاء قطر، ويتولى فنيو الأنظمة السمعية والبصرية لدينا تركيبه وتوصيله وتدريب فريقك على استخدامه${w ? `، مع ضمان لمدة ${w.ar}` : ''}.`,
  }),
  subcategories: [
    {
      name: 'Interactive Flat Panels',
      nameAr: 'الشاشات التفاعلية',
      description:
        '4K touch panels from 65 to 98 inches for classrooms and meeting rooms, with stands and wall mounts.',
      descriptionAr:
        'شاشات لمس بدقة 4K من 65 إلى 98 بوصة للفصول الدراسية وغرف الاجتماعات، مع حوامل وقواعد تثبيت جدارية.',
      about:
        "Interactive panels have replaced whiteboards and projectors in many of Qatar's schools and meeting rooms. Ours have 4K anti-glare screens, built-in whiteboard software and wireless screen sharing from laptops and phones. We mount them on walls or mobile stands and train your teachers or staff on site.",
      aboutAr:
        'حلّت الشاشات التفاعلية محل السبورات وأجهزة العرض في كثير من مدارس قطر وغرف اجتماعاتها. تأتي شاشاتنا بدقة 4K مضادة للانعكاس وبرنامج سبورة مدمج ومشاركة لاسلكية للشاشة من أجهزة اللابتوب والهواتف. نركّبها على الجدار أو على حوامل متنقلة وندرّب معلميك أو موظفيك في الموقع.',
      art: ['panel'],
      colours: ['black'],
      products: [
        {
          name: '65-inch Interactive Flat Panel 4K',
          nameAr: 'شاشة تفاعلية 65 بوصة بدقة 4K',
          price: 9900,
          flags: 'FB',
          art: 'panel',
          colour: 'black',
          short:
            'A 65-inch 4K touch panel for classrooms and meeting rooms, with whiteboard software and wireless screen sharing.',
          shortAr: 'شاشة لمس 65 بوصة بدقة 4K للفصول الدراسية وغرف الاجتماعات، مع برنامج سبورة ومشاركة لاسلكية للشاشة.',
          specs: [
            screenSize(65, '4K UHD, anti-glare', 'بدقة 4K UHD، مضادة للانعكاس'),
            touch(20),
            spec('Built-in system', 'النظام المدمج', 'Android with whiteboard app', 'أندرويد مع تطبيق سبورة'),
            warranty(3),
          ],
        },
        {
          name: '75-inch Interactive Flat Panel 4K',
          nameAr: 'شاشة تفاعلية 75 بوصة بدقة 4K',
          price: 13500,
          art: 'panel',
          colour: 'black',
          short: 'A 75-inch 4K interactive panel, the most popular size for school classrooms and training rooms.',
          shortAr: 'شاشة تفاعلية 75 بوصة بدقة 4K، وهي المقاس الأكثر طلباً للفصول الدراسية وقاعات التدريب.',
          specs: [
            screenSize(75, '4K UHD, anti-glare', 'بدقة 4K UHD، مضادة للانعكاس'),
            touch(40),
            spec('Built-in system', 'النظام المدمج', 'Android with whiteboard app', 'أندرويد مع تطبيق سبورة'),
            warranty(3),
          ],
        },
        {
          name: '86-inch Interactive Flat Panel 4K',
          nameAr: 'شاشة تفاعلية 86 بوصة بدقة 4K',
          price: 18900,
          flags: 'N',
          art: 'panel',
          colour: 'charcoal',
          short: 'An 86-inch 4K interactive panel for lecture rooms and large boardrooms, with a slot-in PC option.',
          shortAr: 'شاشة تفاعلية 86 بوصة بدقة 4K لقاعات المحاضرات وقاعات الاجتماعات الكبيرة، مع خيار كمبيوتر مدمج.',
          specs: [
            screenSize(86, '4K UHD, anti-glare', 'بدقة 4K UHD، مضادة للانعكاس'),
            touch(40),
            spec('Options', 'الخيارات', 'Slot-in PC module', 'وحدة كمبيوتر مدمجة'),
            warranty(3),
          ],
        },
        {
          name: '98-inch Interactive Display',
          nameAr: 'شاشة تفاعلية 98 بوصة',
          price: null,
          art: 'panel',
          colour: 'black',
          short:
            'Our largest interactive display for auditoriums, command centres and showrooms, supplied with a site survey and installation plan.',
          shortAr: 'أكبر شاشاتنا التفاعلية للقاعات الكبرى ومراكز القيادة وصالات العرض، مع معاينة للموقع وخطة تركيب.',
          specs: [
            screenSize(98, '4K UHD', 'بدقة 4K UHD'),
            touch(40),
            spec(
              'Installation',
              'التركيب',
              'Site survey and reinforced mount included',
              'تشمل معاينة الموقع وقاعدة تثبيت مدعّمة',
            ),
            warranty(3),
          ],
        },
        {
          name: 'Mobile Stand for Interactive Panels',
          nameAr: 'حامل متنقل للشاشات التفاعلية',
          price: 1850,
          art: 'panel',
          colour: 'grey',
          short:
            'A height-adjustable mobile stand with lockable wheels that moves a 65- to 86-inch panel between classrooms.',
          shortAr: 'حامل متنقل قابل لتعديل الارتفاع بعجلات قابلة للقفل، ينقل شاشة من 65 إلى 86 بوصة بين الفصول.',
          specs: [
            spec('Screen sizes', 'مقاسات الشاشات', '65 to 86 inches', 'من 65 إلى 86 بوصة'),
            spec('Maximum load', 'الحمولة القصوى', '120 kg', '120 كغ'),
            colour('grey'),
            warranty(2),
          ],
        },
      ],
    },
    {
      name: 'Projectors & Screens',
      nameAr: 'أجهزة العرض والشاشات',
      description: 'Business, laser and short-throw projectors, and projection screens.',
      descriptionAr: 'أجهزة عرض للأعمال وبتقنية الليزر وقصيرة المدى، وشاشات العرض.',
      about:
        'Projectors are still the most affordable way to get a large picture in a training room or a majlis. We help you choose the brightness for your room, install ceiling mounts and cabling, and supply screens in the right format.',
      aboutAr:
        'تبقى أجهزة العرض الطريقة الأقل تكلفة للحصول على صورة كبيرة في قاعة التدريب أو المجلس. نساعدك على اختيار السطوع المناسب لغرفتك، ونركّب حوامل السقف والتمديدات، ونوفّر شاشات العرض بالمقاس المناسب.',
      art: ['projector', 'projection-screen'],
      colours: ['white', 'black'],
      products: [
        {
          name: 'Full HD Business Projector 4000 Lumens',
          nameAr: 'جهاز عرض للأعمال بدقة Full HD وسطوع 4000 لومن',
          price: 2450,
          art: 'projector',
          colour: 'white',
          short: 'A bright Full HD projector for meeting rooms that stays clear even with the lights on.',
          shortAr: 'جهاز عرض ساطع بدقة Full HD لغرف الاجتماعات، يبقى واضحاً حتى مع إضاءة الغرفة.',
          specs: [
            brightness('4,000 lumens', '4,000 لومن'),
            spec('Resolution', 'الدقة', '1920 × 1080', '1920 × 1080'),
            spec('Inputs', 'المداخل', '2 × HDMI, USB', 'مدخلا HDMI وUSB'),
            warranty(2),
          ],
        },
        {
          name: 'Laser Projector 5000 Lumens',
          nameAr: 'جهاز عرض ليزر بسطوع 5000 لومن',
          price: 8900,
          flags: 'N',
          art: 'projector',
          colour: 'silver',
          short: 'A maintenance-free laser projector with a 20,000-hour light source for halls and lecture rooms.',
          shortAr: 'جهاز عرض ليزر لا يحتاج إلى صيانة بمصدر ضوء يدوم 20,000 ساعة للقاعات وقاعات المحاضرات.',
          specs: [
            brightness('5,000 lumens', '5,000 لومن'),
            spec('Light source life', 'عمر مصدر الضوء', '20,000 hours', '20,000 ساعة'),
            spec('Resolution', 'الدقة', 'WUXGA 1920 × 1200', 'WUXGA ‏1920 × 1200'),
            warranty(3),
          ],
        },
        {
          name: 'Short-Throw Classroom Projector',
          nameAr: 'جهاز عرض قصير المدى للفصول الدراسية',
          price: 3300,
          art: 'projector',
          colour: 'grey',
          short:
            'A short-throw projector that fills a 100-inch board from just one metre away, so teachers do not cast shadows.',
          shortAr: 'جهاز عرض قصير المدى يملأ لوحاً بمقاس 100 بوصة من مسافة متر واحد فقط، فلا يحجب المعلم الصورة بظله.',
          specs: [
            brightness('3,600 lumens', '3,600 لومن'),
            spec('Throw', 'مسافة العرض', '100-inch picture from 1 m', 'صورة 100 بوصة من مسافة متر واحد'),
            spec('Resolution', 'الدقة', '1280 × 800', '1280 × 800'),
            warranty(2),
          ],
        },
        {
          name: 'Tripod Projection Screen 180 cm',
          nameAr: 'شاشة عرض بحامل ثلاثي 180 سم',
          price: 390,
          art: 'projection-screen',
          colour: 'black',
          short: 'A portable 180 cm projection screen on a folding tripod, set up in a minute for training and events.',
          shortAr: 'شاشة عرض محمولة بعرض 180 سم على حامل ثلاثي قابل للطي، تُجهَّز خلال دقيقة للتدريب والفعاليات.',
          specs: [
            dims(180, 60, 240),
            spec('Surface', 'السطح', 'Matte white, 4:3', 'أبيض مطفي، 4:3'),
            weight(8),
            warranty(1),
          ],
        },
      ],
    },
    {
      name: 'Video Conferencing & Signage',
      nameAr: 'مؤتمرات الفيديو واللوحات الرقمية',
      description: 'Conference cameras and video bars, meeting-room kits, digital signage and video walls.',
      descriptionAr: 'كاميرات مؤتمرات وأجهزة فيديو متكاملة وأطقم لغرف الاجتماعات ولوحات رقمية وجدران عرض.',
      about:
        'Hybrid meetings only work when everyone can see and hear clearly. Our conference cameras and video bars work with the common meeting apps over a single USB cable, and our digital signage displays show menus, queues and announcements from a simple web dashboard.',
      aboutAr:
        'لا تنجح الاجتماعات المختلطة إلا عندما يرى الجميع ويسمعون بوضوح. تعمل كاميرات المؤتمرات وأجهزة الفيديو لدينا مع تطبيقات الاجتماعات الشائعة عبر كابل USB واحد، وتعرض شاشات اللوحات الرقمية القوائم وأدوار الانتظار والإعلانات من لوحة تحكم بسيطة عبر الإنترنت.',
      art: ['video-bar', 'signage'],
      colours: ['black', 'white'],
      products: [
        {
          name: '4K Video Conference Bar',
          nameAr: 'جهاز مؤتمرات فيديو متكامل بدقة 4K',
          price: 3650,
          flags: 'FN',
          art: 'video-bar',
          colour: 'black',
          short: 'A 4K camera, microphones and speakers in one bar that frames every participant automatically.',
          shortAr: 'كاميرا بدقة 4K وميكروفونات ومكبرات صوت في جهاز واحد يضبط إطار الصورة تلقائياً ليشمل جميع المشاركين.',
          specs: [
            spec(
              'Camera',
              'الكاميرا',
              '4K, 120° field of view, auto-framing',
              'بدقة 4K وزاوية رؤية 120° وضبط تلقائي للإطار',
            ),
            spec('Audio', 'الصوت', '6 beam-forming microphones', '6 ميكروفونات موجّهة'),
            spec('Connection', 'الاتصال', 'USB-C', 'USB-C'),
            warranty(2),
          ],
        },
        {
          name: 'Meeting Room Video Kit with 65-inch Display',
          nameAr: 'طقم فيديو لغرف الاجتماعات مع شاشة 65 بوصة',
          price: null,
          art: 'video-bar',
          colour: 'charcoal',
          short:
            'A complete meeting-room kit: 65-inch display, video bar, table touch controller, cabling and installation, planned for your room.',
          shortAr:
            'طقم متكامل لغرفة الاجتماعات: شاشة 65 بوصة وجهاز فيديو ووحدة تحكم باللمس على الطاولة والتمديدات والتركيب، مخطط حسب غرفتك.',
          specs: [
            spec(
              'Contents',
              'المحتويات',
              'Display, video bar, touch controller, wall mount',
              'شاشة وجهاز فيديو ووحدة تحكم باللمس وقاعدة تثبيت جدارية',
            ),
            spec('Room size', 'حجم الغرفة', 'Up to 10 people', 'حتى 10 أشخاص'),
            spec('Installation', 'التركيب', 'Site survey and cabling included', 'تشمل معاينة الموقع والتمديدات'),
            warranty(2),
          ],
        },
        {
          name: '55-inch Digital Signage Totem',
          nameAr: 'لوحة إعلانات رقمية قائمة 55 بوصة',
          price: 7600,
          art: 'signage',
          colour: 'white',
          short:
            'A free-standing 55-inch portrait display for lobbies, malls and showrooms, managed from a web dashboard.',
          shortAr:
            'شاشة قائمة بمقاس 55 بوصة بوضع عمودي للردهات والمجمعات التجارية وصالات العرض، تُدار من لوحة تحكم عبر الإنترنت.',
          specs: [
            screenSize(55, 'Full HD portrait', 'بدقة Full HD بوضع عمودي'),
            brightness('500 nits', '500 شمعة'),
            spec('Content', 'المحتوى', 'Web dashboard, USB playback', 'لوحة تحكم عبر الإنترنت وتشغيل من USB'),
            warranty(2),
          ],
        },
        {
          name: '2×2 LED Video Wall',
          nameAr: 'جدار عرض فيديو 2×2',
          price: null,
          art: 'video-wall',
          colour: 'black',
          short:
            'Four 55-inch narrow-bezel displays that form one large picture for control rooms, receptions and events.',
          shortAr:
            'أربع شاشات بمقاس 55 بوصة بإطارات رفيعة تشكّل صورة واحدة كبيرة لغرف التحكم ومناطق الاستقبال والفعاليات.',
          specs: [
            spec('Layout', 'التكوين', '2 × 2 displays, 55 inches each', '2 × 2 شاشات، 55 بوصة لكل منها'),
            spec('Bezel', 'الإطار', '3.5 mm between screens', '3.5 مم بين الشاشات'),
            spec(
              'Installation',
              'التركيب',
              'Wall or floor stand, on quotation',
              'على الجدار أو على حامل أرضي، حسب عرض السعر',
            ),
            warranty(3),
          ],
        },
        {
          name: '43-inch Floor-Standing Touch Kiosk',
          nameAr: 'كشك لمس قائم 43 بوصة',
          price: 6400,
          flags: 'P',
          art: 'signage',
          colour: 'silver',
          short:
            'A 43-inch touch kiosk for wayfinding, self check-in and product catalogues in malls, hospitals and hotels.',
          shortAr:
            'كشك لمس بمقاس 43 بوصة للإرشاد وتسجيل الدخول الذاتي وكتالوجات المنتجات في المجمعات التجارية والمستشفيات والفنادق.',
          specs: [
            screenSize(43, 'Full HD touch', 'بدقة Full HD تعمل باللمس'),
            touch(10),
            spec('Built-in system', 'النظام المدمج', 'Windows or Android', 'ويندوز أو أندرويد'),
            warranty(2),
          ],
        },
      ],
    },
  ],
};
