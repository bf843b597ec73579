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
          long: 'Set a batch of 50 or 100 and it stops at the exact count, ready to band, which speeds up end-of-day cashing up in shops, restaurants and offices. It stops and beeps at a suspect note, so the cashier can pull it out before it goes into the bundle.',
          longAr:
            'حدّد دفعة من 50 أو 100 ورقة فيتوقف عند العدد المطلوب بالضبط جاهزاً للربط، ما يسرّع إغلاق الصندوق في نهاية اليوم في المحلات والمطاعم والمكاتب. ويتوقف الجهاز مع تنبيه صوتي عند الورقة المشبوهة، ليسحبها أمين الصندوق قبل أن تدخل الرزمة.',
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
          long: 'Drop in an unsorted stack of 10, 50, 100 and 500 riyal notes and it reports how many of each and the total, so there is no need to sort by hand first. Connect a small printer to hand over a counting receipt, a common request in exchange houses and car showrooms.',
          longAr:
            'ضع رزمة غير مرتبة من فئات 10 و50 و100 و500 ريال، فيعرض لك عدد كل فئة والمجموع الكلي، دون الحاجة إلى الفرز اليدوي أولاً. صِله بطابعة صغيرة لتسليم إيصال بالعدّ، وهو طلب شائع في محلات الصرافة ومعارض السيارات.',
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
          long: "While counting, it faces and orients notes and separates worn ones, so bundles are ready for the bank without a second pass. Busy cash offices in malls, hypermarkets and hospitals use it to process the day's takings in a fraction of the time.",
          longAr:
            'يرتّب الأوراق حسب الوجه والاتجاه ويعزل التالف منها أثناء العدّ، فتصبح الرزم جاهزة للإيداع في البنك دون مرور ثانٍ. تستخدمه مكاتب النقد المزدحمة في المراكز التجارية والأسواق الكبرى والمستشفيات لمعالجة إيرادات اليوم في جزء من الوقت المعتاد.',
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
          long: "Banks and cash-in-transit companies record each note's serial number for traceability and sort notes into fit and unfit as the central bank expects. We configure the pockets to your workflow and offer a service contract with a guaranteed response time.",
          longAr:
            'تسجّل البنوك وشركات نقل الأموال الرقم التسلسلي لكل ورقة لضمان التتبع، وتفرز الأوراق إلى صالحة وغير صالحة للتداول وفق متطلبات البنك المركزي. ونضبط الجيوب بما يتوافق مع سير العمل لديك، ونقدم عقد صيانة بزمن استجابة مضمون.',
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
          long: 'A full charge counts several thousand notes away from a socket, at a charity collection, a school fair or a fuel station forecourt. It weighs little more than a laptop and still checks each note for UV and magnetic features.',
          longAr:
            'يعدّ بشحنة واحدة عدة آلاف من الأوراق بعيداً عن مقبس الكهرباء، سواء في حملة تبرعات أو سوق خيرية مدرسية أو ساحة محطة وقود. ولا يزيد وزنه كثيراً على الحاسوب المحمول، ومع ذلك يفحص كل ورقة بالأشعة فوق البنفسجية والخصائص المغناطيسية.',
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
          long: 'Security threads and fluorescent fibres glow under the lamp, and the magnifier shows the fine print, so staff can check a note in seconds. It is a low-cost addition to every till, hotel front desk and government service counter.',
          longAr:
            'تتوهج الخيوط الأمنية والألياف الفلورية تحت المصباح، وتُظهر العدسة المكبرة الطباعة الدقيقة، فيتحقق الموظف من الورقة خلال ثوانٍ. وهو إضافة منخفضة التكلفة لكل صندوق دفع ومكتب استقبال فندقي وكاونتر خدمة حكومية.',
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
          long: 'Cashiers in busy supermarkets and restaurants keep serving while it checks, with no need to decide for themselves what a fake looks like. Its currency data is updated when new notes are issued, including the latest Qatari riyal series.',
          longAr:
            'يواصل أمناء الصناديق في المتاجر والمطاعم المزدحمة خدمة العملاء أثناء الفحص، دون أن يضطروا إلى الحكم بأنفسهم على شكل الورقة المزيفة. وتُحدَّث بيانات العملات فيه عند إصدار أوراق جديدة، بما فيها أحدث إصدار من الريال القطري.',
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
          long: 'Exchange houses and hotel cashiers feed notes of mixed currencies one by one and read the value and running total on the colour screen. It recognises the Gulf currencies, the dollar, the euro, the pound and the rupee among twenty in all.',
          longAr:
            'تُدخل محلات الصرافة وصناديق الفنادق أوراقاً من عملات مختلفة واحدة تلو الأخرى، وتقرأ قيمتها والمجموع التراكمي على الشاشة الملونة. ويتعرف الجهاز على العملات الخليجية والدولار واليورو والجنيه الإسترليني والروبية ضمن عشرين عملة.',
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
          long: "Hotels, car rental desks, banks and recruitment agencies place a passport on the glass and receive the holder's data in their system in seconds, with no typing errors. The reader checks the chip's signature and shows UV and infrared images, helping staff spot a forged document.",
          longAr:
            'تضع الفنادق ومكاتب تأجير السيارات والبنوك ومكاتب الاستقدام جواز السفر على الزجاج، فتصل بيانات حامله إلى نظامها خلال ثوانٍ دون أخطاء في الإدخال. ويتحقق القارئ من توقيع الشريحة ويعرض صوراً بالأشعة فوق البنفسجية وتحت الحمراء، ما يساعد الموظفين على كشف المستند المزوّر.',
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
          long: 'Laundries, car washes, vending operators and supermarkets pour a bag of mixed coins into the 1,000-coin hopper and collect them sorted and counted. Tubes can be swapped for bags, and the display shows the total value and the count per coin.',
          longAr:
            'تصبّ المغاسل ومحطات غسيل السيارات ومشغّلو آلات البيع والمتاجر كيساً من العملات المختلطة في القمع الذي يتسع لـ 1,000 قطعة، ثم تستلمها مفروزة ومعدودة. ويمكن استبدال الأنابيب بأكياس، وتعرض الشاشة القيمة الإجمالية وعدد كل فئة.',
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
          long: 'Each position is drawn to your floor plan with a deal tray, a document transfer slot and a two-way speech panel, and the laminated glass meets the security level your bank specifies. We build and install counters in phases so a branch can keep serving customers during a refit.',
          longAr:
            'نرسم كل موقع صراف وفق مخطط فرعك، مع درج لتسليم النقود وفتحة لتمرير المستندات ولوحة للتخاطب في الاتجاهين، ويستوفي الزجاج المصفح مستوى الأمان الذي يحدده بنكك. ونصنع الكاونترات ونركّبها على مراحل ليواصل الفرع خدمة العملاء خلال أعمال التجديد.',
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
          long: 'Customers choose a service on the 21.5-inch screen in Arabic or English and receive a numbered ticket, so no one has to ask where to queue. Menus, logos and service names can be changed from a computer, and the thermal printer holds a roll of about 2,000 tickets.',
          longAr:
            'يختار العميل الخدمة على الشاشة بمقاس 21.5 بوصة بالعربية أو الإنجليزية ويحصل على تذكرة مرقّمة، فلا يحتاج أحد إلى السؤال عن مكان الانتظار. ويمكن تغيير القوائم والشعار وأسماء الخدمات من الحاسوب، وتتسع الطابعة الحرارية للفافة تكفي نحو 2,000 تذكرة.',
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
          long: 'It sits under the counter and opens automatically when a sale is completed, so the till stays locked the rest of the time. The removable insert can be swapped at shift change, and a manual key lets you open it during a power cut.',
          longAr:
            'يوضع الدرج تحت الكاونتر ويُفتح تلقائياً عند إتمام عملية البيع، فيبقى الصندوق مغلقاً بقية الوقت. ويمكن تبديل الحاوية الداخلية عند تغيير المناوبة، ويتيح المفتاح اليدوي فتحه عند انقطاع الكهرباء.',
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
          long: 'We survey the hall, agree the services and counters with you, then install, configure and train your staff, so the system is working from the first day. Reports show waiting and serving times by branch and service, and SMS tickets let customers wait in their car in summer.',
          longAr:
            'نعاين الصالة ونتفق معك على الخدمات والكاونترات، ثم نركّب النظام ونضبطه وندرّب موظفيك، ليعمل من اليوم الأول. وتعرض التقارير أوقات الانتظار والخدمة حسب الفرع ونوع الخدمة، وتتيح التذاكر عبر الرسائل النصية للعملاء الانتظار في سياراتهم خلال الصيف.',
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
