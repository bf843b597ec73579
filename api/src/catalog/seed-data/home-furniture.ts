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
      about:
        'Our living-room pieces are chosen for family life in Qatar: generous seats for guests, fabrics that stand up to daily use and the sun, and sizes that suit both apartments in Lusail and majlis rooms in villas.',
      aboutAr:
        'اخترنا قطع غرفة المعيشة لتناسب الحياة العائلية في قطر: مقاعد واسعة للضيوف، وأقمشة تتحمل الاستخدام اليومي وأشعة الشمس، وأحجام تناسب شقق لوسيل وغرف المجالس في الفلل.',
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
      about:
        "A good night's sleep starts with a solid frame and a quiet room. Our beds have slatted bases that let mattresses breathe, our wardrobes come with soft-close doors, and every bedroom set is delivered and assembled by our own team.",
      aboutAr:
        'يبدأ النوم الهانئ بهيكل متين وغرفة هادئة. تأتي أسرّتنا بقواعد شرائحية تسمح للمرتبة بالتهوية، وخزائن الملابس بأبواب هادئة الإغلاق، ويتولى فريقنا توصيل كل طقم غرفة نوم وتركيبه.',
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
      about:
        'Family meals and working from home both need a good table. Our dining sets seat four to eight, and our home-office desks and chairs bring proper ergonomics to a corner of the living room or a spare bedroom.',
      aboutAr:
        'تحتاج وجبات العائلة والعمل من المنزل إلى طاولة جيدة. تتسع أطقم السفرة لدينا من أربعة إلى ثمانية أشخاص، وتوفر مكاتبنا وكراسينا المنزلية وضعية عمل صحيحة في ركن من غرفة المعيشة أو في غرفة إضافية.',
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
