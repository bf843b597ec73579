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
      about:
        'An executive chair is used for eight hours or more a day, so we choose mechanisms that lock in several positions, gas lifts rated for heavy daily use and upholstery that stays comfortable in air-conditioned offices. Every chair can be tried in our Al Waab showroom before you order.',
      aboutAr:
        'يُستخدم الكرسي التنفيذي ثماني ساعات أو أكثر يومياً، لذلك نختار آليات تثبت في عدة أوضاع، ورافعات غاز مصممة للاستخدام اليومي المكثف، وتنجيداً يبقى مريحاً في المكاتب المكيفة. يمكنك تجربة أي كرسي في صالة عرضنا في الوعب قبل الطلب.',
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
      about:
        'A well-adjusted task chair prevents the back and neck pain that comes from long hours at a screen. Our ergonomic chairs let each user set seat height, seat depth, lumbar support and arm height, and their breathable mesh backs stay comfortable in warm weather.',
      aboutAr:
        'يقي كرسي العمل المضبوط جيداً من آلام الظهر والرقبة الناتجة عن الجلوس ساعات طويلة أمام الشاشة. تتيح كراسينا المريحة لكل مستخدم ضبط ارتفاع المقعد وعمقه ودعم أسفل الظهر وارتفاع مساند الأذرع، وتبقى ظهورها الشبكية مريحة في الطقس الدافئ.',
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
      about:
        'First impressions start in the reception. Our visitor chairs stack or link for easy storage, our beam seating is built for busy clinics, banks and ministries, and our lounge sofas use stain-resistant upholstery that is easy to clean.',
      aboutAr:
        'تبدأ الانطباعات الأولى من منطقة الاستقبال. كراسي الزوار لدينا قابلة للتكديس أو الربط لسهولة التخزين، ومقاعد الانتظار المتصلة مصممة للعيادات والبنوك والوزارات المزدحمة، بينما تأتي كنب الاستراحة بتنجيد مقاوم للبقع وسهل التنظيف.',
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
