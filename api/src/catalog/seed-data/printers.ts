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
          long: 'Rated for teams of five to fifteen people, it prints a first page in about six seconds and handles up to 3,000 pages a month comfortably. Duplex printing halves your paper use, and its high-yield toner brings the cost per page down to a few dirhams.',
          longAr:
            'صُممت لفرق من خمسة إلى خمسة عشر شخصاً، فتطبع الصفحة الأولى في نحو ست ثوانٍ وتتعامل بسهولة مع ما يصل إلى 3,000 صفحة شهرياً. تقلل الطباعة على الوجهين استهلاك الورق إلى النصف، ويخفض الحبر عالي السعة تكلفة الصفحة إلى بضعة دراهم.',
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
          long: 'Marketing teams, schools and small agencies print their own flyers and reports in sharp colour instead of sending them out. Staff release confidential jobs with a PIN at the touchscreen, so salary slips and contracts never sit in the tray.',
          longAr:
            'تطبع فرق التسويق والمدارس والوكالات الصغيرة منشوراتها وتقاريرها بألوان واضحة داخلياً بدلاً من طلبها من الخارج. ويُطلق الموظفون المطبوعات السرية برمز PIN من الشاشة اللمسية، فلا تبقى كشوف الرواتب والعقود في درج الإخراج.',
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
          long: 'Engineering offices, contractors and schools print A3 drawings, timetables and large spreadsheets on it without a copier contract. Its 40 pages a minute and wired network connection make it a dependable shared printer for a busy floor.',
          longAr:
            'تطبع عليها المكاتب الهندسية والمقاولون والمدارس المخططات والجداول الدراسية وأوراق العمل الكبيرة بمقاس A3 دون الحاجة إلى عقد آلة تصوير. وتجعلها سرعتها البالغة 40 صفحة في الدقيقة واتصالها السلكي بالشبكة طابعة مشتركة يُعتمد عليها في طابق مزدحم.',
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
          long: 'At about the size of a shoebox it fits on a shelf, and toner does not dry out the way inkjet cartridges do when you print only now and then. Print homework, boarding passes and invoices from your phone with the free app.',
          longAr:
            'بحجم يقارب علبة الأحذية تجد مكانها على رف صغير، ولا يجف حبرها كما تجف خراطيش الحبر السائل عندما تطبع بين فترة وأخرى. اطبع الواجبات المدرسية وبطاقات الصعود إلى الطائرة والفواتير من هاتفك عبر التطبيق المجاني.',
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
          long: 'It prints 4 × 6 inch courier labels, barcodes and shelf tags straight from online store and delivery platforms, so online sellers and warehouses save hours every week. Labels come on rolls, and the only running cost is the label itself.',
          longAr:
            'تطبع ملصقات الشحن بمقاس 4 × 6 بوصات والباركود وبطاقات الرفوف مباشرة من منصات المتاجر الإلكترونية وشركات التوصيل، فيوفر البائعون عبر الإنترنت والمستودعات ساعات كل أسبوع. تأتي الملصقات على لفائف، ولا تكلفة تشغيل سوى الملصقات نفسها.',
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
          long: 'Scan a signed contract straight to email or a shared folder, copy a passport in colour, or send a fax to a ministry that still asks for one, all from one device. It suits small offices of up to ten people that want a single machine on the desk.',
          longAr:
            'امسح عقداً موقّعاً وأرسله مباشرة إلى البريد الإلكتروني أو إلى مجلد مشترك، أو انسخ جواز سفر بالألوان، أو أرسل فاكساً إلى جهة حكومية ما زالت تطلبه، وكل ذلك من جهاز واحد. يناسب المكاتب الصغيرة التي تضم حتى عشرة أشخاص وتريد جهازاً واحداً على المكتب.',
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
          long: 'Departments of 20 to 50 people share it, and user accounts show who prints how much so you can set quotas for colour. It needs a floor space of about 60 × 70 cm plus room to open the trays, and our technicians handle all servicing on site.',
          longAr:
            'تتشارك فيها الأقسام التي تضم من 20 إلى 50 شخصاً، وتُظهر حسابات المستخدمين كمية طباعة كل شخص لتتمكن من تحديد حصص للطباعة الملونة. تحتاج إلى مساحة أرضية تقارب 60 × 70 سم إضافة إلى مساحة لفتح الأدراج، ويتولى فنيونا جميع أعمال الصيانة في موقعك.',
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
          long: 'Its single-pass feeder scans both sides of a page at once at 80 pages a minute, ideal for legal, HR and government offices that digitise thick files. At up to 20,000 pages a month it is built for heavy black-and-white workloads.',
          longAr:
            'تمسح وحدة التغذية أحادية المرور وجهي الصفحة معاً بسرعة 80 صفحة في الدقيقة، وهي مثالية للمكاتب القانونية وإدارات الموارد البشرية والجهات الحكومية التي تحوّل الملفات السميكة إلى نسخ رقمية. وبقدرة تصل إلى 20,000 صفحة شهرياً صُممت لأعباء الطباعة بالأسود الكثيفة.',
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
          long: 'Universities, ministries and print rooms produce stapled reports and saddle-stitched booklets in-house, with finishing done in one run. We recommend a cost-per-page contract that includes toner, parts and a technician visit within one working day.',
          longAr:
            'تُنتج الجامعات والوزارات وغرف الطباعة التقارير المدبّسة والكتيّبات داخلياً مع إنهائها في دورة واحدة. وننصح بعقد تكلفة لكل صفحة يشمل الحبر وقطع الغيار وزيارة فني خلال يوم عمل واحد.',
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
          long: 'Load up to 60 mixed pages, from receipts to A4 contracts, and get searchable PDFs in Arabic and English in one press of a button. Accounts teams and clinics use it to clear paper backlogs, and it sends scans straight to a network folder over Wi-Fi.',
          longAr:
            'ضع ما يصل إلى 60 صفحة متنوعة، من الإيصالات إلى العقود بمقاس A4، لتحصل على ملفات PDF قابلة للبحث بالعربية والإنجليزية بضغطة زر واحدة. تستخدمه فرق الحسابات والعيادات للتخلص من تراكم الأوراق، ويرسل المستندات الممسوحة مباشرة إلى مجلد على الشبكة عبر الواي فاي.',
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
          long: 'Passports, ID cards, bound registers and old photographs lie flat on the glass, and 4800 dpi captures fine detail for archives. It is slim enough to stand beside a reception PC and draws its power from the USB cable.',
          longAr:
            'تُوضع جوازات السفر وبطاقات الهوية والسجلات المجلدة والصور القديمة مسطحة على الزجاج، وتلتقط دقة 4800 نقطة في البوصة أدق التفاصيل للأرشفة. وهو نحيف بما يكفي ليقف بجوار حاسوب الاستقبال، ويستمد طاقته من كابل USB.',
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
          long: 'Digitisation projects for ministries, courts and hospital records rely on its 500-sheet feeder and ultrasonic double-feed detection, so no page is missed. We can supply it with indexing software and train your operators on site.',
          longAr:
            'تعتمد مشاريع التحول الرقمي للوزارات والمحاكم والسجلات الطبية في المستشفيات على وحدة التغذية بسعة 500 ورقة ونظام الكشف بالموجات فوق الصوتية عن سحب ورقتين معاً، فلا تفوتها صفحة واحدة. ويمكننا توريده مع برنامج للفهرسة وتدريب المشغّلين لديك في الموقع.',
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
          long: "At about 9,000 pages it lasts roughly three times as long as a standard cartridge, which lowers the cost of each page you print. Genuine toner keeps your printer's warranty valid, and we deliver it across Doha, often the same day.",
          longAr:
            'يدوم الخرطوش نحو 9,000 صفحة، أي قرابة ثلاثة أضعاف الخرطوش العادي، ما يخفض تكلفة كل صفحة تطبعها. ويحافظ الحبر الأصلي على صلاحية ضمان طابعتك، ونوصله داخل الدوحة وغالباً في اليوم نفسه.',
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
          long: 'Buying the three colours together costs less than three single cartridges, and you always have the next colour ready when one runs low. Keep the sealed cartridges in a cool, dry cupboard; they store well for up to two years.',
          longAr:
            'شراء الألوان الثلاثة معاً أوفر من شراء ثلاثة خراطيش منفردة، ويبقى لديك اللون التالي جاهزاً حين يقترب أحدها من النفاد. احفظ الخراطيش المغلقة في خزانة باردة وجافة، فهي تبقى صالحة للتخزين حتى سنتين.',
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
