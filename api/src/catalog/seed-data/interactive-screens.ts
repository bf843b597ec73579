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
          long: 'The 65-inch size suits meeting rooms for up to eight people and smaller classrooms, where viewers sit within about five metres. Teachers write with a stylus or a finger, save the board as a PDF and share it with students by QR code, with no computer needed.',
          longAr:
            'يناسب مقاس 65 بوصة قاعات الاجتماعات التي تتسع لثمانية أشخاص والفصول الأصغر، حيث يجلس المشاهدون على بُعد خمسة أمتار تقريباً. يكتب المعلم بالقلم أو بإصبعه، ويحفظ السبورة بصيغة PDF ويشاركها مع الطلاب عبر رمز QR دون الحاجة إلى حاسوب.',
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
          long: 'Students at the back of a 30-seat classroom can still read the text, and 40 touch points let several pupils work on the board at once. Mounted on a wall or on our mobile stand, it replaces the whiteboard and projector in one step.',
          longAr:
            'يستطيع الطلاب في آخر فصل يضم 30 مقعداً قراءة النصوص بوضوح، وتتيح 40 نقطة لمس لعدة طلاب العمل على السبورة في وقت واحد. وسواء ثُبّتت على الجدار أو على الحامل المتنقل لدينا، فإنها تحل محل السبورة وجهاز العرض دفعة واحدة.',
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
          long: 'Its large picture is readable from eight metres or more, which suits lecture theatres, training centres and boardrooms for twenty people. Add the slot-in PC module to run Windows software directly on the panel, with no laptop cables across the room.',
          longAr:
            'صورتها الكبيرة مقروءة من مسافة ثمانية أمتار أو أكثر، ما يجعلها مناسبة لقاعات المحاضرات ومراكز التدريب وقاعات مجالس الإدارة التي تتسع لعشرين شخصاً. أضِف وحدة الحاسوب المدمجة لتشغيل برامج ويندوز مباشرة على الشاشة، دون كابلات حواسيب محمولة تمتد عبر القاعة.',
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
          long: 'A 98-inch panel weighs over 100 kg, so our engineers check the wall, plan a reinforced mount and arrange delivery access before installation day. It gives auditoriums, operation rooms and flagship showrooms a picture that large audiences can read without a projector.',
          longAr:
            'تزن الشاشة بمقاس 98 بوصة أكثر من 100 كغ، ولذلك يفحص مهندسونا الجدار ويخططون لحامل معزز ويرتبون مسار التوصيل قبل يوم التركيب. وتمنح القاعات الكبرى وغرف العمليات وصالات العرض الرئيسية صورة يقرؤها الجمهور الكبير دون جهاز عرض.',
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
          long: 'One panel can serve several rooms: unlock the wheels, roll it through a standard door and set the height for standing teachers or seated children. The steel frame carries 120 kg and has a shelf for a camera or laptop.',
          longAr:
            'يمكن لشاشة واحدة أن تخدم عدة غرف، فقط حرّر العجلات وادفع الحامل عبر باب عادي واضبط الارتفاع ليناسب المعلم الواقف أو الأطفال الجالسين. يتحمل الهيكل الفولاذي 120 كغ، ويضم رفاً لكاميرا أو حاسوب محمول.',
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
          long: "At 4,000 lumens the picture stays bright in a room with blinds half open, which is usually the case in Qatar's sunny offices. Use it for presentations of up to 120 inches in meeting rooms, training rooms and majlis gatherings, with two HDMI inputs for two presenters.",
          longAr:
            'بسطوع 4,000 لومن تبقى الصورة واضحة في غرفة ستائرها مفتوحة جزئياً، وهو الحال غالباً في مكاتب قطر المشمسة. استخدمه لعروض تصل إلى 120 بوصة في قاعات الاجتماعات والتدريب وجلسات المجالس، مع مدخلي HDMI لمقدّمَين اثنين.',
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
          long: "With no lamp to replace, it runs for years of daily lectures without maintenance visits, and it reaches full brightness within seconds of switching on. Universities, mosques' lecture halls and hotel ballrooms choose it for ceiling installations that are hard to reach.",
          longAr:
            'لا يحتوي على مصباح يحتاج إلى استبدال، فيعمل سنوات من المحاضرات اليومية دون زيارات صيانة، ويصل إلى كامل سطوعه خلال ثوانٍ من تشغيله. تختاره الجامعات وقاعات المحاضرات في المساجد وقاعات الاحتفالات في الفنادق للتركيب في الأسقف صعبة الوصول.',
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
          long: 'Mounted above the board, it projects a 100-inch picture from one metre, so the teacher can stand at the board without being dazzled. It suits schools that want to keep their existing whiteboards while adding a large digital picture.',
          longAr:
            'يُثبّت فوق السبورة ويعرض صورة بمقاس 100 بوصة من مسافة متر واحد، فيقف المعلم عند السبورة دون أن ينبهر بالضوء. يناسب المدارس التي تريد الاحتفاظ بسبوراتها البيضاء الحالية مع إضافة صورة رقمية كبيرة.',
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
          long: 'Pull the screen up, lock it at the height you want and it stands flat on any floor, from a hotel ballroom to a site office. The 8 kg unit folds into a carry case that fits in a car boot.',
          longAr:
            'اسحب الشاشة إلى الأعلى وثبّتها على الارتفاع الذي تريده، فتقف مستوية على أي أرضية، من قاعة احتفالات في فندق إلى مكتب في موقع عمل. تُطوى الوحدة التي تزن 8 كغ في حقيبة حمل يتسع لها صندوق السيارة.',
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
          long: 'Mounted above or below a screen, it turns a small or medium meeting room for up to eight people into a video room for Teams, Zoom and Google Meet. The microphones pick up voices across a four-metre table while reducing air-conditioning noise.',
          longAr:
            'يُثبَّت أعلى الشاشة أو أسفلها، فيحوّل قاعة اجتماعات صغيرة أو متوسطة تتسع لثمانية أشخاص إلى غرفة مكالمات فيديو عبر Teams وZoom وGoogle Meet. وتلتقط الميكروفونات الأصوات على طاولة بطول أربعة أمتار مع تخفيف ضجيج المكيّفات.',
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
          long: 'We visit the room, check the wall and network, then install the display, camera, cables and a one-touch controller so that any colleague can start a meeting in seconds. It is designed for rooms of six to ten people, and training for your staff is included.',
          longAr:
            'نزور القاعة ونفحص الجدار والشبكة، ثم نركّب الشاشة والكاميرا والكابلات ووحدة تحكم بلمسة واحدة، ليتمكن أي زميل من بدء الاجتماع خلال ثوانٍ. صُممت الحزمة لقاعات تتسع من ستة إلى عشرة أشخاص، ويشمل السعر تدريب موظفيك.',
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
          long: 'Upload offers, menus and announcements from any browser and schedule them by time of day, or play a video from a USB stick. Restaurants, malls and clinics place it at entrances, where its 500-nit screen stays visible under bright lighting.',
          longAr:
            'ارفع العروض وقوائم الطعام والإعلانات من أي متصفح وجدولها حسب أوقات اليوم، أو شغّل مقطع فيديو من ذاكرة USB. تضعها المطاعم والمراكز التجارية والعيادات عند المداخل، حيث تبقى شاشتها بسطوع 500 شمعة واضحة تحت الإضاءة القوية.',
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
          long: 'With a 3.5 mm gap between screens, the four displays show one picture almost 2.5 m wide, ideal for security monitoring, traffic maps or brand videos. Our engineers calibrate colours across all four screens so the wall looks like one.',
          longAr:
            'بفاصل لا يتجاوز 3.5 مم بين الشاشات، تعرض الشاشات الأربع صورة واحدة بعرض يقارب 2.5 م، وهي مثالية لمراقبة الأمن وخرائط الحركة المرورية ومقاطع العلامات التجارية. ويعاير مهندسونا الألوان على الشاشات الأربع لتبدو الجدارية كأنها شاشة واحدة.',
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
          long: 'Visitors find a clinic, a shop or their booking in a few taps, in Arabic or English, and the kiosk can print tickets or scan QR codes with optional modules. The steel housing is bolted to the floor, and remote management lets you update content without a visit.',
          longAr:
            'يصل الزائر إلى العيادة أو المتجر أو حجزه ببضع لمسات بالعربية أو الإنجليزية، ويمكن للجهاز طباعة التذاكر أو قراءة رموز QR بوحدات اختيارية. يُثبّت الهيكل الفولاذي بالأرض، وتتيح الإدارة عن بُعد تحديث المحتوى دون زيارة الموقع.',
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
