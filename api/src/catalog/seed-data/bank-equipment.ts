import { ABS, dims, spec, warranty, type CategorySeed } from './helpers';

const countSpeed = (perMinute: string, perMinuteAr: string) =>
  spec('Counting speed', 'سرعة العد', perMinute, perMinuteAr);
const detection = (value: string, valueAr: string) => spec('Detection', 'الكشف', value, valueAr);
const currencies = (value: string, valueAr: string) => spec('Currencies', 'العملات', value, valueAr);

const QAR_PLUS = currencies(
  'QAR, USD, EUR, SAR, GBP and more',
  'الريال القطري والدولار واليورو والريال السعودي والجنيه الإسترليني وغيرها',
);

export const BANK_EQUIPMENT: CategorySeed = {
  name: 'Bank Equipment',
  nameAr: 'معدات البنوك',
  description:
    'Money counters, currency sorters, counterfeit detectors, coin counters and teller equipment for banks, exchange houses and retailers.',
  descriptionAr:
    'آلات عد النقود وفرز العملات وكشف العملات المزيفة وعد العملات المعدنية ومعدات الصرافين للبنوك ومحلات الصرافة ومتاجر التجزئة.',
  art: ['money-counter', 'currency-sorter', 'detector'],
  colours: ['grey', 'white', 'black'],
  closing: (w) => ({
    en: `Installed and calibrated on site by our technicians${w ? `, with ${w.en} warranty` : ''} and service visits anywhere in Qatar.`,
    ar: `يركّب فنيونا المنتج ويعايرونه في موقعك${w ? `، مع ضمان لمدة ${w.ar}` : ''} وزيارات صيانة في أي مكان في قطر.`,
  }),
  subcategories: [
    {
      name: 'Money Counters & Sorters',
      nameAr: 'آلات عد وفرز النقود',
      description: 'Banknote counters, value counters and currency sorters for tills, branches and cash centres.',
      descriptionAr: 'آلات عد الأوراق النقدية وعد القيمة وفرز العملات لصناديق الدفع والفروع ومراكز النقد.',
      about:
        'Our counters are set up for Qatari riyals and the foreign currencies most used in Qatar, including US dollars, euros and Saudi riyals, and are updated when new banknotes are issued. Every machine is installed and calibrated by our technicians, who also service it on site.',
      aboutAr:
        'تُضبط آلات العد لدينا للريال القطري والعملات الأجنبية الأكثر تداولاً في قطر، ومنها الدولار الأمريكي واليورو والريال السعودي، وتُحدَّث عند إصدار أوراق نقدية جديدة. يركّب فنيونا كل آلة ويعايرونها، ويتولون صيانتها في الموقع.',
      art: ['money-counter'],
      colours: ['grey'],
      products: [
        {
          name: 'Banknote Counter with UV and MG Detection',
          nameAr: 'آلة عد أوراق نقدية مع كشف بالأشعة فوق البنفسجية والحبر المغناطيسي',
          price: 900,
          flags: 'B',
          art: 'money-counter',
          colour: 'grey',
          short:
            'A fast banknote counter that checks every note under ultraviolet light and for magnetic ink, with batch counting.',
          shortAr:
            'آلة سريعة لعد الأوراق النقدية تفحص كل ورقة بالأشعة فوق البنفسجية والحبر المغناطيسي، مع خاصية العد على دفعات.',
          specs: [
            countSpeed('1,000 notes per minute', '1,000 ورقة في الدقيقة'),
            detection('UV, MG', 'الأشعة فوق البنفسجية والحبر المغناطيسي'),
            dims(26, 24, 17),
            warranty(1),
          ],
        },
        {
          name: 'Mixed-Note Value Counter',
          nameAr: 'آلة عد القيمة للأوراق المختلطة',
          price: 2650,
          flags: 'FB',
          art: 'money-counter',
          colour: 'white',
          short:
            'Counts mixed denominations and shows the total value and the number of each note, with a receipt printer port.',
          shortAr: 'تعد الفئات المختلطة وتعرض القيمة الإجمالية وعدد الأوراق من كل فئة، مع منفذ لطابعة الإيصالات.',
          specs: [
            countSpeed('800 notes per minute, mixed', '800 ورقة مختلطة في الدقيقة'),
            detection('UV, MG, IR, image', 'الأشعة فوق البنفسجية والحبر المغناطيسي والأشعة تحت الحمراء والصورة'),
            QAR_PLUS,
            warranty(2),
          ],
        },
        {
          name: 'Two-Pocket Currency Sorter',
          nameAr: 'آلة فرز عملات بجيبين',
          price: 4500,
          flags: 'N',
          art: 'currency-sorter',
          colour: 'grey',
          short:
            'A two-pocket sorter that separates notes by denomination, orientation and fitness, and rejects suspect notes.',
          shortAr: 'آلة فرز بجيبين تفصل الأوراق حسب الفئة والاتجاه والصلاحية، وترفض الأوراق المشكوك فيها.',
          specs: [
            countSpeed('1,000 notes per minute', '1,000 ورقة في الدقيقة'),
            spec('Pockets', 'الجيوب', '1 stacker, 1 reject', 'جيب للتجميع وجيب للرفض'),
            QAR_PLUS,
            warranty(2),
          ],
        },
        {
          name: 'High-Speed Bank Note Sorter',
          nameAr: 'آلة فرز أوراق نقدية عالية السرعة للبنوك',
          price: null,
          art: 'currency-sorter',
          colour: 'charcoal',
          short:
            'A multi-pocket sorter for bank cash centres, with serial number reading and central-bank fitness standards.',
          shortAr:
            'آلة فرز متعددة الجيوب لمراكز النقد في البنوك، مع قراءة الأرقام التسلسلية ومعايير الصلاحية المعتمدة من البنك المركزي.',
          specs: [
            countSpeed('1,200 notes per minute', '1,200 ورقة في الدقيقة'),
            spec('Pockets', 'الجيوب', '4 to 8 stackers', 'من 4 إلى 8 جيوب'),
            spec(
              'Features',
              'المزايا',
              'Serial number reading, fitness sorting',
              'قراءة الأرقام التسلسلية والفرز حسب الصلاحية',
            ),
            warranty(2),
          ],
        },
        {
          name: 'Compact Portable Money Counter',
          nameAr: 'آلة عد نقود صغيرة محمولة',
          price: 950,
          art: 'money-counter',
          colour: 'black',
          short:
            'A light counter with a carry handle and a rechargeable battery, for events, fuel stations and mobile cashiers.',
          shortAr: 'آلة عد خفيفة بمقبض للحمل وبطارية قابلة للشحن، للفعاليات ومحطات الوقود وأمناء الصناديق المتنقلين.',
          specs: [
            countSpeed('900 notes per minute', '900 ورقة في الدقيقة'),
            detection('UV, MG', 'الأشعة فوق البنفسجية والحبر المغناطيسي'),
            spec('Power', 'الطاقة', 'Mains or rechargeable battery', 'كهرباء أو بطارية قابلة للشحن'),
            warranty(1),
          ],
        },
      ],
    },
    {
      name: 'Counterfeit Detectors',
      nameAr: 'أجهزة كشف العملات المزيفة',
      description: 'UV, automatic and multi-currency detectors, and ID document verifiers.',
      descriptionAr: 'أجهزة كشف بالأشعة فوق البنفسجية وتلقائية ومتعددة العملات، وأجهزة التحقق من وثائق الهوية.',
      about:
        'A counterfeit note accepted at the till is money lost. Our detectors check ultraviolet, magnetic, infrared and watermark features in under a second, and suit cashiers in supermarkets, fuel stations, restaurants and exchange houses.',
      aboutAr:
        'الورقة المزيفة التي تُقبل عند الصندوق خسارة مؤكدة. تفحص أجهزتنا خصائص الأشعة فوق البنفسجية والحبر المغناطيسي والأشعة تحت الحمراء والعلامة المائية في أقل من ثانية، وتناسب أمناء الصناديق في المتاجر الكبرى ومحطات الوقود والمطاعم ومحلات الصرافة.',
      art: ['detector'],
      colours: ['white'],
      products: [
        {
          name: 'UV Counterfeit Detector',
          nameAr: 'جهاز كشف العملات المزيفة بالأشعة فوق البنفسجية',
          price: 240,
          art: 'detector',
          colour: 'white',
          short:
            'A simple ultraviolet lamp with a white-light magnifier for checking notes, cards and documents at the counter.',
          shortAr:
            'مصباح بسيط بالأشعة فوق البنفسجية مع عدسة مكبّرة بالضوء الأبيض لفحص الأوراق النقدية والبطاقات والمستندات عند الكاونتر.',
          specs: [
            detection('UV, watermark, magnifier', 'الأشعة فوق البنفسجية والعلامة المائية وعدسة مكبّرة'),
            dims(20, 16, 12),
            ABS,
            warranty(1),
          ],
        },
        {
          name: 'Automatic Counterfeit Detector (UV, MG, IR)',
          nameAr: 'جهاز كشف تلقائي للعملات المزيفة (UV وMG وIR)',
          price: 690,
          art: 'detector',
          colour: 'black',
          short:
            'Feed a note in any direction and it is checked in half a second, with a sound and light alarm for suspect notes.',
          shortAr: 'أدخل الورقة بأي اتجاه فيُفحص في نصف ثانية، مع إنذار صوتي وضوئي للأوراق المشكوك فيها.',
          specs: [
            detection('UV, MG, IR, size', 'الأشعة فوق البنفسجية والحبر المغناطيسي والأشعة تحت الحمراء والمقاس'),
            spec('Check time', 'مدة الفحص', '0.5 seconds per note', '0.5 ثانية لكل ورقة'),
            QAR_PLUS,
            warranty(1),
          ],
        },
        {
          name: 'Multi-Currency Detector with Display',
          nameAr: 'جهاز كشف متعدد العملات مع شاشة',
          price: 1150,
          art: 'detector',
          colour: 'grey',
          short:
            'A detector for exchange houses that recognises 20 currencies and shows the denomination and running total.',
          shortAr: 'جهاز كشف لمحلات الصرافة يتعرف على 20 عملة ويعرض الفئة والمجموع التراكمي.',
          specs: [
            detection('UV, MG, IR, image', 'الأشعة فوق البنفسجية والحبر المغناطيسي والأشعة تحت الحمراء والصورة'),
            currencies('20 currencies', '20 عملة'),
            spec('Display', 'الشاشة', '3.5-inch colour', '3.5 بوصة ملونة'),
            warranty(2),
          ],
        },
        {
          name: 'Passport and ID Document Verifier',
          nameAr: 'جهاز التحقق من جوازات السفر ووثائق الهوية',
          price: 3900,
          flags: 'P',
          art: 'detector',
          colour: 'charcoal',
          short:
            'Reads the machine-readable zone and chip of passports and ID cards and checks their security features under UV and infrared light.',
          shortAr:
            'يقرأ المنطقة المقروءة آلياً والشريحة في جوازات السفر وبطاقات الهوية، ويفحص خصائصها الأمنية بالأشعة فوق البنفسجية وتحت الحمراء.',
          specs: [
            spec('Reads', 'القراءة', 'MRZ, chip (RFID), barcodes', 'المنطقة المقروءة آلياً والشريحة والباركود'),
            detection('White, UV and IR light', 'الضوء الأبيض والأشعة فوق البنفسجية وتحت الحمراء'),
            spec('Connection', 'الاتصال', 'USB', 'USB'),
            warranty(2),
          ],
        },
      ],
    },
    {
      name: 'Teller & Cashier Equipment',
      nameAr: 'معدات الصرافين وأمناء الصناديق',
      description: 'Coin counters, cash drawers, teller counters and queue management systems.',
      descriptionAr: 'آلات عد العملات المعدنية وأدراج النقود وكاونترات الصرافين وأنظمة إدارة الانتظار.',
      about:
        'From the cash drawer to the queue ticket, we equip bank branches, exchange houses and government service centres. Counters are built to your branch layout with security glass, and queue systems can show tickets on screens and send them by SMS.',
      aboutAr:
        'نجهّز فروع البنوك ومحلات الصرافة ومراكز الخدمات الحكومية، من درج النقود إلى تذكرة الانتظار. تُصنع الكاونترات حسب تصميم الفرع مع زجاج أمان، ويمكن لأنظمة الانتظار عرض التذاكر على الشاشات وإرسالها برسائل نصية.',
      art: ['teller-counter', 'queue-kiosk'],
      colours: ['walnut', 'navy'],
      products: [
        {
          name: 'Coin Counter and Sorter',
          nameAr: 'آلة عد وفرز العملات المعدنية',
          price: 2900,
          art: 'coin-counter',
          colour: 'grey',
          short: 'Counts and sorts mixed coins into tubes by denomination, at up to 300 coins a minute.',
          shortAr: 'تعد العملات المعدنية المختلطة وتفرزها في أنابيب حسب الفئة، بسرعة تصل إلى 300 قطعة في الدقيقة.',
          specs: [
            countSpeed('300 coins per minute', '300 قطعة معدنية في الدقيقة'),
            spec('Hopper', 'الحاوية', '1,000 coins', '1,000 قطعة معدنية'),
            dims(35, 30, 28),
            warranty(1),
          ],
        },
        {
          name: 'Bank Teller Counter with Security Glass',
          nameAr: 'كاونتر صراف بنكي بزجاج أمان',
          price: null,
          art: 'teller-counter',
          colour: 'walnut',
          short:
            'Teller counters built to your branch layout, with laminated security glass, deal trays and lockable cash pedestals.',
          shortAr: 'كاونترات صرافين تُصنع حسب تصميم الفرع، بزجاج أمان مصفّح وأدراج تبادل ووحدات أدراج نقدية بقفل.',
          specs: [
            spec('Design', 'التصميم', 'Made to measure per teller position', 'حسب المقاس لكل موقع صراف'),
            spec('Glass', 'الزجاج', 'Laminated security glass', 'زجاج أمان مصفّح'),
            spec('Lead time', 'مدة التنفيذ', '4–6 weeks', '4–6 أسابيع'),
            warranty(5),
          ],
        },
        {
          name: 'Queue Ticket Kiosk',
          nameAr: 'كشك تذاكر لنظام إدارة الانتظار',
          price: 5800,
          art: 'queue-kiosk',
          colour: 'navy',
          short:
            'A touchscreen kiosk that issues bilingual queue tickets by service, for branches, clinics and service centres.',
          shortAr: 'كشك بشاشة لمس يصدر تذاكر انتظار باللغتين حسب الخدمة، للفروع والعيادات ومراكز الخدمة.',
          specs: [
            spec('Screen', 'الشاشة', '21.5-inch touch', '21.5 بوصة تعمل باللمس'),
            spec('Languages', 'اللغات', 'Arabic and English', 'العربية والإنجليزية'),
            spec('Printer', 'الطابعة', 'Thermal ticket printer', 'طابعة تذاكر حرارية'),
            warranty(2),
          ],
        },
        {
          name: 'Cash Drawer with Five Note Slots',
          nameAr: 'درج نقود بخمس خانات للأوراق النقدية',
          price: 420,
          art: 'cash-drawer',
          colour: 'black',
          short: 'A heavy-duty cash drawer with five note slots and eight coin cups that opens from your POS system.',
          shortAr:
            'درج نقود متين بخمس خانات للأوراق النقدية وثماني خانات للعملات المعدنية، يُفتح من نظام نقاط البيع لديك.',
          specs: [
            dims(41, 42, 10),
            spec('Compartments', 'الخانات', '5 notes, 8 coins', '5 للأوراق و8 للعملات'),
            spec('Connection', 'الاتصال', 'RJ11 to receipt printer', 'منفذ RJ11 إلى طابعة الإيصالات'),
            warranty(1),
          ],
        },
        {
          name: 'Complete Queue System for Branches',
          nameAr: 'نظام انتظار متكامل للفروع',
          price: null,
          art: 'queue-kiosk',
          colour: 'white',
          short:
            'Ticket kiosk, counter displays, a main display and reporting software, planned and installed for your branch.',
          shortAr: 'كشك تذاكر وشاشات للكاونترات وشاشة رئيسية وبرنامج تقارير، مخطط ومركّب حسب فرعك.',
          specs: [
            spec(
              'Contents',
              'المحتويات',
              'Kiosk, counter displays, main display, software',
              'كشك وشاشات للكاونترات وشاشة رئيسية وبرنامج',
            ),
            spec('Features', 'المزايا', 'SMS tickets, service reports', 'تذاكر برسائل نصية وتقارير للخدمة'),
            spec('Installation', 'التركيب', 'Site survey included', 'تشمل معاينة الموقع'),
            warranty(2),
          ],
        },
      ],
    },
  ],
};
