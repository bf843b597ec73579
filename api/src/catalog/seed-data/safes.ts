import { colour, dims, offered, sized, spec, STEEL, STEEL_FIRE, warranty, weight, type CategorySeed } from './helpers';

const fireRating = (minutes: number, what: string, whatAr: string) =>
  spec('Fire resistance', 'مقاومة الحريق', `${minutes} minutes for ${what}`, `${minutes} دقيقة ${whatAr}`);
const lock = (value: string, valueAr: string) => spec('Lock', 'القفل', value, valueAr);
const OFFICE_SAFE_SIZES = [sized(30, 'L', 'لتراً'), sized(50, 'L', 'لتراً'), sized(80, 'L', 'لتراً')];
const capacity = (litres: number) => spec('Capacity', 'السعة', `${litres} litres`, `${litres} لتراً`);

export const SAFES: CategorySeed = {
  name: 'Safes & Security',
  nameAr: 'الخزائن والأمان',
  description:
    'Fire-resistant and electronic safes, key cabinets, cash boxes and deposit lockers for homes, shops, hotels and offices.',
  descriptionAr:
    'خزائن مقاومة للحريق وإلكترونية وخزائن مفاتيح وصناديق نقود وخزائن أمانات للمنازل والمحلات والفنادق والمكاتب.',
  art: ['safe', 'safe-keypad', 'key-cabinet'],
  colours: ['grey', 'black', 'navy'],
  closing: (w) => ({
    en: `Delivered free, carried to the room of your choice and anchored to the floor or wall by our team where needed${w ? `, with ${w.en} warranty` : ''}.`,
    ar: `يشمل السعر التوصيل المجاني، ويحمل فريقنا المنتج إلى الغرفة التي تختارها ويثبّته بالأرضية أو الجدار عند الحاجة${w ? `، مع ضمان لمدة ${w.ar}` : ''}.`,
  }),
  subcategories: [
    {
      name: 'Fire-Resistant Safes',
      nameAr: 'الخزائن المقاومة للحريق',
      description: 'Safes and filing cabinets that protect cash, documents and data from fire and theft.',
      descriptionAr: 'خزائن وخزائن ملفات تحمي النقود والمستندات والبيانات من الحريق والسرقة.',
      about:
        'A fire-resistant safe protects cash, passports, contracts and backup drives from both fire and theft. Weight matters: heavier safes are harder to remove, and all our safes can be bolted to the floor. Our team delivers, carries and anchors them, even on upper floors.',
      aboutAr:
        'تحمي الخزنة المقاومة للحريق النقود وجوازات السفر والعقود ووحدات النسخ الاحتياطي من الحريق والسرقة معاً. الوزن مهم، فالخزائن الأثقل أصعب في النقل، ويمكن تثبيت جميع خزائننا بالأرضية. يتولى فريقنا توصيلها وحملها وتثبيتها، حتى في الطوابق العليا.',
      art: ['safe'],
      colours: ['grey'],
      products: [
        {
          name: 'Fire-Resistant Safe with Dial Lock, 60 kg',
          nameAr: 'خزنة مقاومة للحريق بقفل قرصي، 60 كغ',
          price: 1850,
          flags: 'B',
          art: 'safe',
          colour: 'grey',
          short: 'A 60 kg fire-resistant safe with a mechanical dial lock, a key override and a removable shelf.',
          shortAr: 'خزنة مقاومة للحريق بوزن 60 كغ بقفل قرصي ميكانيكي ومفتاح احتياطي ورف قابل للإزالة.',
          specs: [dims(42, 40, 55), weight(60), STEEL_FIRE, fireRating(60, 'paper', 'للورق'), warranty(5)],
        },
        {
          name: 'Fire-Resistant Document Safe, 120 kg',
          nameAr: 'خزنة مستندات مقاومة للحريق، 120 كغ',
          price: 3600,
          flags: 'F',
          art: 'safe',
          colour: 'black',
          short:
            'A 120 kg document safe that holds A4 files upright, with a digital lock and two-hour fire protection.',
          shortAr: 'خزنة مستندات بوزن 120 كغ تتسع لملفات A4 بشكل عمودي، بقفل رقمي وحماية من الحريق لمدة ساعتين.',
          specs: [
            dims(52, 48, 75),
            weight(120),
            lock('Digital code with emergency key', 'رمز رقمي مع مفتاح طوارئ'),
            fireRating(120, 'paper', 'للورق'),
            warranty(5),
          ],
        },
        {
          name: 'Large Fire-Resistant Office Safe, 300 kg',
          nameAr: 'خزنة مكتبية كبيرة مقاومة للحريق، 300 كغ',
          price: 7900,
          art: 'safe',
          colour: 'green',
          short:
            'A classic 300 kg office safe with a dial lock and an inner lockable compartment, for company cash and title deeds.',
          shortAr: 'خزنة مكتبية كلاسيكية بوزن 300 كغ بقفل قرصي وحجرة داخلية بقفل، لنقد الشركة وسندات الملكية.',
          specs: [
            dims(65, 60, 110),
            weight(300),
            lock('Dial and key, inner locker', 'قفل قرصي ومفتاح مع حجرة داخلية'),
            fireRating(120, 'paper', 'للورق'),
            warranty(10),
          ],
        },
        {
          name: 'Four-Drawer Fireproof Filing Cabinet',
          nameAr: 'خزانة ملفات بأربعة أدراج مقاومة للحريق',
          price: 11900,
          art: 'fire-cabinet',
          colour: 'grey',
          short: 'A four-drawer filing cabinet that keeps hanging files safe in a fire for up to one hour.',
          shortAr: 'خزانة ملفات بأربعة أدراج تحافظ على الملفات المعلقة آمنة أثناء الحريق لمدة تصل إلى ساعة.',
          specs: [dims(53, 78, 145), weight(340), STEEL_FIRE, fireRating(60, 'paper', 'للورق'), warranty(5)],
        },
        {
          name: 'Data Media Safe',
          nameAr: 'خزنة لوسائط البيانات',
          price: 5400,
          flags: 'O',
          art: 'safe',
          colour: 'white',
          short: 'A safe rated to keep hard drives, tapes and USB backups below 52 °C in a fire.',
          shortAr:
            'خزنة مصممة لإبقاء الأقراص الصلبة والأشرطة ووحدات النسخ الاحتياطي USB دون 52 درجة مئوية أثناء الحريق.',
          specs: [
            dims(48, 50, 62),
            weight(140),
            fireRating(60, 'data media', 'لوسائط البيانات'),
            lock('Digital code with emergency key', 'رمز رقمي مع مفتاح طوارئ'),
            warranty(5),
          ],
        },
      ],
    },
    {
      name: 'Electronic Safes',
      nameAr: 'الخزائن الإلكترونية',
      description: 'Code, fingerprint and hotel safes for homes, offices and hotel rooms.',
      descriptionAr: 'خزائن بالرمز وبصمة الإصبع وخزائن فندقية للمنازل والمكاتب وغرف الفنادق.',
      about:
        'Electronic safes open with a personal code in seconds and can log every opening. They suit hotel rooms, homes and offices where several people share access; an emergency key and an external battery contact mean you are never locked out.',
      aboutAr:
        'تُفتح الخزائن الإلكترونية برمز شخصي خلال ثوانٍ، ويمكنها تسجيل كل عملية فتح. وهي مناسبة لغرف الفنادق والمنازل والمكاتب التي يتشارك فيها عدة أشخاص، مع مفتاح طوارئ ونقطة توصيل لبطارية خارجية حتى لا تُحرم من الوصول إليها أبداً.',
      art: ['safe-keypad'],
      colours: ['black'],
      products: [
        {
          name: 'Digital Home Safe, 20 Litres',
          nameAr: 'خزنة منزلية رقمية سعة 20 لتراً',
          price: 650,
          flags: 'B',
          art: 'safe-keypad',
          colour: 'black',
          short: 'A compact digital safe for passports, jewellery and cash, bolted inside a wardrobe or cupboard.',
          shortAr: 'خزنة رقمية صغيرة لجوازات السفر والمجوهرات والنقود، تُثبَّت داخل خزانة الملابس أو الدولاب.',
          specs: [
            dims(35, 30, 25),
            capacity(20),
            lock('Digital code with emergency key', 'رمز رقمي مع مفتاح طوارئ'),
            STEEL,
            warranty(2),
          ],
        },
        {
          name: 'Hotel Room Safe with Audit Trail',
          nameAr: 'خزنة غرف فندقية مع سجل للفتح',
          price: 890,
          art: 'safe-keypad',
          colour: 'charcoal',
          short: 'A laptop-sized hotel safe with a guest code, a master code and a record of the last 100 openings.',
          shortAr: 'خزنة فندقية تتسع للابتوب برمز للنزيل ورمز رئيسي وسجل لآخر 100 عملية فتح.',
          specs: [
            dims(43, 37, 20),
            capacity(28),
            lock('Guest and master codes, audit trail', 'رمز للنزيل ورمز رئيسي مع سجل للفتح'),
            warranty(2),
          ],
        },
        {
          name: 'Electronic Office Safe',
          nameAr: 'خزنة مكتبية إلكترونية',
          price: 1250,
          art: 'safe-keypad',
          colour: 'grey',
          short:
            'An office safe of 30, 50 or 80 litres with a time-delay option, for petty cash, cheque books and company seals.',
          shortAr:
            'خزنة مكتبية بسعة 30 أو 50 أو 80 لتراً مع خيار التأخير الزمني، للنقد النثري ودفاتر الشيكات وأختام الشركة.',
          specs: [
            spec('Outside (50 litres)', 'المقاس الخارجي (50 لتراً)', '45 × 40 × 50 cm', '45 × 40 × 50 سم'),
            offered('Capacities', 'السعات', OFFICE_SAFE_SIZES),
            lock('Digital code, time delay', 'رمز رقمي مع تأخير زمني'),
            STEEL,
            warranty(3),
          ],
          variants: {
            sku: 'SF-OFFICE',
            options: [{ key: 'capacity', values: OFFICE_SAFE_SIZES }],
            variants: [
              { values: { capacity: '30-l' }, price: 1250, stock: 5 },
              { values: { capacity: '50-l' }, price: 1650, stock: 3 },
              { values: { capacity: '80-l' }, price: 2250, stock: 2 },
            ],
          },
        },
        {
          name: 'Biometric Fingerprint Safe',
          nameAr: 'خزنة ببصمة الإصبع',
          price: 1290,
          flags: 'N',
          art: 'safe-keypad',
          colour: 'red',
          short: 'A safe that opens with up to 30 registered fingerprints or a code, with an interior light.',
          shortAr: 'خزنة تُفتح بما يصل إلى 30 بصمة إصبع مسجلة أو برمز رقمي، مع إضاءة داخلية.',
          specs: [
            dims(38, 33, 30),
            capacity(25),
            lock('Fingerprint (30 users) or code', 'بصمة الإصبع (30 مستخدماً) أو رمز رقمي'),
            colour('red'),
            warranty(2),
          ],
        },
      ],
    },
    {
      name: 'Key Cabinets & Cash Boxes',
      nameAr: 'خزائن المفاتيح وصناديق النقود',
      description: 'Key cabinets, cash boxes, deposit safes and safe-deposit locker units.',
      descriptionAr: 'خزائن مفاتيح وصناديق نقود وخزائن إيداع ووحدات خزائن أمانات.',
      about:
        'Small security items solve everyday problems: a key cabinet for vehicle or building keys, a lockable cash box for petty cash, a deposit safe for shop takings, and locker units for banks, clubs and staff rooms.',
      aboutAr:
        'تحلّ أدوات الأمان الصغيرة مشكلات يومية: خزانة مفاتيح لمفاتيح السيارات أو المبنى، وصندوق نقود بقفل للمصروفات النثرية، وخزنة إيداع لإيرادات المحل، ووحدات خزائن للبنوك والأندية وغرف الموظفين.',
      art: ['key-cabinet', 'cash-box'],
      colours: ['grey', 'red'],
      products: [
        {
          name: '48-Hook Key Cabinet',
          nameAr: 'خزانة مفاتيح بـ 48 خطافاً',
          price: 360,
          art: 'key-cabinet',
          colour: 'grey',
          short: 'A wall-mounted steel key cabinet with 48 numbered hooks, coloured tags and a key lock.',
          shortAr: 'خزانة مفاتيح فولاذية تُثبَّت على الجدار بـ 48 خطافاً مرقماً وبطاقات ملونة وقفل بمفتاح.',
          specs: [dims(30, 8, 40), STEEL, spec('Hooks', 'الخطافات', '48, numbered', '48 خطافاً مرقماً'), warranty(2)],
        },
        {
          name: '100-Hook Key Cabinet with Code Lock',
          nameAr: 'خزانة مفاتيح بـ 100 خطاف وقفل رقمي',
          price: 790,
          art: 'key-cabinet',
          colour: 'blue',
          short: 'A large key cabinet with 100 hooks and a code lock, for fleets, hotels and facility management.',
          shortAr: 'خزانة مفاتيح كبيرة بـ 100 خطاف وقفل رقمي، لأساطيل السيارات والفنادق وإدارة المرافق.',
          specs: [
            dims(38, 8, 55),
            STEEL,
            spec('Hooks', 'الخطافات', '100, numbered', '100 خطاف مرقم'),
            lock('Code lock', 'قفل برمز رقمي'),
            warranty(2),
          ],
        },
        {
          name: 'Lockable Cash Box with Coin Tray',
          nameAr: 'صندوق نقود بقفل وصينية للعملات',
          price: 145,
          art: 'cash-box',
          colour: 'grey',
          short: 'A steel cash box with a removable tray for notes and coins, a carry handle and two keys.',
          shortAr: 'صندوق نقود فولاذي بصينية قابلة للإزالة للأوراق النقدية والعملات المعدنية، مع مقبض للحمل ومفتاحين.',
          specs: [dims(30, 24, 9), STEEL, colour('grey'), warranty(1)],
        },
        {
          name: 'Cash Deposit Safe with Drop Slot',
          nameAr: 'خزنة إيداع نقدي بفتحة إسقاط',
          price: 2400,
          art: 'safe',
          colour: 'black',
          short:
            'A deposit safe with a top drop slot, so cashiers can deposit takings without being able to open the safe.',
          shortAr:
            'خزنة إيداع بفتحة إسقاط علوية، يودع من خلالها أمناء الصناديق الإيرادات دون أن يتمكنوا من فتح الخزنة.',
          specs: [
            dims(40, 40, 60),
            weight(75),
            lock('Digital code, time delay', 'رمز رقمي مع تأخير زمني'),
            warranty(3),
          ],
        },
        {
          name: 'Safe Deposit Locker Unit, 20 Doors',
          nameAr: 'وحدة خزائن أمانات بـ 20 باباً',
          price: null,
          art: 'deposit-lockers',
          colour: 'grey',
          short: 'A modular unit of 20 safe-deposit lockers with dual-key locks, built for banks, jewellers and clubs.',
          shortAr: 'وحدة معيارية من 20 خزانة أمانات بأقفال ثنائية المفتاح، مصممة للبنوك ومحلات المجوهرات والأندية.',
          specs: [
            spec('Doors', 'الأبواب', '20, in mixed sizes', '20 باباً بمقاسات متنوعة'),
            lock('Dual-key (customer and guard)', 'مفتاحان (للعميل وللحارس)'),
            STEEL,
            warranty(5),
          ],
        },
      ],
    },
  ],
};
