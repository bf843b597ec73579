import { colour, spec, warranty, type CategorySeed } from './helpers';

const speed = (ppm: number) => spec('Print speed', 'سرعة الطباعة', `${ppm} pages per minute`, `${ppm} صفحة في الدقيقة`);
const scanSpeed = (ppm: number) =>
  spec('Scan speed', 'سرعة المسح', `${ppm} pages per minute, both sides`, `${ppm} صفحة في الدقيقة على الوجهين`);
const paperSize = (value: string, valueAr: string) => spec('Paper size', 'مقاس الورق', value, valueAr);
const connectivity = (value: string, valueAr: string) => spec('Connectivity', 'الاتصال', value, valueAr);
const yieldOf = (pages: string, pagesAr: string) => spec('Page yield', 'عدد الصفحات', pages, pagesAr);

export const PRINTERS: CategorySeed = {
  name: 'Printers & Scanners',
  nameAr: 'الطابعات والماسحات الضوئية',
  description:
    'Laser and multifunction printers, copiers, document scanners and original toner, with installation and service.',
  descriptionAr: 'طابعات ليزر ومتعددة الوظائف وآلات نسخ وماسحات ضوئية للمستندات وأحبار أصلية، مع التركيب والصيانة.',
  art: ['mfp', 'printer', 'scanner'],
  colours: ['white', 'grey', 'black'],
  closing: (w) => ({
    en: `Delivered free across Qatar and installed on your network by our technicians${w ? `, with ${w.en} warranty` : ''}. Service contracts and toner deliveries are available for every model.`,
    ar: `نوصل المنتج مجاناً في جميع أنحاء قطر ويركّبه فنيونا على شبكتك${w ? `، مع ضمان لمدة ${w.ar}` : ''}. تتوفر عقود الصيانة وتوصيل الأحبار لجميع الطرازات.`,
  }),
  subcategories: [
    {
      name: 'Laser Printers',
      nameAr: 'طابعات الليزر',
      description: 'Mono and colour laser printers and label printers for offices, shops and warehouses.',
      descriptionAr: 'طابعات ليزر أحادية اللون وملونة وطابعات ملصقات للمكاتب والمحلات والمستودعات.',
      about:
        'Laser printers are the economical choice for offices that print every day: sharp text, fast first pages and toner that does not dry out. We install them on your network, set up scanning to email where available and keep toner in stock in Doha.',
      aboutAr:
        'طابعات الليزر هي الخيار الاقتصادي للمكاتب التي تطبع يومياً: نصوص واضحة وسرعة في طباعة الصفحة الأولى وحبر لا يجف. نركّبها على شبكتك، ونضبط المسح إلى البريد الإلكتروني حيثما أمكن، ونوفر الحبر دائماً في الدوحة.',
      art: ['printer'],
      colours: ['white'],
      products: [
        {
          name: 'Mono Laser Printer 35 ppm',
          nameAr: 'طابعة ليزر أحادية اللون 35 صفحة في الدقيقة',
          price: 890,
          flags: 'B',
          art: 'printer',
          colour: 'white',
          short: 'A fast black-and-white laser printer with automatic two-sided printing and a 250-sheet tray.',
          shortAr: 'طابعة ليزر سريعة بالأبيض والأسود مع طباعة تلقائية على الوجهين ودرج يتسع لـ 250 ورقة.',
          specs: [
            speed(35),
            paperSize('A4, duplex', 'A4، على الوجهين'),
            connectivity('Ethernet, Wi-Fi, USB', 'إيثرنت وواي فاي وUSB'),
            warranty(1),
          ],
        },
        {
          name: 'Colour Laser Printer 28 ppm',
          nameAr: 'طابعة ليزر ملونة 28 صفحة في الدقيقة',
          price: 1750,
          art: 'printer',
          colour: 'grey',
          short:
            'A colour laser printer for brochures, reports and presentations, with a touchscreen and secure PIN printing.',
          shortAr: 'طابعة ليزر ملونة للكتيبات والتقارير والعروض التقديمية، بشاشة لمس وطباعة آمنة برمز سري.',
          specs: [
            speed(28),
            paperSize('A4, duplex', 'A4، على الوجهين'),
            connectivity('Ethernet, Wi-Fi, USB', 'إيثرنت وواي فاي وUSB'),
            colour('grey'),
            warranty(1),
          ],
        },
        {
          name: 'A3 Mono Laser Printer',
          nameAr: 'طابعة ليزر أحادية اللون بمقاس A3',
          price: 3400,
          art: 'printer',
          colour: 'charcoal',
          short: 'A workgroup laser printer for A3 drawings, spreadsheets and posters as well as everyday A4.',
          shortAr:
            'طابعة ليزر لمجموعات العمل تطبع المخططات وجداول البيانات والملصقات بمقاس A3 إلى جانب مقاس A4 اليومي.',
          specs: [
            speed(40),
            paperSize('A3 and A4, duplex', 'A3 وA4، على الوجهين'),
            connectivity('Ethernet, USB', 'إيثرنت وUSB'),
            warranty(1),
          ],
        },
        {
          name: 'Compact Wi-Fi Laser Printer',
          nameAr: 'طابعة ليزر صغيرة بشبكة واي فاي',
          price: 520,
          art: 'printer',
          colour: 'white',
          short: 'A small laser printer that prints from phones and laptops over Wi-Fi, ideal for home offices.',
          shortAr: 'طابعة ليزر صغيرة تطبع من الهواتف وأجهزة اللابتوب عبر الواي فاي، مثالية للمكاتب المنزلية.',
          specs: [speed(22), paperSize('A4', 'A4'), connectivity('Wi-Fi, USB', 'واي فاي وUSB'), warranty(1)],
        },
        {
          name: 'Thermal Label Printer',
          nameAr: 'طابعة ملصقات حرارية',
          price: 480,
          art: 'printer',
          colour: 'black',
          short: 'A thermal printer for shipping labels, barcodes and price tags, with no ink or toner to replace.',
          shortAr: 'طابعة حرارية لملصقات الشحن والباركود وبطاقات الأسعار، دون حبر أو خراطيش تحتاج إلى استبدال.',
          specs: [
            spec('Print width', 'عرض الطباعة', 'Up to 108 mm', 'حتى 108 مم'),
            spec('Print speed', 'سرعة الطباعة', '150 mm per second', '150 مم في الثانية'),
            connectivity('USB, Bluetooth', 'USB وبلوتوث'),
            warranty(1),
          ],
        },
      ],
    },
    {
      name: 'Multifunction Printers & Copiers',
      nameAr: 'الطابعات متعددة الوظائف وآلات النسخ',
      description: 'Print, copy, scan and fax in one device, from desktop models to floor-standing copiers.',
      descriptionAr: 'طباعة ونسخ ومسح وفاكس في جهاز واحد، من الطرازات المكتبية إلى آلات النسخ الأرضية.',
      about:
        'One multifunction device can replace a printer, a copier, a scanner and a fax. Our floor-standing copiers come with an optional service contract that covers parts, labour and toner, so you pay a fixed cost per page.',
      aboutAr:
        'يمكن لجهاز واحد متعدد الوظائف أن يحل محل الطابعة وآلة النسخ والماسح الضوئي والفاكس. تتوفر آلات النسخ الأرضية لدينا مع عقد صيانة اختياري يشمل القطع والعمالة والحبر، فتدفع تكلفة ثابتة لكل صفحة.',
      art: ['mfp'],
      colours: ['white'],
      products: [
        {
          name: 'A4 Colour Multifunction Printer',
          nameAr: 'طابعة ملونة متعددة الوظائف A4',
          price: 2350,
          art: 'printer',
          colour: 'grey',
          short:
            'A desktop colour multifunction printer that prints, copies, scans to email and faxes, with a 50-sheet document feeder.',
          shortAr:
            'طابعة مكتبية ملونة متعددة الوظائف تطبع وتنسخ وتمسح إلى البريد الإلكتروني وترسل الفاكس، مع وحدة تغذية للمستندات تتسع لـ 50 ورقة.',
          specs: [
            speed(30),
            spec('Functions', 'الوظائف', 'Print, copy, scan, fax', 'طباعة ونسخ ومسح وفاكس'),
            connectivity('Ethernet, Wi-Fi, USB', 'إيثرنت وواي فاي وUSB'),
            warranty(1),
          ],
        },
        {
          name: 'A3 Colour Copier 30 ppm',
          nameAr: 'آلة نسخ ملونة A3 بسرعة 30 صفحة في الدقيقة',
          price: 14500,
          flags: 'F',
          art: 'mfp',
          colour: 'white',
          short:
            'A floor-standing A3 colour copier with four paper trays, a 10-inch touchscreen and user accounts for cost control.',
          shortAr:
            'آلة نسخ أرضية ملونة بمقاس A3 مع أربعة أدراج للورق وشاشة لمس 10 بوصات وحسابات للمستخدمين لضبط التكاليف.',
          specs: [
            speed(30),
            paperSize('A3 and A4, duplex', 'A3 وA4، على الوجهين'),
            spec('Paper capacity', 'سعة الورق', '2,100 sheets', '2,100 ورقة'),
            warranty(1),
          ],
        },
        {
          name: 'A3 Mono Copier 45 ppm',
          nameAr: 'آلة نسخ أحادية اللون A3 بسرعة 45 صفحة في الدقيقة',
          price: 11800,
          art: 'mfp',
          colour: 'grey',
          short: 'A high-volume black-and-white copier for busy departments, with single-pass duplex scanning.',
          shortAr: 'آلة نسخ بالأبيض والأسود للكميات الكبيرة في الأقسام المزدحمة، مع مسح الوجهين في مرور واحد.',
          specs: [speed(45), paperSize('A3 and A4, duplex', 'A3 وA4، على الوجهين'), scanSpeed(80), warranty(1)],
        },
        {
          name: 'Production Copier with Finisher',
          nameAr: 'آلة نسخ إنتاجية مع وحدة تشطيب',
          price: null,
          art: 'mfp',
          colour: 'charcoal',
          short:
            'A production-class copier with stapling, hole punching and booklet making, for print rooms and large organisations.',
          shortAr: 'آلة نسخ إنتاجية مع التدبيس وثقب الأوراق وصنع الكتيبات، لغرف الطباعة والمؤسسات الكبيرة.',
          specs: [
            speed(75),
            spec('Finishing', 'التشطيب', 'Stapling, punching, booklets', 'تدبيس وثقب وكتيبات'),
            spec('Service', 'الخدمة', 'Cost-per-page contract available', 'يتوفر عقد بتكلفة ثابتة لكل صفحة'),
            warranty(1),
          ],
        },
      ],
    },
    {
      name: 'Scanners & Supplies',
      nameAr: 'الماسحات الضوئية والمستلزمات',
      description: 'Document and flatbed scanners, original toner cartridges and value packs.',
      descriptionAr: 'ماسحات ضوئية للمستندات ومسطحة، وخراطيش حبر أصلية وعبوات توفير.',
      about:
        "Going paperless starts with a fast scanner. Our document scanners feed and scan both sides in one pass and create searchable PDFs, and our supplies are original cartridges that protect your printer's warranty.",
      aboutAr:
        'يبدأ التحول إلى مكتب بلا أوراق بماسح ضوئي سريع. تسحب ماسحاتنا المستندات وتمسح الوجهين في مرور واحد وتنشئ ملفات PDF قابلة للبحث، أما مستلزماتنا فهي خراطيش أصلية تحافظ على ضمان طابعتك.',
      art: ['scanner', 'toner'],
      colours: ['black', 'black'],
      products: [
        {
          name: 'Duplex Document Scanner 40 ppm',
          nameAr: 'ماسح مستندات على الوجهين 40 صفحة في الدقيقة',
          price: 1690,
          art: 'scanner',
          colour: 'black',
          short:
            'A desktop document scanner with a 60-sheet feeder that scans both sides to searchable PDF in one pass.',
          shortAr:
            'ماسح مستندات مكتبي مع وحدة تغذية تتسع لـ 60 ورقة، يمسح الوجهين إلى ملف PDF قابل للبحث في مرور واحد.',
          specs: [
            scanSpeed(40),
            spec('Feeder', 'وحدة التغذية', '60 sheets', '60 ورقة'),
            connectivity('USB, Wi-Fi', 'USB وواي فاي'),
            warranty(1),
          ],
        },
        {
          name: 'A4 Flatbed Scanner',
          nameAr: 'ماسح ضوئي مسطح A4',
          price: 620,
          art: 'scanner',
          colour: 'silver',
          short: 'A slim flatbed scanner for passports, photos, books and documents that cannot go through a feeder.',
          shortAr: 'ماسح ضوئي مسطح ونحيف لجوازات السفر والصور والكتب والمستندات التي لا تصلح لوحدة التغذية.',
          specs: [
            spec('Resolution', 'الدقة', '4800 dpi', '4800 نقطة في البوصة'),
            paperSize('A4', 'A4'),
            connectivity('USB', 'USB'),
            warranty(1),
          ],
        },
        {
          name: 'High-Volume Production Scanner',
          nameAr: 'ماسح ضوئي إنتاجي للكميات الكبيرة',
          price: 9800,
          flags: 'P',
          art: 'scanner',
          colour: 'charcoal',
          short: 'A production scanner for archives and digitisation projects, rated for 40,000 pages a day.',
          shortAr: 'ماسح ضوئي إنتاجي للأرشيف ومشاريع التحويل الرقمي، مصمم لمسح 40,000 صفحة يومياً.',
          specs: [
            scanSpeed(120),
            spec('Feeder', 'وحدة التغذية', '500 sheets', '500 ورقة'),
            spec('Daily volume', 'الحجم اليومي', '40,000 pages', '40,000 صفحة'),
            warranty(1),
          ],
        },
        {
          name: 'High-Yield Black Toner Cartridge',
          nameAr: 'خرطوشة حبر سوداء عالية السعة',
          price: 340,
          art: 'toner',
          colour: 'black',
          short: 'An original high-yield black toner cartridge for our mono and colour laser printers.',
          shortAr: 'خرطوشة حبر سوداء أصلية عالية السعة لطابعات الليزر الأحادية والملونة لدينا.',
          specs: [
            yieldOf('About 9,000 pages', 'نحو 9,000 صفحة'),
            colour('black'),
            spec(
              'Compatibility',
              'التوافق',
              'Our 28 and 35 ppm laser printers',
              'طابعات الليزر لدينا بسرعة 28 و35 صفحة في الدقيقة',
            ),
          ],
        },
        {
          name: 'Colour Toner Value Pack (CMY)',
          nameAr: 'عبوة توفير أحبار ملونة (CMY)',
          price: 890,
          art: 'toner',
          colour: 'teal',
          short: 'Cyan, magenta and yellow original toner cartridges in one pack, for about 6,000 pages each.',
          shortAr: 'خراطيش حبر أصلية باللون السماوي والأرجواني والأصفر في عبوة واحدة، تكفي كل منها نحو 6,000 صفحة.',
          specs: [
            yieldOf('About 6,000 pages per colour', 'نحو 6,000 صفحة لكل لون'),
            spec('Contents', 'المحتويات', 'Cyan, magenta, yellow', 'سماوي وأرجواني وأصفر'),
            spec(
              'Compatibility',
              'التوافق',
              'Our 28 ppm colour laser printer',
              'طابعة الليزر الملونة لدينا بسرعة 28 صفحة في الدقيقة',
            ),
          ],
        },
      ],
    },
  ],
};
