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
          long: 'A dial lock needs no batteries and cannot be reset by anyone without the combination, which makes it a good choice for homes and small shops. At 42 × 40 × 55 cm it fits in a wardrobe or under a counter, holds passports, title deeds, jewellery and a few cash bundles, and is bolted to the floor during installation.',
          longAr:
            'لا يحتاج القفل القرصي إلى بطاريات، ولا يستطيع أحد إعادة ضبطه دون معرفة الرمز، ما يجعل هذه الخزنة خياراً مناسباً للمنازل والمحلات الصغيرة. وبأبعادها البالغة 42 × 40 × 55 سم تجد مكانها في خزانة الملابس أو أسفل الكاونتر، وتحفظ جوازات السفر وسندات الملكية والمجوهرات وبعض رزم النقود، ونثبّتها بالأرضية أثناء التركيب.',
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
          long: 'Box files and lever arch files stand upright on two adjustable shelves, so company records, trade licences and contracts stay organised as well as protected. Its 120 kg weight and floor anchoring deter theft, and the emergency key opens it if the code is forgotten.',
          longAr:
            'تقف صناديق الملفات وملفات الأرشيف بشكل عمودي على رفّين قابلين للتعديل، فتبقى سجلات الشركة والرخص التجارية والعقود منظمة ومحمية معاً. ويردع وزنها البالغ 120 كغ وتثبيتها بالأرضية محاولات السرقة، ويفتحها مفتاح الطوارئ إذا نُسي الرمز.',
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
          long: 'Standing 110 cm high, it suits finance departments, exchange houses and family offices that keep significant cash and original documents overnight. Because of its weight, our team surveys the route to the room first and brings a stair-climbing trolley where needed.',
          longAr:
            'بارتفاع 110 سم تناسب أقسام المالية ومحلات الصرافة والمكاتب العائلية التي تحفظ مبالغ نقدية كبيرة ومستندات أصلية طوال الليل. ونظراً لوزنها، يعاين فريقنا مسار الوصول إلى الغرفة أولاً، ويُحضر عربة صعود الدرج عند الحاجة.',
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
          long: 'Each full-extension drawer takes foolscap and A4 hanging files, so legal offices and HR departments can keep original contracts and personnel files in everyday use, not locked away in a basement. At 340 kg it needs a solid floor, which our team checks before delivery.',
          longAr:
            'يتسع كل درج ممتد بالكامل للملفات المعلقة بمقاسي فولسكاب وA4، فتستطيع المكاتب القانونية وإدارات الموارد البشرية إبقاء العقود الأصلية وملفات الموظفين قيد الاستخدام اليومي بدلاً من حفظها في قبو. وبوزن 340 كغ تحتاج إلى أرضية متينة، يتحقق منها فريقنا قبل التسليم.',
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
          long: 'Ordinary fire safes protect paper up to about 170 °C, far too hot for backup drives, so this one has a sealed inner chamber for disks, tapes and USB sticks. IT managers and clinics keep their off-site backups in it as part of a disaster recovery plan.',
          longAr:
            'تحمي خزائن الحريق العادية الورق حتى نحو 170 درجة مئوية، وهي حرارة عالية جداً على وحدات النسخ الاحتياطي، ولذلك تضم هذه الخزنة حجرة داخلية محكمة للأقراص والأشرطة وذاكرات USB. يحفظ فيها مديرو تقنية المعلومات والعيادات نسخهم الاحتياطية ضمن خطة التعافي من الكوارث.',
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
          long: 'At 35 × 30 × 25 cm it fits on a wardrobe shelf and is fixed through the pre-drilled back and base, so it cannot simply be carried off. Set your own code in a minute; four batteries last about a year, and a low-battery warning shows well before they run out.',
          longAr:
            'بمقاس 35 × 30 × 25 سم تتسع لها رفوف خزانة الملابس، وتُثبّت عبر الفتحات المعدة مسبقاً في ظهرها وقاعدتها فلا يمكن حملها بسهولة. اضبط رمزك الخاص خلال دقيقة، فأربع بطاريات تكفي لنحو سنة، وتظهر إشارة انخفاض البطارية قبل نفادها بوقت كافٍ.',
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
          long: 'Its 28 litres take a 15-inch laptop, a tablet and passports, and housekeeping can open it with the master code if a guest forgets theirs. The opening log can be read on site, which helps hotel managers settle any guest complaint quickly; we offer volume prices for whole properties.',
          longAr:
            'تتسع بسعتها البالغة 28 لتراً لحاسوب محمول بمقاس 15 بوصة وجهاز لوحي وجوازات السفر، ويمكن لفريق التدبير الفندقي فتحها بالرمز الرئيسي إذا نسي النزيل رمزه. ويمكن قراءة سجل الفتح في الموقع، ما يساعد مديري الفنادق على معالجة أي شكوى بسرعة، ونقدم أسعاراً خاصة لتجهيز الفنادق بالكامل.',
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
          long: "The 30-litre size suits a small office's petty cash box, the 50-litre size adds room for cheque books and company stamps, and the 80-litre size takes files and a laptop. The time delay makes the safe wait several minutes before opening, a strong deterrent against robbery in shops and branches.",
          longAr:
            'يناسب مقاس 30 لتراً صندوق النثرية في المكتب الصغير، ويضيف مقاس 50 لتراً مساحة لدفاتر الشيكات وأختام الشركة، بينما يتسع مقاس 80 لتراً للملفات وحاسوب محمول. ويجعل التأخير الزمني الخزنة تنتظر عدة دقائق قبل أن تُفتح، وهو رادع قوي لعمليات السطو في المحلات والفروع.',
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
          long: 'Opening it takes one touch, with no code to remember or share, so each family member or staff member can be enrolled and removed individually. The interior light helps at the back of a dark wardrobe, and the keypad code remains as a backup.',
          longAr:
            'يكفي لفتحها لمسة واحدة، دون رمز تحفظه أو تشاركه مع غيرك، ويمكن تسجيل كل فرد من العائلة أو من الموظفين وحذفه بشكل مستقل. تفيد الإضاءة الداخلية في عمق خزانة الملابس المعتمة، ويبقى الرمز الرقمي وسيلة احتياطية للفتح.',
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
          long: "Only 8 cm deep, it hangs flat on the wall of a reception, a building management office or a villa's utility room. The coloured tags let you mark keys by building, floor or vehicle, and a printed index sheet is fixed inside the door.",
          longAr:
            'بعمق 8 سم فقط تُعلَّق مسطحة على جدار الاستقبال أو مكتب إدارة المبنى أو غرفة الخدمات في الفيلا. وتتيح البطاقات الملونة تمييز المفاتيح حسب المبنى أو الطابق أو السيارة، مع فهرس مطبوع مثبّت داخل الباب.',
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
          long: 'A code lock means no key for the key cabinet to lose, and the code can be changed whenever a supervisor leaves. Car rental companies, compounds and hotels use it to keep 100 keys organised in a 38 × 55 cm space.',
          longAr:
            'يعني القفل الرقمي أنه لا يوجد مفتاح لخزانة المفاتيح قد يضيع، ويمكن تغيير الرمز متى غادر أحد المشرفين. تستخدمها شركات تأجير السيارات والمجمعات السكنية والفنادق لتنظيم 100 مفتاح في مساحة لا تتجاوز 38 × 55 سم.',
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
          long: 'Its tray has four note compartments and five coin cups, and it lifts out so larger items can go underneath. Schools, clubs and event organisers use it for ticket sales and collections, and it fits in a desk drawer or a safe.',
          longAr:
            'تضم صينيته أربع حجرات للأوراق النقدية وخمسة أكواب للعملات المعدنية، ويمكن رفعها لوضع الأغراض الأكبر تحتها. تستخدمه المدارس والأندية ومنظمو الفعاليات لبيع التذاكر والتحصيل، ويتسع له درج المكتب أو الخزنة.',
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
          long: 'Supermarkets, fuel stations and restaurants drop envelopes through the slot during the shift and leave opening to the manager, which protects staff as well as cash. A baffle behind the slot stops anyone fishing notes back out, and the time-delay lock adds a further safeguard.',
          longAr:
            'تُسقط المتاجر ومحطات الوقود والمطاعم المظاريف عبر الفتحة خلال المناوبة، ويبقى الفتح من صلاحية المدير وحده، ما يحمي الموظفين والنقود معاً. ويمنع حاجز خلف الفتحة استرجاع الأوراق النقدية منها، ويضيف قفل التأخير الزمني طبقة حماية أخرى.',
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
          long: "Units stack and join side by side, so a vault can start with 20 doors and grow later, and door sizes are mixed to suit documents, jewellery boxes and cash. Each box opens only with both the customer's key and the guard's key, the standard practice in banks.",
          longAr:
            'تُركَّب الوحدات فوق بعضها أو جنباً إلى جنب، فتبدأ الغرفة المحصنة بعشرين باباً وتتوسع لاحقاً، وتتنوع مقاسات الأبواب لتناسب المستندات وعلب المجوهرات والنقود. لا تُفتح أي خزانة إلا بمفتاح العميل ومفتاح الحارس معاً، وهو المعمول به في البنوك.',
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
