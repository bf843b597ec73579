import { colour, spec, warranty, weight, type CategorySeed } from './helpers';

const processor = (value: string, valueAr: string) => spec('Processor', 'المعالج', value, valueAr);
const memory = (gb: number) => spec('Memory', 'الذاكرة', `${gb} GB`, `${gb} جيجابايت`);
const ssd = (size: string, sizeAr: string) => spec('Storage', 'التخزين', `${size} SSD`, `SSD بسعة ${sizeAr}`);
const display = (value: string, valueAr: string) => spec('Display', 'الشاشة', value, valueAr);

export const COMPUTERS: CategorySeed = {
  name: 'Computers & Laptops',
  nameAr: 'أجهزة الكمبيوتر واللابتوب',
  description:
    'Business laptops, desktops, all-in-ones, monitors and accessories, configured and set up by our technicians.',
  descriptionAr: 'أجهزة لابتوب ومكتبية ومتكاملة وشاشات وملحقات للأعمال، يجهّزها ويركّبها فنيونا.',
  art: ['laptop', 'monitor', 'desktop'],
  colours: ['silver', 'black', 'black'],
  closing: (w) => ({
    en: `Delivered free across Qatar and set up by our technicians${w ? `, with ${w.en} warranty` : ''} and local support from our Doha service team.`,
    ar: `نوصل المنتج مجاناً في جميع أنحاء قطر ويجهّزه فنيونا${w ? `، مع ضمان لمدة ${w.ar}` : ''} ودعم محلي من فريق الخدمة لدينا في الدوحة.`,
  }),
  subcategories: [
    {
      name: 'Laptops',
      nameAr: 'أجهزة اللابتوب',
      description: 'Business, everyday, ultralight and performance laptops with genuine software.',
      descriptionAr: 'أجهزة لابتوب للأعمال والاستخدام اليومي وخفيفة الوزن وعالية الأداء ببرامج أصلية.',
      art: ['laptop'],
      colours: ['silver'],
      products: [
        {
          name: '14-inch Business Laptop, 16 GB RAM',
          nameAr: 'لابتوب أعمال 14 بوصة بذاكرة 16 جيجابايت',
          price: 3650,
          flags: 'B',
          art: 'laptop',
          colour: 'silver',
          short:
            'A reliable 14-inch business laptop with a 10-core processor, 16 GB of memory and a fingerprint reader.',
          shortAr: 'لابتوب أعمال موثوق بشاشة 14 بوصة ومعالج بعشر نوى وذاكرة 16 جيجابايت وقارئ بصمات.',
          long: "With a 512 GB SSD and an anti-glare screen, it handles email, spreadsheets and video calls for a full working day, and the fingerprint reader signs you in securely in a second. We can enrol it in your company's device management and install your software before delivery, so new staff start work on day one.",
          longAr:
            'بسعة تخزين SSD تبلغ 512 غيغابايت وشاشة مضادة للانعكاس، يتولى البريد والجداول ومكالمات الفيديو طوال يوم العمل، ويتيح قارئ البصمة تسجيل الدخول الآمن خلال ثانية. ويمكننا تسجيله في نظام إدارة الأجهزة لدى شركتك وتثبيت برامجك قبل التسليم، ليبدأ الموظفون الجدد العمل من يومهم الأول.',
          specs: [
            processor('10-core, up to 4.6 GHz', 'عشر نوى، حتى 4.6 جيجاهرتز'),
            memory(16),
            ssd('512 GB', '512 جيجابايت'),
            display('14-inch Full HD, anti-glare', '14 بوصة بدقة Full HD، مضادة للانعكاس'),
            warranty(1),
          ],
        },
        {
          name: '15.6-inch Everyday Laptop',
          nameAr: 'لابتوب للاستخدام اليومي 15.6 بوصة',
          price: 2450,
          art: 'laptop',
          colour: 'charcoal',
          short: 'A 15.6-inch laptop with a full-size keyboard and number pad for office work, studies and browsing.',
          shortAr: 'لابتوب بشاشة 15.6 بوصة ولوحة مفاتيح كاملة مع أرقام جانبية للعمل المكتبي والدراسة وتصفح الإنترنت.',
          long: 'The number pad makes it a good fit for accountants, cashiers and students who enter a lot of figures, and the large Full HD screen is easy on the eyes. It comes with Arabic and English keys, and 8 GB of memory is enough for office apps, browsing and online classes.',
          longAr:
            'تجعله لوحة الأرقام مناسباً للمحاسبين وأمناء الصناديق والطلاب الذين يُدخلون كثيراً من الأرقام، وشاشته الكبيرة بدقة Full HD مريحة للعين. يأتي بلوحة مفاتيح عربية وإنجليزية، وتكفي ذاكرته البالغة 8 غيغابايت لتطبيقات المكتب والتصفح والدروس عن بُعد.',
          specs: [
            processor('6-core, up to 4.4 GHz', 'ست نوى، حتى 4.4 جيجاهرتز'),
            memory(8),
            ssd('256 GB', '256 جيجابايت'),
            display('15.6-inch Full HD', '15.6 بوصة بدقة Full HD'),
            warranty(1),
          ],
        },
        {
          name: '13-inch Ultralight Laptop',
          nameAr: 'لابتوب فائق الخفة 13 بوصة',
          price: 5200,
          flags: 'FN',
          art: 'laptop',
          colour: 'silver',
          short:
            'A 1.1 kg aluminium laptop with a sharp 13-inch screen and all-day battery life for people who travel.',
          shortAr: 'لابتوب من الألمنيوم بوزن 1.1 كغ بشاشة 13 بوصة عالية الوضوح وبطارية تدوم طوال اليوم لكثيري السفر.',
          long: 'Executives and consultants who fly between Doha, Riyadh and Dubai carry it in a slim bag without noticing the weight, and it charges over USB-C from a phone charger in a pinch. Its 32 GB of memory and 1 TB SSD keep large presentations and many browser tabs running smoothly.',
          longAr:
            'يحمله المديرون والمستشارون المسافرون بين الدوحة والرياض ودبي في حقيبة نحيفة دون أن يشعروا بوزنه، ويمكن شحنه عبر منفذ USB-C بشاحن الهاتف عند الحاجة. وتحافظ ذاكرته البالغة 32 غيغابايت وسعة التخزين 1 تيرابايت على سلاسة العروض الكبيرة وعشرات النوافذ المفتوحة.',
          specs: [
            processor('12-core, up to 5.0 GHz', '12 نواة، حتى 5.0 جيجاهرتز'),
            memory(32),
            ssd('1 TB', '1 تيرابايت'),
            weight(1.1),
            warranty(2),
          ],
        },
        {
          name: '16-inch Performance Laptop for Design',
          nameAr: 'لابتوب عالي الأداء للتصميم 16 بوصة',
          price: 7800,
          flags: 'N',
          art: 'laptop',
          colour: 'black',
          short:
            'A 16-inch laptop with dedicated graphics and a colour-accurate screen for architects, engineers and video editors.',
          shortAr:
            'لابتوب بشاشة 16 بوصة ومعالج رسومات مستقل وألوان دقيقة للمهندسين المعماريين والمهندسين ومحرري الفيديو.',
          long: 'An 8 GB graphics card and a 14-core processor run AutoCAD, Revit and video editing away from the desk, and the 2.5K screen covers the full sRGB range for true-to-life colour. Connect it to a 4K monitor in the office and take the same projects to a client meeting.',
          longAr:
            'تشغّل بطاقة الرسوميات بسعة 8 غيغابايت والمعالج ذو الأربعة عشر نواة برامج أوتوكاد وريفيت ومونتاج الفيديو بعيداً عن المكتب، وتغطي الشاشة بدقة 2.5K نطاق ألوان sRGB كاملاً لألوان مطابقة للواقع. صِله بشاشة 4K في المكتب، ثم خذ المشاريع نفسها إلى اجتماعك مع العميل.',
          specs: [
            processor('14-core, up to 5.2 GHz', '14 نواة، حتى 5.2 جيجاهرتز'),
            memory(32),
            spec('Graphics', 'معالج الرسومات', 'Dedicated, 8 GB', 'مستقل، 8 جيجابايت'),
            display('16-inch 2.5K, 100% sRGB', '16 بوصة بدقة 2.5K، تغطية sRGB كاملة'),
            warranty(2),
          ],
        },
        {
          name: 'Rugged Field Laptop',
          nameAr: 'لابتوب متين للعمل الميداني',
          price: 6900,
          flags: 'P',
          art: 'laptop',
          colour: 'charcoal',
          short:
            'A drop- and dust-resistant laptop with a sunlight-readable screen for construction sites, oil and gas and field teams.',
          shortAr:
            'لابتوب مقاوم للسقوط والغبار بشاشة واضحة تحت أشعة الشمس لمواقع البناء وقطاع النفط والغاز والفرق الميدانية.',
          long: 'Its IP65 sealing keeps out desert dust and rain, and the 1000-nit screen stays readable in the midday sun on site. Survey teams, site engineers and inspectors use it where an ordinary laptop would fail within weeks, and the warranty covers accidental drops.',
          longAr:
            'يمنع إحكامه بمعيار IP65 دخول غبار الصحراء والمطر، وتبقى شاشته بسطوع 1000 شمعة مقروءة تحت شمس الظهيرة في الموقع. تستخدمه فرق المساحة ومهندسو المواقع والمفتشون حيث يتعطل الحاسوب العادي خلال أسابيع، ويشمل الضمان أضرار السقوط العرضي.',
          specs: [
            processor('10-core, up to 4.6 GHz', 'عشر نوى، حتى 4.6 جيجاهرتز'),
            memory(16),
            spec('Protection', 'الحماية', 'IP65, 1.2 m drop tested', 'IP65، مختبر ضد السقوط من 1.2 متر'),
            display('14-inch, 1000 nits', '14 بوصة بسطوع 1000 شمعة'),
            warranty(3),
          ],
        },
      ],
    },
    {
      name: 'Desktops & All-in-Ones',
      nameAr: 'أجهزة الكمبيوتر المكتبية والمتكاملة',
      description: 'Compact office PCs, all-in-ones and workstations, delivered ready to use.',
      descriptionAr: 'أجهزة كمبيوتر مكتبية صغيرة ومتكاملة ومحطات عمل، تُسلَّم جاهزة للاستخدام.',
      art: ['desktop', 'all-in-one'],
      colours: ['black', 'white'],
      products: [
        {
          name: 'Compact Office Desktop PC',
          nameAr: 'كمبيوتر مكتبي صغير الحجم',
          price: 2400,
          art: 'desktop',
          colour: 'black',
          short: 'A small-form-factor desktop that fits under a monitor stand, with a keyboard and mouse included.',
          shortAr: 'كمبيوتر مكتبي صغير الحجم يتسع أسفل حامل الشاشة، مع لوحة مفاتيح وفأرة.',
          long: 'Mount it behind the monitor or tuck it under the stand to free the whole desk, which suits reception counters, front offices and classrooms. Its six-core processor and SSD start Windows in seconds, and it uses far less power than a traditional tower.',
          longAr:
            'ثبّته خلف الشاشة أو ضعه تحت حاملها لتتحرر مساحة المكتب بالكامل، وهو ما يناسب كاونترات الاستقبال والمكاتب الأمامية والفصول الدراسية. يشغّل معالجه سداسي النواة ووحدة SSD نظام ويندوز خلال ثوانٍ، ويستهلك طاقة أقل بكثير من الأبراج التقليدية.',
          specs: [
            processor('6-core, up to 4.4 GHz', 'ست نوى، حتى 4.4 جيجاهرتز'),
            memory(8),
            ssd('512 GB', '512 جيجابايت'),
            warranty(1),
          ],
        },
        {
          name: '24-inch All-in-One PC',
          nameAr: 'كمبيوتر متكامل 24 بوصة',
          price: 3900,
          art: 'all-in-one',
          colour: 'white',
          short:
            'A 24-inch all-in-one with the computer built into the screen: one cable, a pop-up camera and a tidy desk.',
          shortAr: 'كمبيوتر متكامل بشاشة 24 بوصة مدمج فيها الجهاز: كابل واحد وكاميرا منبثقة ومكتب مرتب.',
          long: 'Only a power cable runs to the desk, so reception areas, clinics and home studies stay neat, and the camera hides away when you are not on a call. The 23.8-inch IPS screen shows accurate colours from wide angles, handy when a colleague looks over your shoulder.',
          longAr:
            'لا يصل إلى المكتب سوى كابل الكهرباء، فتبقى مناطق الاستقبال والعيادات وغرف الدراسة المنزلية مرتبة، وتختفي الكاميرا حين لا تكون في مكالمة. تعرض الشاشة بتقنية IPS ومقاس 23.8 بوصة ألواناً دقيقة من زوايا واسعة، وهو أمر مفيد عندما يطّلع زميلك على عملك.',
          specs: [
            processor('10-core, up to 4.6 GHz', 'عشر نوى، حتى 4.6 جيجاهرتز'),
            memory(16),
            ssd('512 GB', '512 جيجابايت'),
            display('23.8-inch Full HD IPS', '23.8 بوصة بدقة Full HD IPS'),
            warranty(1),
          ],
        },
        {
          name: '27-inch All-in-One PC with Touchscreen',
          nameAr: 'كمبيوتر متكامل 27 بوصة بشاشة لمس',
          price: 5600,
          art: 'all-in-one',
          colour: 'silver',
          short: 'A 27-inch touchscreen all-in-one for receptions, showrooms and creative teams.',
          shortAr: 'كمبيوتر متكامل بشاشة لمس 27 بوصة لمناطق الاستقبال وصالات العرض والفرق الإبداعية.',
          long: 'Customers can browse a catalogue or sign a form directly on the screen, and designers can sketch and zoom with their fingers. The QHD panel, 1 TB SSD and 12-core processor keep it responsive for years of daily use.',
          longAr:
            'يستطيع العملاء تصفح كتالوج أو توقيع نموذج مباشرة على الشاشة، ويستطيع المصممون الرسم والتكبير بأصابعهم. وتحافظ لوحة QHD وسعة التخزين 1 تيرابايت والمعالج ذو الاثنتي عشرة نواة على سرعة استجابته لسنوات من الاستخدام اليومي.',
          specs: [
            processor('12-core, up to 5.0 GHz', '12 نواة، حتى 5.0 جيجاهرتز'),
            memory(16),
            ssd('1 TB', '1 تيرابايت'),
            display('27-inch QHD touch', '27 بوصة بدقة QHD تعمل باللمس'),
            warranty(2),
          ],
        },
        {
          name: 'Workstation Tower for CAD and Video',
          nameAr: 'محطة عمل للتصميم الهندسي والفيديو',
          price: 7400,
          art: 'tower',
          colour: 'black',
          short:
            'A tower workstation with professional graphics and room to grow, for CAD, 3D rendering and video editing.',
          shortAr:
            'محطة عمل بهيكل برجي ومعالج رسومات احترافي وإمكانية للتوسعة، للتصميم الهندسي والرسوم ثلاثية الأبعاد وتحرير الفيديو.',
          long: 'The 16 GB professional graphics card is certified for engineering software, and the tower has spare slots for more memory, drives and a second card as projects grow. Engineering consultancies, architects and production houses use it for rendering that would take all night on an office PC.',
          longAr:
            'بطاقة الرسوميات الاحترافية بسعة 16 غيغابايت معتمدة لبرامج التصميم الهندسي، ويضم البرج منافذ إضافية لمزيد من الذاكرة ووحدات التخزين وبطاقة ثانية مع نمو المشاريع. تعتمد عليه المكاتب الاستشارية الهندسية والمعماريون وشركات الإنتاج في أعمال المعالجة التي تستغرق ليلة كاملة على الحاسوب المكتبي العادي.',
          specs: [
            processor('16-core, up to 5.4 GHz', '16 نواة، حتى 5.4 جيجاهرتز'),
            memory(64),
            ssd('2 TB', '2 تيرابايت'),
            spec('Graphics', 'معالج الرسومات', 'Professional, 16 GB', 'احترافي، 16 جيجابايت'),
            warranty(3),
          ],
        },
      ],
    },
    {
      name: 'Monitors & Accessories',
      nameAr: 'الشاشات والملحقات',
      description: 'Office and ultrawide monitors, keyboards and mice.',
      descriptionAr: 'شاشات مكتبية وعريضة ولوحات مفاتيح وفأرات.',
      art: ['monitor', 'keyboard'],
      colours: ['black', 'black'],
      products: [
        {
          name: '24-inch Full HD Office Monitor',
          nameAr: 'شاشة مكتبية 24 بوصة بدقة Full HD',
          price: 520,
          flags: 'B',
          art: 'monitor',
          colour: 'black',
          short: 'A 24-inch IPS monitor with slim bezels, a tilting stand and HDMI and DisplayPort inputs.',
          shortAr: 'شاشة IPS بمقاس 24 بوصة بإطار نحيف وحامل قابل للإمالة ومدخلي HDMI وDisplayPort.',
          long: 'Add it as a second screen to a laptop and you can keep email open beside your work, one of the cheapest ways to make an office more productive. The flicker-free panel and low blue-light mode reduce eye strain, and it is VESA-compatible for monitor arms.',
          longAr:
            'أضِفها شاشةً ثانية لحاسوبك المحمول لتبقي بريدك مفتوحاً بجوار عملك، وهي من أقل الطرق تكلفة لرفع إنتاجية المكتب. تقلل اللوحة الخالية من الوميض ووضع تخفيف الضوء الأزرق إجهاد العين، كما أنها متوافقة مع معيار VESA لأذرع الشاشات.',
          specs: [
            display('23.8-inch Full HD IPS, 75 Hz', '23.8 بوصة بدقة Full HD IPS، تردد 75 هرتز'),
            spec('Inputs', 'المداخل', 'HDMI, DisplayPort', 'HDMI وDisplayPort'),
            colour('black'),
            warranty(3),
          ],
        },
        {
          name: '27-inch QHD Monitor with USB-C',
          nameAr: 'شاشة 27 بوصة بدقة QHD مع منفذ USB-C',
          price: 1250,
          flags: 'N',
          art: 'monitor',
          colour: 'silver',
          short:
            'A 27-inch QHD monitor that charges and connects a laptop through one USB-C cable, on a height-adjustable stand.',
          shortAr: 'شاشة 27 بوصة بدقة QHD تشحن اللابتوب وتتصل به عبر كابل USB-C واحد، على حامل قابل لتعديل الارتفاع.',
          long: 'One cable carries picture, data and up to 90 W of charging, so hot-desking staff plug in and start working, and the built-in USB ports connect a keyboard and mouse. The stand raises, tilts and swivels to put the top of the screen at eye level.',
          longAr:
            'ينقل كابل واحد الصورة والبيانات وشحناً بقدرة تصل إلى 90 واط، فيكفي أن يوصل الموظفون في المكاتب المشتركة حواسيبهم ليبدؤوا العمل، وتتيح منافذ USB المدمجة توصيل لوحة المفاتيح والفأرة. ويرتفع الحامل ويميل ويدور لتكون حافة الشاشة العلوية في مستوى النظر.',
          specs: [
            display('27-inch QHD IPS', '27 بوصة بدقة QHD IPS'),
            spec('Inputs', 'المداخل', 'USB-C (90 W), HDMI, DisplayPort', 'USB-C بقدرة 90 واط وHDMI وDisplayPort'),
            colour('silver'),
            warranty(3),
          ],
        },
        {
          name: '34-inch Curved Ultrawide Monitor',
          nameAr: 'شاشة منحنية عريضة 34 بوصة',
          price: 1950,
          flags: 'O',
          art: 'monitor',
          colour: 'black',
          short: 'A curved 34-inch ultrawide screen that replaces two monitors for spreadsheets, trading and design.',
          shortAr: 'شاشة منحنية عريضة بمقاس 34 بوصة تغني عن شاشتين لجداول البيانات والتداول والتصميم.',
          long: 'The 1500R curve keeps the edges of a wide spreadsheet at the same distance from your eyes, and there is no bezel splitting the picture as with two monitors. Financial analysts, traders and video editors appreciate the 100 Hz refresh rate, and it needs a desk at least 80 cm deep.',
          longAr:
            'يُبقي الانحناء بدرجة 1500R أطراف الجداول العريضة على المسافة نفسها من عينيك، ولا توجد حافة تقسم الصورة كما في حالة شاشتين. يقدّر المحللون الماليون والمتداولون ومحررو الفيديو معدل التحديث 100 هرتز، وتحتاج الشاشة إلى مكتب لا يقل عمقه عن 80 سم.',
          specs: [
            display('34-inch WQHD, 1500R curve', '34 بوصة بدقة WQHD، انحناء 1500R'),
            spec('Refresh rate', 'معدل التحديث', '100 Hz', '100 هرتز'),
            colour('black'),
            warranty(3),
          ],
        },
        {
          name: 'Wireless Arabic Keyboard and Mouse Set',
          nameAr: 'طقم لوحة مفاتيح عربية وفأرة لاسلكي',
          price: 145,
          art: 'keyboard',
          colour: 'black',
          short: 'A quiet wireless keyboard with Arabic and English keys and a matching mouse, on one USB receiver.',
          shortAr: 'لوحة مفاتيح لاسلكية هادئة بحروف عربية وإنجليزية مع فأرة مطابقة، عبر مستقبل USB واحد.',
          long: 'The Arabic letters are printed, not stickered, so they do not wear off, and the quiet keys suit open offices and late-night work at home. Both run for months on standard batteries, and the single receiver frees a USB port on your laptop.',
          longAr:
            'الحروف العربية مطبوعة لا ملصقة، فلا تزول مع الاستعمال، والمفاتيح الهادئة مناسبة للمكاتب المفتوحة والعمل ليلاً في المنزل. تعمل لوحة المفاتيح والفأرة لأشهر على بطاريات عادية، ويوفّر جهاز الاستقبال الواحد منفذ USB في حاسوبك المحمول.',
          specs: [
            spec('Layout', 'تخطيط الأحرف', 'Arabic / English', 'عربي / إنجليزي'),
            spec('Connection', 'الاتصال', '2.4 GHz wireless', 'لاسلكي 2.4 جيجاهرتز'),
            colour('black'),
            warranty(1),
          ],
        },
        {
          name: 'Ergonomic Split Keyboard',
          nameAr: 'لوحة مفاتيح مريحة مقسومة',
          price: 320,
          art: 'keyboard',
          colour: 'grey',
          short:
            'A split, tented keyboard with a cushioned palm rest that keeps wrists straight during long typing sessions.',
          shortAr:
            'لوحة مفاتيح مقسومة ومائلة مع مسند مبطن لراحة اليد تحافظ على استقامة المعصمين أثناء الكتابة الطويلة.',
          long: 'The two halves are angled to match your shoulders and tented in the middle, which eases strain for people who type all day or already feel wrist pain. Most typists adjust to it within a week, and it pairs with up to three devices over Bluetooth.',
          longAr:
            'نصفا اللوحة مائلان بما يتماشى مع عرض كتفيك ومرتفعان في الوسط، فيخففان الإجهاد على من يكتب طوال اليوم أو من يشعر بألم في معصمه. يعتاد عليها معظم المستخدمين خلال أسبوع، ويمكن ربطها بما يصل إلى ثلاثة أجهزة عبر البلوتوث.',
          specs: [
            spec('Layout', 'تخطيط الأحرف', 'Arabic / English', 'عربي / إنجليزي'),
            spec('Connection', 'الاتصال', 'Bluetooth and USB receiver', 'بلوتوث ومستقبل USB'),
            colour('grey'),
            warranty(1),
          ],
        },
      ],
    },
  ],
};
