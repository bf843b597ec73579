import { colour, dims, material, MELAMINE, offered, paint, sized, spec, warranty, type CategorySeed } from './helpers';

const DESK_SIZES = [sized(100, 'cm', 'سم'), sized(120, 'cm', 'سم'), sized(140, 'cm', 'سم')];
const DESK_FINISHES = [paint('oak'), paint('walnut'), paint('white')];
/** The compact desk's price by width; walnut costs 70 more. */
const DESK_PRICES: Record<string, number> = { '100-cm': 520, '120-cm': 590, '140-cm': 660 };
const DESK_STOCK: Record<string, number> = { oak: 5, walnut: 2, white: 7 };

const FABRIC = material(
  'Performance fabric, hardwood frame, high-density foam',
  'قماش متين وهيكل من الخشب الصلب وإسفنج عالي الكثافة',
);

export const HOME_FURNITURE: CategorySeed = {
  name: 'Home Furniture',
  nameAr: 'أثاث المنزل',
  description: 'Sofas, beds, wardrobes, dining sets and home-office desks for villas and apartments across Qatar.',
  descriptionAr: 'كنب وأسرّة وخزائن ملابس وطاولات طعام ومكاتب منزلية للفلل والشقق في جميع أنحاء قطر.',
  art: ['sofa', 'coffee-table', 'armchair'],
  colours: ['beige', 'oak', 'green'],
  closing: (w) => ({
    en: `Delivered, assembled and placed in the room of your choice free of charge anywhere in Qatar${w ? `, with ${w.en} warranty` : ''}. See it in our showroom on Salwa Road, Al Waab.`,
    ar: `يتولى فريقنا توصيل المنتج وتركيبه ووضعه في الغرفة التي تختارها مجاناً في أي مكان في قطر${w ? `، مع ضمان لمدة ${w.ar}` : ''}. شاهده في صالة عرضنا على طريق سلوى في الوعب.`,
  }),
  subcategories: [
    {
      name: 'Living Room',
      nameAr: 'غرفة المعيشة',
      description: 'Sofas, armchairs, majlis seating, coffee tables and TV units.',
      descriptionAr: 'كنب وكراسٍ منفردة وجلسات مجالس وطاولات قهوة ووحدات تلفزيون.',
      art: ['sofa', 'coffee-table'],
      colours: ['beige', 'oak'],
      products: [
        {
          name: 'Three-Seater Fabric Sofa',
          nameAr: 'كنبة قماش ثلاثية',
          price: 2950,
          flags: 'B',
          art: 'sofa',
          colour: 'beige',
          short: 'A comfortable three-seater sofa in beige fabric with removable seat cushions and solid wood legs.',
          shortAr: 'كنبة ثلاثية مريحة من القماش البيج بوسائد مقاعد قابلة للفك وأرجل من الخشب الصلب.',
          long: 'The performance fabric resists fading and everyday spills, and the cushion covers unzip for dry cleaning, a real advantage with children at home. At 215 cm wide it suits most apartment living rooms, leaving space for a side table at each end.',
          longAr:
            'يقاوم القماش عالي الأداء البهتان والانسكابات اليومية، ويمكن فك أغطية الوسائد بالسحّاب لتنظيفها تنظيفاً جافاً، وهي ميزة حقيقية في بيت فيه أطفال. بعرض 215 سم يلائم معظم غرف المعيشة في الشقق، مع مساحة لطاولة جانبية عند كل طرف.',
          specs: [dims(215, 90, 85), FABRIC, colour('beige'), warranty(3)],
        },
        {
          name: 'L-Shaped Corner Sofa',
          nameAr: 'كنبة زاوية على شكل حرف L',
          price: 5600,
          flags: 'FN',
          art: 'sofa',
          colour: 'grey',
          short:
            'A large corner sofa in light grey that seats six, with a chaise end that can be fitted on the left or right.',
          shortAr:
            'كنبة زاوية كبيرة باللون الرمادي الفاتح تتسع لستة أشخاص، مع طرف ممدد يمكن تركيبه على اليسار أو اليمين.',
          long: 'Measure your wall first: the sofa needs 290 cm along one side and 190 cm along the other, and the chaise is fitted on whichever side suits your room during assembly. High-density foam keeps the seats from sagging, making it a solid choice for large families and frequent guests.',
          longAr:
            'قِس جدارك أولاً، فالأريكة تحتاج إلى 290 سم على جانب و190 سم على الجانب الآخر، ونركّب جزء الاستلقاء على الجهة التي تناسب غرفتك أثناء التجميع. تحافظ الإسفنجة عالية الكثافة على تماسك المقاعد، فتكون خياراً متيناً للعائلات الكبيرة وكثرة الضيوف.',
          specs: [
            dims(290, 190, 85),
            FABRIC,
            colour('grey'),
            spec('Seats', 'عدد المقاعد', '6 people', '6 أشخاص'),
            warranty(3),
          ],
        },
        {
          name: 'Custom Majlis Seating',
          nameAr: 'جلسة مجلس حسب الطلب',
          price: null,
          art: 'sofa',
          colour: 'cream',
          short:
            'Traditional majlis seating made to the size of your room, with the fabric, cushions and trims you choose.',
          shortAr: 'جلسة مجلس تقليدية تُصنع حسب مقاس غرفتك، بالقماش والوسائد والزخارف التي تختارها.',
          long: "Our upholsterer visits your home, measures every wall and brings fabric samples, then builds floor or raised seating with matching back cushions and armrests. Men's and family majlis rooms, as well as tents and roof terraces, can all be furnished to size.",
          longAr:
            'يزور منجّدنا منزلك ويقيس كل جدار ويُحضر عينات الأقمشة، ثم يصنع جلسة أرضية أو مرتفعة مع مساند ظهر ومساند جانبية متناسقة. ويمكن تأثيث مجالس الرجال والمجالس العائلية، وكذلك الخيام وجلسات الأسطح، بالمقاسات المطلوبة تماماً.',
          specs: [
            spec('Design', 'التصميم', 'Made to measure after a free home visit', 'حسب المقاس بعد زيارة منزلية مجانية'),
            spec('Fabrics', 'الأقمشة', 'Over 40 fabrics and velvets', 'أكثر من 40 نوعاً من الأقمشة والمخمل'),
            spec('Lead time', 'مدة التنفيذ', '3–4 weeks', '3–4 أسابيع'),
            warranty(3),
          ],
        },
        {
          name: 'Velvet Accent Armchair',
          nameAr: 'كرسي منفرد من المخمل',
          price: 1100,
          flags: 'N',
          art: 'armchair',
          colour: 'green',
          short: 'A deep-seated armchair in olive green velvet that brings colour to a living room or bedroom corner.',
          shortAr:
            'كرسي منفرد بمقعد عميق من المخمل الأخضر الزيتوني يضيف لمسة لون إلى غرفة المعيشة أو زاوية غرفة النوم.',
          long: 'At 80 cm wide it fits beside a bed, in a reading corner or opposite a sofa, and the olive velvet pairs well with beige, grey and wood tones. Brush the pile gently in one direction to keep its sheen, and turn the seat cushion now and then.',
          longAr:
            'بعرض 80 سم يناسب المساحة بجانب السرير أو ركن القراءة أو مقابل الأريكة، ويتناغم المخمل الزيتوني مع درجات البيج والرمادي والخشب. مرّر الفرشاة برفق في اتجاه واحد للحفاظ على لمعان المخمل، واقلب وسادة المقعد من حين لآخر.',
          specs: [
            dims(80, 82, 88),
            material('Velvet, hardwood frame', 'مخمل وهيكل من الخشب الصلب'),
            colour('green'),
            warranty(2),
          ],
        },
        {
          name: 'Oak Coffee Table',
          nameAr: 'طاولة قهوة من البلوط',
          price: 780,
          art: 'coffee-table',
          colour: 'oak',
          short: 'A low coffee table in natural oak with a lower shelf for magazines and remote controls.',
          shortAr: 'طاولة قهوة منخفضة من خشب البلوط الطبيعي مع رف سفلي للمجلات وأجهزة التحكم.',
          long: 'At 42 cm high it sits at the right level for a standard sofa, and the 120 × 60 cm top holds a tray of coffee cups and dates with room to spare. Solid oak legs keep it steady; use coasters for hot cups and wipe the veneer with a dry cloth.',
          longAr:
            'بارتفاع 42 سم تأتي في المستوى المناسب للأرائك القياسية، ويتسع سطحها بمقاس 120 × 60 سم لصينية القهوة والتمر مع مساحة إضافية. تمنحها الأرجل من خشب البلوط الصلب ثباتاً، واستخدم قواعد الأكواب للمشروبات الساخنة وامسح القشرة بقطعة قماش جافة.',
          specs: [
            dims(120, 60, 42),
            material('Oak veneer on MDF, solid oak legs', 'قشرة البلوط على MDF وأرجل من البلوط الصلب'),
            colour('oak'),
            warranty(2),
          ],
        },
        {
          name: 'Walnut TV Unit 180 cm',
          nameAr: 'وحدة تلفزيون بلون الجوز 180 سم',
          price: 1450,
          art: 'tv-unit',
          colour: 'walnut',
          short: 'A 180 cm TV unit in walnut finish with two drawers, a central shelf and cable holes at the back.',
          shortAr: 'وحدة تلفزيون بطول 180 سم بلون الجوز مع درجين ورف أوسط وفتحات للكابلات في الخلف.',
          long: 'It takes televisions up to 75 inches on top or on the wall above, with the receiver, router and game console hidden behind the drawers and cables led out through the back. The walnut finish wipes clean and matches our walnut dining table and bookcase.',
          longAr:
            'تتسع لأجهزة التلفزيون حتى 75 بوصة فوقها أو على الجدار أعلاها، مع إخفاء جهاز الاستقبال والراوتر وجهاز الألعاب خلف الأدراج وتمرير الكابلات من الخلف. يُنظَّف تشطيب الجوز بالمسح بسهولة، ويتناسق مع طاولة الطعام والمكتبة من خشب الجوز لدينا.',
          specs: [
            dims(180, 42, 50),
            material('Walnut-effect melamine on MDF', 'ميلامين بلون الجوز على MDF'),
            colour('walnut'),
            spec('Maximum TV size', 'أقصى مقاس للتلفزيون', '75 inches', '75 بوصة'),
            warranty(2),
          ],
        },
      ],
    },
    {
      name: 'Bedroom',
      nameAr: 'غرفة النوم',
      description: 'Beds, wardrobes and bedroom storage for master bedrooms, children and guests.',
      descriptionAr: 'أسرّة وخزائن ملابس ووحدات تخزين لغرف النوم الرئيسية وغرف الأطفال والضيوف.',
      art: ['bed', 'wardrobe'],
      colours: ['grey', 'white'],
      products: [
        {
          name: 'Upholstered King Bed 180 × 200 cm',
          nameAr: 'سرير كينغ منجّد 180 × 200 سم',
          price: 3400,
          flags: 'FB',
          art: 'bed',
          colour: 'grey',
          short: 'A king-size bed with a tall padded headboard in grey fabric and a sprung slatted base.',
          shortAr: 'سرير بمقاس كينغ بلوح رأس مرتفع ومبطن من القماش الرمادي وقاعدة شرائحية مرنة.',
          long: 'The 130 cm headboard is padded for reading in bed, and the sprung slats let the mattress breathe, which matters in humid summer months. Plan for a room at least 4 m wide to leave walking space on both sides; the mattress is sold separately.',
          longAr:
            'لوح الرأس بارتفاع 130 سم مبطّن لتقرأ في السرير براحة، والشرائح المرنة تسمح للمرتبة بالتهوية، وهو أمر مهم في أشهر الصيف الرطبة. يُفضَّل أن لا يقل عرض الغرفة عن 4 م ليبقى ممر على الجانبين، علماً بأن المرتبة تُباع منفصلة.',
          specs: [
            dims(196, 220, 130),
            material('Fabric, solid pine frame', 'قماش وهيكل من خشب الصنوبر الصلب'),
            colour('grey'),
            spec('Mattress size', 'مقاس المرتبة', '180 × 200 cm', '180 × 200 سم'),
            warranty(5),
          ],
        },
        {
          name: 'Queen Storage Bed 160 × 200 cm',
          nameAr: 'سرير كوين مع تخزين 160 × 200 سم',
          price: 2650,
          art: 'bed',
          colour: 'navy',
          short: 'A queen-size bed in navy fabric whose base lifts on gas struts to reveal a large storage space.',
          shortAr: 'سرير بمقاس كوين من القماش الكحلي ترتفع قاعدته بمكابس غازية لتكشف عن مساحة تخزين كبيرة.',
          long: 'The whole base lifts easily on gas struts, giving space for spare bedding, suitcases and out-of-season clothes, which is ideal in apartments with little cupboard space. The navy fabric headboard gives a calm, hotel-like look.',
          longAr:
            'ترتفع القاعدة بالكامل بسهولة بفضل مكابس الغاز، لتكشف عن مساحة للأغطية الإضافية والحقائب وملابس المواسم الأخرى، وهو حل مثالي للشقق قليلة الخزائن. يضفي لوح الرأس المكسو بالقماش الكحلي مظهراً هادئاً يشبه غرف الفنادق.',
          specs: [
            dims(176, 218, 120),
            material('Fabric, engineered wood frame', 'قماش وهيكل من الخشب المصنّع'),
            colour('navy'),
            spec('Mattress size', 'مقاس المرتبة', '160 × 200 cm', '160 × 200 سم'),
            warranty(3),
          ],
        },
        {
          name: 'Three-Door Wardrobe with Mirror',
          nameAr: 'خزانة ملابس بثلاثة أبواب ومرآة',
          price: 2890,
          art: 'wardrobe',
          colour: 'white',
          short: 'A white three-door wardrobe with a full-length mirror, hanging rails, shelves and two inner drawers.',
          shortAr: 'خزانة ملابس بيضاء بثلاثة أبواب ومرآة بطول كامل، مع قضبان تعليق ورفوف ودرجين داخليين.',
          long: "Behind the doors are a long hanging section for abayas and thobes, a short one for shirts, shelves and two drawers, and the soft-close hinges keep things quiet at night. At 150 cm wide it suits children's rooms and guest bedrooms, and it is fixed to the wall when assembled.",
          longAr:
            'تضم الخزانة خلف أبوابها قسماً طويلاً لتعليق العباءات والأثواب وآخر قصيراً للقمصان ورفوفاً ودُرجين، وتحافظ المفصلات الهادئة على سكون الغرفة ليلاً. بعرض 150 سم تناسب غرف الأطفال وغرف الضيوف، ونثبّتها بالجدار عند التركيب.',
          specs: [
            dims(150, 58, 210),
            MELAMINE,
            colour('white'),
            spec('Doors', 'الأبواب', '3, soft-close hinges', '3 أبواب بمفصلات هادئة الإغلاق'),
            warranty(3),
          ],
        },
        {
          name: 'Sliding-Door Wardrobe 240 cm',
          nameAr: 'خزانة ملابس بأبواب منزلقة 240 سم',
          price: 4200,
          flags: 'O',
          art: 'wardrobe',
          colour: 'oak',
          short:
            'A wide wardrobe with quiet sliding doors in oak finish, ideal for bedrooms where swing doors would not open fully.',
          shortAr:
            'خزانة ملابس عريضة بأبواب منزلقة هادئة بلون البلوط، مثالية لغرف النوم التي لا تتسع لفتح الأبواب بالكامل.',
          long: 'Sliding doors need no clearance in front, so the wardrobe can stand opposite a bed only 60 cm away. Inside, 240 cm of width is divided into hanging, shelving and drawer sections that we can arrange to your needs before delivery.',
          longAr:
            'لا تحتاج الأبواب المنزلقة إلى مساحة أمامها، فيمكن وضع الخزانة مقابل السرير على بُعد 60 سم فقط. ومن الداخل يُقسَّم عرضها البالغ 240 سم إلى أقسام للتعليق والرفوف والأدراج، ويمكننا ترتيبها حسب احتياجاتك قبل التوصيل.',
          specs: [
            dims(240, 65, 220),
            MELAMINE,
            colour('oak'),
            spec('Doors', 'الأبواب', '2 sliding doors', 'بابان منزلقان'),
            warranty(3),
          ],
        },
      ],
    },
    {
      name: 'Dining & Home Office',
      nameAr: 'السفرة والمكتب المنزلي',
      description: 'Dining tables and sets, home-office desks, bookcases and study chairs.',
      descriptionAr: 'طاولات وأطقم سفرة ومكاتب منزلية ومكتبات وكراسي دراسة.',
      art: ['dining-table', 'desk-l'],
      colours: ['oak', 'white'],
      products: [
        {
          name: 'Six-Seater Dining Set',
          nameAr: 'طقم سفرة لستة أشخاص',
          price: 3850,
          art: 'dining-table',
          colour: 'oak',
          short: 'An oak-finish dining table with six upholstered chairs, sized for family dinners and guests.',
          shortAr: 'طاولة سفرة بلون البلوط مع ستة كراسٍ منجّدة، بمقاس مناسب لعشاء العائلة والضيوف.',
          long: "The 180 × 90 cm table needs a dining area of about 3.2 × 2.4 m so chairs can be pulled out freely. The chairs' fabric seats are comfortable through long family lunches, and the oak veneer top only needs a damp cloth and a dry polish.",
          longAr:
            'تحتاج الطاولة بمقاس 180 × 90 سم إلى مساحة طعام تقارب 3.2 × 2.4 م ليسهل سحب الكراسي. مقاعد الكراسي القماشية مريحة طوال غداء العائلة الطويل، ولا يحتاج سطح قشرة البلوط إلا إلى مسحه بقطعة رطبة ثم تجفيفه.',
          specs: [
            dims(180, 90, 76),
            material('Oak veneer, fabric chairs', 'قشرة البلوط وكراسٍ منجّدة بالقماش'),
            colour('oak'),
            spec('Seats', 'عدد المقاعد', '6 people', '6 أشخاص'),
            warranty(3),
          ],
        },
        {
          name: 'Eight-Seater Walnut Dining Table',
          nameAr: 'طاولة سفرة بلون الجوز لثمانية أشخاص',
          price: 4900,
          art: 'dining-table',
          colour: 'walnut',
          short: 'A 220 cm dining table in walnut veneer with tapered legs, seating eight in comfort.',
          shortAr: 'طاولة سفرة بطول 220 سم بقشرة خشب الجوز وأرجل مستدقة، تتسع لثمانية أشخاص براحة.',
          long: 'When guests visit, eight people sit around the 220 cm top without bumping elbows, and the tapered solid wood legs keep the look light. Pair it with our upholstered chairs or your own, and protect the veneer with placemats under hot dishes.',
          longAr:
            'عند استقبال الضيوف يجلس ثمانية أشخاص حول السطح بطول 220 سم دون تزاحم، وتمنحها الأرجل المستدقة من الخشب الصلب مظهراً خفيفاً. نسّقها مع كراسينا المنجّدة أو مع كراسيك الخاصة، واحمِ القشرة بمفارش تحت الأطباق الساخنة.',
          specs: [
            dims(220, 100, 76),
            material('Walnut veneer, solid wood legs', 'قشرة الجوز وأرجل من الخشب الصلب'),
            colour('walnut'),
            spec('Seats', 'عدد المقاعد', '8 people', '8 أشخاص'),
            warranty(3),
          ],
        },
        {
          name: 'Compact Home Office Desk',
          nameAr: 'مكتب منزلي صغير',
          price: 520,
          art: 'desk-l',
          colour: 'white',
          short:
            'A desk 100, 120 or 140 cm wide with a built-in drawer unit that fits a laptop, a monitor and a printer in a small space.',
          shortAr: 'مكتب بعرض 100 أو 120 أو 140 سم مع وحدة أدراج مدمجة يتسع للابتوب وشاشة وطابعة في مساحة صغيرة.',
          long: 'Pick the 100 cm width for a bedroom corner, 120 cm for a laptop and monitor, or 140 cm if a printer shares the top. It suits students and parents working from home, and the built-in drawers keep chargers and paperwork out of sight.',
          longAr:
            'اختر عرض 100 سم لركن في غرفة النوم، أو 120 سم لحاسوب محمول وشاشة، أو 140 سم إذا كانت الطابعة ستشاركك السطح. يناسب الطلاب والآباء الذين يعملون من المنزل، وتُخفي الأدراج المدمجة الشواحن والأوراق عن الأنظار.',
          specs: [
            spec('Dimensions (D × H)', 'الأبعاد (العمق × الارتفاع)', '60 × 75 cm', '60 × 75 سم'),
            offered('Widths', 'العروض المتوفرة', DESK_SIZES),
            MELAMINE,
            offered('Finishes', 'التشطيبات', DESK_FINISHES),
            warranty(2),
          ],
          variants: {
            sku: 'DK-HOME',
            options: [
              { key: 'size', values: DESK_SIZES },
              { key: 'finish', values: DESK_FINISHES },
            ],
            // Every width in every finish but the widest in white, which the maker does not offer.
            variants: DESK_SIZES.flatMap((size) =>
              DESK_FINISHES.filter((finish) => !(size.key === '140-cm' && finish.key === 'white')).map((finish) => ({
                values: { size: size.key, finish: finish.key },
                price: DESK_PRICES[size.key]! + (finish.key === 'walnut' ? 70 : 0),
                stock: DESK_STOCK[finish.key]!,
              })),
            ),
          },
        },
        {
          name: 'Home Office Bookcase',
          nameAr: 'مكتبة للمكتب المنزلي',
          price: 850,
          art: 'bookcase',
          colour: 'oak',
          short: 'A five-shelf bookcase in oak finish for books, files and decorative pieces.',
          shortAr: 'مكتبة بخمسة رفوف بلون البلوط للكتب والملفات وقطع الديكور.',
          long: 'Three of the five shelves adjust, so tall binders, school books and photo frames all find a place in just 80 × 30 cm of floor space. It stands well beside our home office desk and is secured to the wall to keep it safe around children.',
          longAr:
            'ثلاثة من الرفوف الخمسة قابلة للتعديل، فتجد الملفات الطويلة والكتب المدرسية وإطارات الصور مكانها في مساحة لا تتجاوز 80 × 30 سم. تتناسق مع مكتبنا المنزلي، ونثبّتها بالجدار لتبقى آمنة حول الأطفال.',
          specs: [
            dims(80, 30, 180),
            MELAMINE,
            colour('oak'),
            spec('Shelves', 'الرفوف', '5, three adjustable', '5 رفوف، ثلاثة منها قابلة للتعديل'),
            warranty(2),
          ],
        },
        {
          name: 'Study Chair for Students',
          nameAr: 'كرسي دراسة للطلاب',
          price: 390,
          flags: 'N',
          art: 'chair-mesh',
          colour: 'teal',
          short: 'A height-adjustable mesh chair for homework and online classes, sized for teenagers and adults.',
          shortAr:
            'كرسي شبكي قابل لتعديل الارتفاع للواجبات المنزلية والدروس عبر الإنترنت، بمقاس مناسب للمراهقين والبالغين.',
          long: "The smaller seat and back fit teenagers, while the 42 to 52 cm height range also suits adults at a standard desk. The breathable mesh keeps students comfortable through long exam revision, and the teal colour brightens a child's room.",
          longAr:
            'يناسب المقعد والظهر الأصغر حجماً المراهقين، بينما يلائم ارتفاعه الذي يتراوح بين 42 و52 سم البالغين أيضاً على مكتب قياسي. يبقي الشبك جيد التهوية الطالب مرتاحاً طوال ساعات المراجعة للامتحانات، ويضفي اللون الأزرق المخضر حيوية على غرفة الأبناء.',
          specs: [
            dims(58, 58, 96),
            material('Mesh back, fabric seat', 'ظهر شبكي ومقعد قماشي'),
            colour('teal'),
            spec('Seat height', 'ارتفاع المقعد', '42–52 cm', '42–52 سم'),
            warranty(2),
          ],
        },
      ],
    },
  ],
};
