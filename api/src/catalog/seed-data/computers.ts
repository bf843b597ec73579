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
      about:
        'Every laptop we sell comes with a genuine operating system, can be set up with your email and Wi-Fi before delivery, and is covered by on-site warranty support in Doha. Ask us about volume pricing for schools and companies that equip whole teams.',
      aboutAr:
        'يأتي كل لابتوب نبيعه بنظام تشغيل أصلي، ويمكننا إعداده ببريدك الإلكتروني وشبكة الواي فاي قبل التسليم، مع دعم الضمان في موقعك داخل الدوحة. اسألنا عن أسعار الكميات للمدارس والشركات التي تجهّز فرقاً كاملة.',
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
      about:
        'Desktops remain the most reliable choice for reception desks, accounts departments and classrooms. We deliver them ready to use, with the operating system activated and updates installed and, on request, your office software and network settings.',
      aboutAr:
        'تبقى أجهزة الكمبيوتر المكتبية الخيار الأكثر موثوقية لمكاتب الاستقبال وأقسام الحسابات والفصول الدراسية. نسلّمها جاهزة للاستخدام بعد تفعيل نظام التشغيل وتثبيت التحديثات، مع برامجك المكتبية وإعدادات الشبكة عند الطلب.',
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
      about:
        'The right screen and keyboard make a bigger difference to a working day than most upgrades. Our monitors have height-adjustable stands and flicker-free panels, and our accessories are chosen to work with any laptop or desktop.',
      aboutAr:
        'تُحدث الشاشة ولوحة المفاتيح المناسبتان فرقاً في يوم العمل أكبر من معظم الترقيات. تأتي شاشاتنا بحوامل قابلة لتعديل الارتفاع وألواح خالية من الوميض، واخترنا ملحقاتنا لتعمل مع أي لابتوب أو كمبيوتر مكتبي.',
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
