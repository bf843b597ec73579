import { colour, dims, material, offered, paint, spec, warranty, type CategorySeed } from './helpers';

const SEAT_HEIGHT = (range: string) => spec('Seat height', 'ارتفاع المقعد', `${range} cm`, `${range} سم`);
const MANAGER_COLOURS = [paint('black'), paint('brown'), paint('navy')];
const OPERATOR_COLOURS = [paint('black'), paint('blue'), paint('red'), paint('grey')];
const VISITOR_COLOURS = [paint('black'), paint('grey'), paint('teal')];
const TRAINING_COLOURS = [paint('black'), paint('blue'), paint('red'), paint('green')];
const MAX_LOAD = (kg: number) => spec('Maximum load', 'الحمولة القصوى', `${kg} kg`, `${kg} كغ`);

export const OFFICE_CHAIRS: CategorySeed = {
  name: 'Office Chairs & Seating',
  nameAr: 'الكراسي والمقاعد المكتبية',
  description:
    "Executive, ergonomic and visitor chairs, waiting-area seating and lounge sofas, chosen for Qatar's long working days.",
  descriptionAr: 'كراسٍ تنفيذية ومريحة وكراسي زوار ومقاعد انتظار وكنب استراحة، مختارة لأيام العمل الطويلة في قطر.',
  art: ['chair-mesh', 'chair-executive', 'chair-visitor'],
  colours: ['black', 'brown', 'grey'],
  closing: (w) => ({
    en: `Delivered and assembled free of charge anywhere in Qatar by our own team${w ? `, with ${w.en} warranty` : ''}. Try it first in our showroom on Salwa Road, Al Waab.`,
    ar: `يتولى فريقنا توصيل المنتج وتركيبه مجاناً في أي مكان في قطر${w ? `، مع ضمان لمدة ${w.ar}` : ''}. جرّبه أولاً في صالة عرضنا على طريق سلوى في الوعب.`,
  }),
  subcategories: [
    {
      name: 'Executive Chairs',
      nameAr: 'الكراسي التنفيذية',
      description: 'High-back leather and leatherette chairs with tilt mechanisms for managers and boardrooms.',
      descriptionAr: 'كراسٍ بظهر عالٍ من الجلد الطبيعي والصناعي مع آليات إمالة للمدراء وقاعات الاجتماعات.',
      art: ['chair-executive'],
      colours: ['black'],
      products: [
        {
          name: 'High-Back Leather Executive Chair',
          nameAr: 'كرسي تنفيذي جلد بظهر عالٍ',
          price: 1850,
          flags: 'FB',
          art: 'chair-executive',
          colour: 'black',
          short:
            'A high-back executive chair in genuine black leather with a synchro-tilt mechanism, padded arms and a polished aluminium base.',
          shortAr:
            'كرسي تنفيذي بظهر عالٍ من الجلد الطبيعي الأسود، مع آلية إمالة متزامنة ومساند أذرع مبطنة وقاعدة من الألمنيوم المصقول.',
          long: 'The seat adjusts from 48 to 58 cm, so it suits most executives at a standard 75 cm desk, and the synchro-tilt moves back and seat together for a relaxed recline during calls. Genuine leather breathes better than leatherette in air-conditioned offices; wipe it monthly and treat it with leather conditioner twice a year.',
          longAr:
            'يتراوح ارتفاع المقعد بين 48 و58 سم، فيناسب معظم المديرين على مكتب قياسي بارتفاع 75 سم، وتحرّك آلية الإمالة المتزامنة الظهر والمقعد معاً لاسترخاء مريح أثناء المكالمات. يتنفس الجلد الطبيعي أفضل من الجلد الصناعي في المكاتب المكيفة، ويكفي مسحه شهرياً ومعالجته بمرطّب الجلد مرتين في السنة.',
          specs: [
            dims(68, 72, 128),
            material('Genuine leather, aluminium base', 'جلد طبيعي وقاعدة من الألمنيوم'),
            colour('black'),
            SEAT_HEIGHT('48–58'),
            MAX_LOAD(150),
            warranty(5),
          ],
        },
        {
          name: "Brown Leather Director's Chair",
          nameAr: 'كرسي المدير من الجلد البني',
          price: 2750,
          flags: 'N',
          art: 'chair-executive',
          colour: 'brown',
          short:
            "A director's chair in brown leather with a winged, button-tufted backrest and a tilt that locks in five positions.",
          shortAr: 'كرسي للمدير من الجلد البني بظهر مجنّح ومنجّد بالأزرار، وآلية إمالة تثبت في خمسة أوضاع.',
          long: "Its wing-backed, button-tufted design gives a director's office or a formal majlis a classic look, and the chrome base carries up to 140 kg. The leather softens and deepens in colour with use; keep it a little away from sunny windows and clean it with a dry cloth.",
          longAr:
            'يضفي تصميمه بالظهر المجنّح والأزرار المنجّدة طابعاً كلاسيكياً على مكتب المدير أو المجلس الرسمي، وتتحمل قاعدته المطلية بالكروم حتى 140 كغ. يزداد الجلد ليونة ويتعمق لونه مع الاستعمال، لذا أبعده قليلاً عن النوافذ المشمسة ونظّفه بقطعة قماش جافة.',
          specs: [
            dims(66, 70, 122),
            material('Genuine leather, chrome base', 'جلد طبيعي وقاعدة كروم'),
            colour('brown'),
            SEAT_HEIGHT('47–56'),
            MAX_LOAD(140),
            warranty(5),
          ],
        },
        {
          name: 'Medium-Back Leatherette Manager Chair',
          nameAr: 'كرسي مدير بظهر متوسط من الجلد الصناعي',
          price: 690,
          art: 'chair-executive',
          colour: 'charcoal',
          short: "An affordable manager's chair in PU leather with a tilt lock and fixed padded arms.",
          shortAr: 'كرسي مدير اقتصادي من الجلد الصناعي مع قفل للإمالة ومساند أذرع ثابتة مبطنة.',
          long: 'A sensible choice when you need to seat a whole management team on a budget, in black, brown or navy to match your office colours. The PU leather wipes clean with mild soap and water, and the medium back fits neatly under most desks.',
          longAr:
            'خيار مدروس عندما تريد تجهيز فريق إداري كامل بميزانية معقولة، ويتوفر بالأسود أو البني أو الكحلي ليتناسق مع ألوان مكتبك. يُنظّف الجلد الصناعي بالماء وقليل من الصابون اللطيف، ويندسّ الظهر المتوسط بسهولة تحت معظم المكاتب.',
          specs: [
            dims(62, 64, 108),
            material('PU leather, nylon base', 'جلد صناعي وقاعدة من النايلون'),
            offered('Colours', 'الألوان', MANAGER_COLOURS),
            SEAT_HEIGHT('45–54'),
            warranty(2),
          ],
          variants: {
            sku: 'CH-MGR-MB',
            options: [{ key: 'colour', values: MANAGER_COLOURS }],
            variants: [
              { values: { colour: 'black' }, price: 690, stock: 12 },
              { values: { colour: 'brown' }, price: 690, stock: 6 },
              { values: { colour: 'navy' }, price: 720, stock: 3 },
            ],
          },
        },
        {
          name: 'Cream Leather Boardroom Chair',
          nameAr: 'كرسي قاعة اجتماعات بجلد كريمي',
          price: 1350,
          art: 'chair-executive',
          colour: 'cream',
          short: 'A medium-back boardroom chair in cream leather with a chrome frame, made to line a conference table.',
          shortAr:
            'كرسي لقاعات الاجتماعات بظهر متوسط من الجلد الكريمي وهيكل من الكروم، مصمم ليصطف حول طاولة المؤتمرات.',
          long: 'Order them in sets of eight, ten or twelve to give a conference room a bright, uniform look; the slim chrome frame leaves space between chairs even at long tables. The seat height of 46 to 54 cm matches standard 75 cm tables, and the light leather is protected against stains before delivery.',
          longAr:
            'اطلبها في أطقم من ثمانية أو عشرة أو اثني عشر كرسياً لتمنح قاعة الاجتماعات مظهراً مشرقاً ومتناسقاً، فالهيكل الكرومي النحيف يترك مسافة بين الكراسي حتى على الطاولات الطويلة. يتراوح ارتفاع المقعد بين 46 و54 سم بما يلائم الطاولات القياسية بارتفاع 75 سم، ويُعالَج الجلد الفاتح بطبقة مقاومة للبقع قبل التسليم.',
          specs: [
            dims(60, 62, 104),
            material('Genuine leather, chrome frame', 'جلد طبيعي وهيكل كروم'),
            colour('cream'),
            SEAT_HEIGHT('46–54'),
            warranty(3),
          ],
        },
        {
          name: 'Heavy-Duty 24/7 Control Room Chair',
          nameAr: 'كرسي غرف التحكم للاستخدام المتواصل 24/7',
          price: 2280,
          flags: 'P',
          art: 'chair-executive',
          colour: 'navy',
          short:
            'A round-the-clock chair for control rooms and security desks, with a reinforced base rated for 180 kg.',
          shortAr: 'كرسي للاستخدام المتواصل على مدار الساعة في غرف التحكم ومكاتب الأمن، بقاعدة مدعّمة تتحمل 180 كغ.',
          long: 'Security operators, dispatchers and control room staff sit in it across three shifts, so the foam, gas lift and mechanism are tested for continuous use rather than an eight-hour day. The navy fabric is fire-retardant, as many control rooms in Qatar require, and the seat is wide enough for larger users.',
          longAr:
            'يجلس عليه موظفو الأمن والتشغيل وغرف التحكم على مدار ثلاث نوبات، ولذلك اختُبرت الإسفنجة ورافعة الغاز والآلية للاستخدام المتواصل لا ليوم عمل من ثماني ساعات فقط. القماش الكحلي مقاوم للاشتعال كما تشترط كثير من غرف التحكم في قطر، والمقعد عريض بما يكفي لأصحاب البنية الكبيرة.',
          specs: [
            dims(70, 70, 130),
            material('Fire-retardant fabric, steel-reinforced base', 'قماش مقاوم للاشتعال وقاعدة مدعّمة بالفولاذ'),
            colour('navy'),
            MAX_LOAD(180),
            warranty(3),
          ],
        },
      ],
    },
    {
      name: 'Ergonomic Task Chairs',
      nameAr: 'كراسي العمل المريحة',
      description: 'Mesh task chairs with adjustable lumbar support, seat depth and arms for everyday desk work.',
      descriptionAr: 'كراسي عمل شبكية مع دعم قابل للتعديل لأسفل الظهر وعمق المقعد ومساند الأذرع للعمل المكتبي اليومي.',
      art: ['chair-mesh'],
      colours: ['black'],
      products: [
        {
          name: 'Ergonomic Mesh Task Chair',
          nameAr: 'كرسي عمل شبكي مريح',
          price: 650,
          flags: 'B',
          art: 'chair-mesh',
          colour: 'black',
          short: 'A breathable mesh task chair with adjustable lumbar support, a tilt lock and height-adjustable arms.',
          shortAr:
            'كرسي عمل بظهر شبكي جيد التهوية، مع دعم قابل للتعديل لأسفل الظهر وقفل للإمالة ومساند أذرع قابلة لتعديل الارتفاع.',
          long: 'The mesh back lets air through, which keeps you cooler than foam on long afternoons, and the lumbar pad moves up or down to sit in the curve of your back. It fits users from about 155 to 185 cm tall and is our most popular chair for open-plan offices.',
          longAr:
            'يسمح الظهر الشبكي بمرور الهواء، فيبقيك أكثر انتعاشاً من الإسفنج في ساعات العمل الطويلة، ويتحرك دعم أسفل الظهر صعوداً ونزولاً ليستقر في انحناء ظهرك. يناسب المستخدمين بطول يتراوح تقريباً بين 155 و185 سم، وهو الكرسي الأكثر طلباً لدينا للمكاتب المفتوحة.',
          specs: [
            dims(64, 62, 105),
            material('Mesh back, moulded foam seat', 'ظهر شبكي ومقعد من الإسفنج المقولب'),
            colour('black'),
            SEAT_HEIGHT('44–53'),
            MAX_LOAD(120),
            warranty(3),
          ],
        },
        {
          name: 'Ergonomic Mesh Chair with Headrest',
          nameAr: 'كرسي شبكي مريح مع مسند للرأس',
          price: 1150,
          flags: 'FB',
          art: 'chair-mesh',
          colour: 'charcoal',
          short: 'A fully adjustable mesh chair with a headrest, sliding seat, adjustable lumbar pad and 3D arms.',
          shortAr:
            'كرسي شبكي قابل للتعديل بالكامل مع مسند للرأس ومقعد منزلق ووسادة قابلة للتعديل لأسفل الظهر ومساند أذرع ثلاثية الاتجاه.',
          long: 'Slide the seat forward or back to support the full length of your thighs, then set the headrest for the moments you lean back to read. The 3D arms move in height, depth and angle, so they rest under your elbows whether you type or write; we show you the settings on delivery.',
          longAr:
            'حرّك المقعد إلى الأمام أو الخلف ليدعم فخذيك بالكامل، ثم اضبط مسند الرأس للحظات التي تميل فيها إلى الخلف للقراءة. تتحرك مساند الذراعين ثلاثية الأبعاد ارتفاعاً وعمقاً وزاوية، فتستقر تحت مرفقيك سواء كنت تكتب على لوحة المفاتيح أو بالقلم، وسنشرح لك طريقة الضبط عند التسليم.',
          specs: [
            dims(66, 64, 128),
            material('Mesh back, fabric seat, aluminium base', 'ظهر شبكي ومقعد قماشي وقاعدة من الألمنيوم'),
            colour('charcoal'),
            SEAT_HEIGHT('45–55'),
            MAX_LOAD(130),
            warranty(5),
          ],
        },
        {
          name: 'Premium Ergonomic Chair with 4D Arms',
          nameAr: 'كرسي مريح فاخر بمساند أذرع رباعية الاتجاه',
          price: 1990,
          flags: 'N',
          art: 'chair-mesh',
          colour: 'navy',
          short:
            'Our most adjustable chair: a self-weighing synchro mechanism, dynamic lumbar support and 4D arms for people who sit all day.',
          shortAr:
            'أكثر كراسينا قابلية للتعديل: آلية متزامنة تتكيف تلقائياً مع وزن الجالس، ودعم ديناميكي لأسفل الظهر، ومساند أذرع رباعية الاتجاه لمن يجلس طوال اليوم.',
          long: 'The self-weighing mechanism adjusts the tilt tension to the person sitting, so shared desks need no fiddling with knobs. It is the chair we recommend for engineers, traders and anyone who spends nine hours or more a day at a screen, and the elastomer mesh keeps its tension for years.',
          longAr:
            'تضبط الآلية ذاتية الوزن قوة الإمالة تلقائياً حسب وزن الجالس، فلا تحتاج المكاتب المشتركة إلى أي ضبط يدوي. ننصح به للمهندسين والمتداولين وكل من يقضي تسع ساعات أو أكثر يومياً أمام الشاشة، ويحافظ الشبك المرن على شدّه لسنوات.',
          specs: [
            dims(68, 66, 130),
            material('Elastomer mesh, aluminium base', 'شبك مطاطي مرن وقاعدة من الألمنيوم'),
            colour('navy'),
            SEAT_HEIGHT('43–54'),
            MAX_LOAD(150),
            warranty(10),
          ],
        },
        {
          name: 'Operator Chair with Fabric Seat',
          nameAr: 'كرسي موظف بمقعد قماشي',
          price: 350,
          art: 'chair-mesh',
          colour: 'blue',
          short:
            'A simple, sturdy operator chair with a mesh back and a fabric seat, ideal for call centres and classrooms.',
          shortAr: 'كرسي موظف بسيط ومتين بظهر شبكي ومقعد قماشي، مثالي لمراكز الاتصال والفصول الدراسية.',
          long: 'It is light enough to move between rooms and sturdy enough for shift work, which makes it a favourite of schools, call centres and government service counters. Four colours let you code teams or rooms, and the fabric seat can be vacuumed or spot-cleaned.',
          longAr:
            'خفيف بما يكفي لنقله بين الغرف ومتين بما يكفي لنظام النوبات، ولذلك تفضله المدارس ومراكز الاتصال وكاونترات الخدمة الحكومية. تتيح لك الألوان الأربعة تمييز الفرق أو الغرف، ويمكن تنظيف المقعد القماشي بالمكنسة الكهربائية أو إزالة البقع موضعياً.',
          specs: [
            dims(60, 60, 98),
            material('Mesh back, fabric seat, nylon base', 'ظهر شبكي ومقعد قماشي وقاعدة من النايلون'),
            offered('Colours', 'الألوان', OPERATOR_COLOURS),
            SEAT_HEIGHT('42–52'),
            warranty(2),
          ],
          variants: {
            sku: 'CH-OPR-FAB',
            options: [{ key: 'colour', values: OPERATOR_COLOURS }],
            variants: [
              { values: { colour: 'black' }, price: 350, stock: 20 },
              { values: { colour: 'blue' }, price: 350, stock: 8 },
              { values: { colour: 'red' }, price: 350, stock: 0 },
              { values: { colour: 'grey' }, price: 350, stock: 4 },
            ],
          },
        },
        {
          name: 'Drafting Stool with Foot Ring',
          nameAr: 'كرسي مرتفع للرسم مع حلقة للقدمين',
          price: 520,
          art: 'stool',
          colour: 'black',
          short:
            'A tall gas-lift stool with a chrome foot ring for reception counters, laboratories and drawing tables.',
          shortAr: 'كرسي مرتفع برافعة غاز وحلقة كروم للقدمين، لكاونترات الاستقبال والمختبرات وطاولات الرسم.',
          long: "With a seat that rises from 60 to 82 cm, it brings you level with counters of 90 to 110 cm, and the adjustable foot ring keeps your legs supported. It suits pharmacies, laboratories, architects' drawing tables and service counters.",
          longAr:
            'يرتفع مقعده من 60 إلى 82 سم ليضعك في مستوى الكاونترات التي يتراوح ارتفاعها بين 90 و110 سم، وتحافظ حلقة القدمين القابلة للتعديل على دعم ساقيك. يناسب الصيدليات والمختبرات وطاولات الرسم الهندسي وكاونترات الخدمة.',
          specs: [
            dims(62, 62, 118),
            material('PU seat, chrome column', 'مقعد من الجلد الصناعي وعمود كروم'),
            colour('black'),
            SEAT_HEIGHT('60–82'),
            warranty(2),
          ],
        },
      ],
    },
    {
      name: 'Visitor & Reception Seating',
      nameAr: 'مقاعد الزوار والاستقبال',
      description: 'Visitor chairs, waiting-area beam seating and lounge sofas for receptions and meeting rooms.',
      descriptionAr: 'كراسي زوار ومقاعد انتظار متصلة وكنب استراحة لمناطق الاستقبال وغرف الاجتماعات.',
      art: ['beam-seating', 'chair-visitor'],
      colours: ['navy', 'black'],
      products: [
        {
          name: 'Cantilever Visitor Chair',
          nameAr: 'كرسي زوار بقاعدة معلّقة',
          price: 420,
          art: 'chair-visitor',
          colour: 'black',
          short:
            'A cantilever visitor chair in black, grey or teal leatherette on a chrome sled frame, with padded arms.',
          shortAr:
            'كرسي زوار بقاعدة معلّقة من الجلد الصناعي بالأسود أو الرمادي أو الأزرق المخضر على هيكل كروم، مع مساند أذرع مبطنة.',
          long: "The sled frame flexes slightly as you sit, which makes it more comfortable than a four-legged chair, and it will not mark floors or carpets. A pair in front of a manager's desk or a row in a waiting area looks tidy, and the leatherette wipes clean between visitors.",
          longAr:
            'يلين الهيكل الانسيابي قليلاً عند الجلوس، فيكون أكثر راحة من الكرسي ذي الأرجل الأربع، ولا يترك أثراً على الأرضيات أو السجاد. يبدو زوج منه أمام مكتب المدير أو صف منه في منطقة الانتظار منظماً وأنيقاً، ويُمسح الجلد الصناعي بسهولة بين زائر وآخر.',
          specs: [
            dims(58, 60, 86),
            material('PU leather, chrome steel frame', 'جلد صناعي وهيكل فولاذي مطلي بالكروم'),
            offered('Colours', 'الألوان', VISITOR_COLOURS),
            warranty(3),
          ],
          variants: {
            sku: 'CH-VIS-CNT',
            options: [{ key: 'colour', values: VISITOR_COLOURS }],
            variants: [
              { values: { colour: 'black' }, price: 420, stock: 30 },
              { values: { colour: 'grey' }, price: 420, stock: 10 },
              { values: { colour: 'teal' }, price: 420, stock: 5 },
            ],
          },
        },
        {
          name: 'Stackable Training Chair',
          nameAr: 'كرسي تدريب قابل للتكديس',
          price: 185,
          art: 'chair-visitor',
          colour: 'blue',
          short: 'A light, stackable chair with a fabric seat and back for training rooms, halls and classrooms.',
          shortAr: 'كرسي خفيف قابل للتكديس بمقعد وظهر قماشيين لقاعات التدريب والقاعات العامة والفصول الدراسية.',
          long: 'Ten chairs stack in the floor space of one, so a training room can be cleared for an event in minutes. At 185 QAR each it is an economical way to seat halls and classrooms, and the fabric is easy to brush clean.',
          longAr:
            'تُكدّس عشرة كراسٍ في مساحة كرسي واحد، فيمكن إخلاء قاعة التدريب لفعالية في دقائق. وبسعر 185 ريالاً للكرسي يُعد وسيلة اقتصادية لتجهيز القاعات والفصول الدراسية، كما يسهل تنظيف قماشه بالفرشاة.',
          specs: [
            dims(54, 56, 82),
            material('Fabric, powder-coated steel frame', 'قماش وهيكل فولاذي مطلي بالبودرة'),
            offered('Colours', 'الألوان', TRAINING_COLOURS),
            spec('Stacking', 'التكديس', 'Up to 10 chairs', 'حتى 10 كراسٍ'),
            warranty(2),
          ],
          variants: {
            sku: 'CH-TRN-STK',
            options: [{ key: 'colour', values: TRAINING_COLOURS }],
            variants: [
              { values: { colour: 'black' }, price: 185, stock: 60 },
              { values: { colour: 'blue' }, price: 185, stock: 40 },
              { values: { colour: 'red' }, price: 185, stock: 25 },
              { values: { colour: 'green' }, price: 185, stock: 0 },
            ],
          },
        },
        {
          name: 'Three-Seater Waiting Area Beam Seating',
          nameAr: 'مقعد انتظار متصل بثلاثة مقاعد',
          price: 1450,
          art: 'beam-seating',
          colour: 'grey',
          short:
            'Three upholstered seats on a steel beam with two armrests, built for clinics, banks and service centres.',
          shortAr: 'ثلاثة مقاعد منجّدة على عارضة فولاذية مع مسندين للذراعين، مصممة للعيادات والبنوك ومراكز الخدمة.',
          long: 'The seats share one steel beam, so the row stays straight and is easy to mop around, and it can be bolted to the floor in public areas. The vinyl upholstery resists spills and disinfectant, which is why clinics, banks and ministries choose it for busy halls.',
          longAr:
            'تتشارك المقاعد عارضة فولاذية واحدة، فيبقى الصف مستقيماً ويسهل تنظيف الأرضية حوله، ويمكن تثبيته بالأرض في الأماكن العامة. يقاوم التنجيد من الفينيل السوائل والمطهرات، ولهذا تختاره العيادات والبنوك والوزارات لصالات الانتظار المزدحمة.',
          specs: [
            dims(180, 66, 80),
            material('Vinyl upholstery, steel beam', 'تنجيد من الفينيل وعارضة فولاذية'),
            colour('grey'),
            spec('Seats', 'عدد المقاعد', '3', '3 مقاعد'),
            warranty(3),
          ],
        },
        {
          name: 'Three-Seater Reception Sofa',
          nameAr: 'كنبة استقبال ثلاثية',
          price: 3200,
          art: 'sofa',
          colour: 'teal',
          short:
            'A tailored three-seater sofa in teal fabric for receptions and executive lounges, with firm seats that keep their shape.',
          shortAr:
            'كنبة ثلاثية بتصميم أنيق من القماش الأزرق المخضر لمناطق الاستقبال واستراحات المدراء، بمقاعد متماسكة تحافظ على شكلها.',
          long: 'At 210 cm it seats three adults comfortably, with firm foam that looks neat even after a full day of visitors. The teal fabric is treated against stains, so coffee and juice wipe off if you act quickly.',
          longAr:
            'بطول 210 سم تتسع لثلاثة أشخاص براحة، وتحافظ إسفنجتها المتماسكة على مظهرها المرتب حتى بعد يوم كامل من الزوار. القماش الأزرق المخضر معالج ضد البقع، فتُزال آثار القهوة والعصير بالمسح إذا تعاملت معها بسرعة.',
          specs: [
            dims(210, 85, 80),
            material('Stain-resistant fabric, hardwood frame', 'قماش مقاوم للبقع وهيكل من الخشب الصلب'),
            colour('teal'),
            warranty(3),
          ],
        },
        {
          name: 'Leather Lounge Armchair',
          nameAr: 'كرسي استراحة منفرد من الجلد',
          price: 1650,
          art: 'armchair',
          colour: 'brown',
          short: 'A deep lounge armchair in brown leather for executive offices, majlis corners and hotel lobbies.',
          shortAr: 'كرسي استراحة عميق من الجلد البني لمكاتب المدراء وزوايا المجالس وردهات الفنادق.',
          long: 'A generous 85 cm wide seat and low arms invite guests to settle in, whether for a conversation in an executive office or coffee in a hotel lobby. The hardwood frame is built to last, and the leather only needs dusting and conditioning from time to time.',
          longAr:
            'يدعو المقعد الرحب بعرض 85 سم والمساند المنخفضة الضيوف إلى الاسترخاء، سواء لحديث في مكتب تنفيذي أو لفنجان قهوة في ردهة فندق. هيكله من الخشب الصلب مصنوع ليدوم طويلاً، ولا يحتاج الجلد إلا إلى إزالة الغبار وترطيبه بين الحين والآخر.',
          specs: [
            dims(85, 85, 82),
            material('Genuine leather, hardwood frame', 'جلد طبيعي وهيكل من الخشب الصلب'),
            colour('brown'),
            warranty(3),
          ],
        },
      ],
    },
  ],
};
