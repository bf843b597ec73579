import {
  colour,
  dims,
  material,
  MELAMINE,
  offered,
  paint,
  spec,
  STEEL,
  WALNUT_VENEER,
  warranty,
  type CategorySeed,
} from './helpers';

const ROUND_TABLE_FINISHES = [paint('oak'), paint('walnut'), paint('white')];

export const OFFICE_FURNITURE: CategorySeed = {
  name: 'Office Furniture',
  nameAr: 'الأثاث المكتبي',
  description:
    'Executive desks, workstations, meeting tables and storage for offices of every size, delivered and installed across Qatar.',
  descriptionAr:
    'مكاتب تنفيذية ومحطات عمل وطاولات اجتماعات ووحدات تخزين للمكاتب بجميع أحجامها، مع التوصيل والتركيب في جميع أنحاء قطر.',
  art: ['desk-executive', 'chair-executive', 'bookcase'],
  colours: ['walnut', 'black', 'oak'],
  closing: (w) => ({
    en: `Delivered, assembled and installed free of charge anywhere in Qatar by our own team${w ? `, with ${w.en} warranty` : ''}. Visit our showroom on Salwa Road, Al Waab, to see the finishes in person.`,
    ar: `يتولى فريقنا توصيل المنتج وتركيبه مجاناً في أي مكان في قطر${w ? `، مع ضمان لمدة ${w.ar}` : ''}. تفضّل بزيارة صالة عرضنا على طريق سلوى في الوعب لمعاينة التشطيبات بنفسك.`,
  }),
  subcategories: [
    {
      name: 'Executive Desks',
      nameAr: 'المكاتب التنفيذية',
      description: "Statement desks in wood veneer and melamine for managers' and directors' offices.",
      descriptionAr: 'مكاتب فاخرة بقشرة الخشب والميلامين لمكاتب المدراء والمسؤولين.',
      about:
        'Our executive desks are built for long days and important meetings: solid tops that resist scratches and heat, cable management that keeps the surface clear, and lockable drawers for confidential papers. Matching side returns, credenzas and meeting tables are available, so a whole office can be furnished in one finish.',
      aboutAr:
        'صُممت مكاتبنا التنفيذية لأيام العمل الطويلة والاجتماعات المهمة: أسطح متينة تقاوم الخدوش والحرارة، وفتحات لتنظيم الكابلات تحافظ على ترتيب السطح، وأدراج بأقفال للأوراق السرية. تتوفر أجنحة جانبية وخزائن خلفية وطاولات اجتماعات مطابقة، لتأثيث المكتب بالكامل بلون واحد.',
      art: ['desk-executive'],
      colours: ['walnut'],
      products: [
        {
          name: 'Walnut Executive Desk with Side Return',
          nameAr: 'مكتب تنفيذي بقشرة الجوز مع جناح جانبي',
          price: 6850,
          flags: 'FB',
          art: 'desk-executive',
          colour: 'walnut',
          short:
            'An L-shaped executive desk in walnut veneer with a lockable three-drawer pedestal and a side return for a printer or paperwork.',
          shortAr:
            'مكتب تنفيذي على شكل حرف L بقشرة خشب الجوز، مع وحدة أدراج ثلاثية بقفل وجناح جانبي للطابعة أو الأوراق.',
          specs: [
            dims(200, 180, 76),
            WALNUT_VENEER,
            colour('walnut'),
            spec('Drawers', 'الأدراج', '3, with central lock', '3 أدراج بقفل مركزي'),
            warranty(5),
          ],
        },
        {
          name: 'Oak Executive Desk 180 cm',
          nameAr: 'مكتب تنفيذي بلون البلوط 180 سم',
          price: 3950,
          flags: 'N',
          art: 'desk-executive',
          colour: 'oak',
          short:
            'A 180 cm executive desk in natural oak finish with a fixed pedestal, a small cupboard and a cable tray under the top.',
          shortAr:
            'مكتب تنفيذي بطول 180 سم بلون البلوط الطبيعي، مع وحدة أدراج ثابتة وخزانة صغيرة وحامل للكابلات أسفل السطح.',
          specs: [
            dims(180, 85, 75),
            MELAMINE,
            colour('oak'),
            spec(
              'Cable management',
              'تنظيم الكابلات',
              'Two grommets and an under-desk tray',
              'فتحتان للكابلات وحامل أسفل المكتب',
            ),
            warranty(3),
          ],
        },
        {
          name: "Mahogany Director's Desk 220 cm",
          nameAr: 'مكتب المدير بلون الماهوجني 220 سم',
          price: 9450,
          art: 'desk-executive',
          colour: 'mahogany',
          short:
            "A grand 220 cm director's desk in mahogany veneer with a leather writing inlay, soft-close drawers and an optional matching credenza.",
          shortAr:
            'مكتب فخم للمدير بطول 220 سم بقشرة الماهوجني، مع سطح كتابة مكسو بالجلد وأدراج بإغلاق هادئ وإمكانية إضافة خزانة خلفية مطابقة.',
          specs: [
            dims(220, 100, 76),
            material('Mahogany veneer with a leather inlay', 'قشرة الماهوجني مع سطح كتابة جلدي'),
            colour('mahogany'),
            spec('Drawers', 'الأدراج', 'Soft-close, central locking', 'إغلاق هادئ مع قفل مركزي'),
            warranty(5),
          ],
        },
        {
          name: 'Custom Executive Office Suite',
          nameAr: 'جناح مكتب تنفيذي حسب الطلب',
          price: null,
          art: 'desk-executive',
          colour: 'walnut',
          short:
            'A made-to-measure executive suite: desk, credenza, bookcase and meeting table designed for your room and finished in the veneer of your choice.',
          shortAr:
            'جناح تنفيذي مصمم حسب المقاس: مكتب وخزانة خلفية ومكتبة وطاولة اجتماعات، مصممة لغرفتك وبقشرة الخشب التي تختارها.',
          specs: [
            spec(
              'Design',
              'التصميم',
              'Made to measure after a free site survey',
              'حسب المقاس بعد معاينة مجانية للموقع',
            ),
            spec('Finishes', 'التشطيبات', 'Walnut, oak, wenge or lacquer', 'جوز أو بلوط أو ونجي أو طلاء لامع'),
            spec('Lead time', 'مدة التنفيذ', '4–6 weeks', '4–6 أسابيع'),
            warranty(5),
          ],
        },
      ],
    },
    {
      name: 'Workstations & Office Desks',
      nameAr: 'محطات العمل والمكاتب',
      description: 'Straight and L-shaped desks and open-plan workstation clusters with screens and cable trays.',
      descriptionAr: 'مكاتب مستقيمة وعلى شكل حرف L ومجموعات محطات عمل للمساحات المفتوحة مع فواصل وحوامل للكابلات.',
      about:
        'Every desk in this range has a steel frame, a 25 mm melamine top that wipes clean and hides scratches, and room underneath for a mobile pedestal. Workstation clusters come with acoustic screens and power-ready cable trays, and can be extended bay by bay as your team grows.',
      aboutAr:
        'تأتي جميع مكاتب هذه المجموعة بهيكل فولاذي وسطح من الميلامين بسماكة 25 مم سهل التنظيف ويخفي الخدوش، مع مساحة أسفله لوحدة أدراج متنقلة. وتأتي مجموعات محطات العمل بفواصل عازلة للصوت وحوامل كابلات جاهزة للكهرباء، ويمكن توسيعها وحدة بعد وحدة مع نمو فريقك.',
      art: ['workstation'],
      colours: ['grey'],
      products: [
        {
          name: 'Straight Office Desk 140 cm',
          nameAr: 'مكتب مستقيم 140 سم',
          price: 690,
          art: 'desk-l',
          colour: 'white',
          short: 'A compact 140 cm desk with a white top and a steel frame, sized for home offices and small rooms.',
          shortAr: 'مكتب صغير بطول 140 سم بسطح أبيض وهيكل فولاذي، مناسب للمكاتب المنزلية والغرف الصغيرة.',
          specs: [dims(140, 70, 75), MELAMINE, colour('white'), warranty(2)],
        },
        {
          name: 'L-Shaped Manager Desk 160 cm',
          nameAr: 'مكتب مدير على شكل حرف L بطول 160 سم',
          price: 1890,
          art: 'desk-l',
          colour: 'oak',
          short:
            "An L-shaped manager's desk with a 160 cm main top, a 120 cm return and a three-drawer mobile pedestal.",
          shortAr: 'مكتب مدير على شكل حرف L بسطح رئيسي بطول 160 سم وجناح بطول 120 سم ووحدة أدراج متنقلة بثلاثة أدراج.',
          specs: [
            dims(160, 120, 75),
            MELAMINE,
            colour('oak'),
            spec('Pedestal', 'وحدة الأدراج', 'Mobile, 3 lockable drawers', 'متنقلة بثلاثة أدراج بقفل'),
            warranty(3),
          ],
        },
        {
          name: 'Four-Person Workstation Cluster',
          nameAr: 'محطة عمل رباعية',
          price: 5400,
          flags: 'F',
          art: 'workstation',
          colour: 'grey',
          short:
            'Four back-to-back desks with fabric acoustic screens, a shared cable spine and four mobile pedestals, ready for open-plan offices.',
          shortAr:
            'أربعة مكاتب متقابلة بفواصل قماشية عازلة للصوت وقناة كابلات مشتركة وأربع وحدات أدراج متنقلة، جاهزة للمكاتب المفتوحة.',
          specs: [
            dims(280, 140, 120),
            material('Melamine tops, steel frame, fabric screens', 'أسطح من الميلامين وهيكل فولاذي وفواصل قماشية'),
            colour('grey'),
            spec('Seats', 'عدد المقاعد', '4 people', '4 أشخاص'),
            warranty(3),
          ],
        },
        {
          name: 'Custom Open-Plan Workstations',
          nameAr: 'محطات عمل مفتوحة حسب الطلب',
          price: null,
          art: 'workstation',
          colour: 'white',
          short:
            'Workstation systems planned for your floor: any number of seats, screen heights, colours and power outlets, installed over a weekend if needed.',
          shortAr:
            'أنظمة محطات عمل مخططة لمساحتك: أي عدد من المقاعد وارتفاعات الفواصل والألوان ومنافذ الكهرباء، مع إمكانية التركيب خلال عطلة نهاية الأسبوع عند الحاجة.',
          specs: [
            spec(
              'Design',
              'التصميم',
              'Planned from your floor plan, 2 to 200 seats',
              'تخطيط حسب مخطط الطابق، من 2 إلى 200 مقعد',
            ),
            spec(
              'Finishes',
              'التشطيبات',
              'White, oak or grey tops; 12 screen fabrics',
              'أسطح بيضاء أو بلوط أو رمادية، و12 لوناً لقماش الفواصل',
            ),
            spec('Lead time', 'مدة التنفيذ', '3–5 weeks', '3–5 أسابيع'),
            warranty(5),
          ],
        },
      ],
    },
    {
      name: 'Meeting Tables & Reception Counters',
      nameAr: 'طاولات الاجتماعات وكاونترات الاستقبال',
      description:
        'Round, rectangular and boat-shaped tables from 4 to 20 seats, and reception counters that welcome your visitors.',
      descriptionAr: 'طاولات مستديرة ومستطيلة وبيضاوية من 4 إلى 20 مقعداً، وكاونترات استقبال ترحّب بزوارك.',
      about:
        'Meeting tables and reception counters set the tone of a company, so ours combine strong frames with finishes that look good up close. Larger pieces are delivered in sections and assembled on site, and flip-up power boxes keep laptops and screens charged during long meetings.',
      aboutAr:
        'تعكس طاولة الاجتماعات وكاونتر الاستقبال صورة الشركة، لذلك تجمع منتجاتنا بين الهياكل المتينة والتشطيبات الأنيقة عن قرب. تُسلَّم القطع الكبيرة على أجزاء وتُجمَّع في الموقع، وتحافظ صناديق الكهرباء القابلة للفتح على شحن أجهزة اللابتوب والشاشات خلال الاجتماعات الطويلة.',
      art: ['meeting-table'],
      colours: ['walnut'],
      products: [
        {
          name: 'Round Meeting Table 120 cm',
          nameAr: 'طاولة اجتماعات مستديرة 120 سم',
          price: 1150,
          art: 'meeting-table',
          colour: 'oak',
          short:
            "A round table for four in oak, walnut or white finish, ideal for a manager's office or a small meeting corner.",
          shortAr:
            'طاولة مستديرة لأربعة أشخاص بلون البلوط أو الجوز أو الأبيض، مثالية لمكتب المدير أو ركن اجتماعات صغير.',
          specs: [dims(120, 120, 75), MELAMINE, offered('Finishes', 'التشطيبات', ROUND_TABLE_FINISHES), warranty(3)],
          variants: {
            sku: 'TB-RND-120',
            options: [{ key: 'finish', values: ROUND_TABLE_FINISHES }],
            variants: [
              { values: { finish: 'oak' }, price: 1150, stock: 4 },
              { values: { finish: 'walnut' }, price: 1290, stock: 2 },
              { values: { finish: 'white' }, price: 1150, stock: 6 },
            ],
          },
        },
        {
          name: 'Boat-Shaped Conference Table 360 cm',
          nameAr: 'طاولة مؤتمرات بيضاوية 360 سم',
          price: 7800,
          art: 'meeting-table',
          colour: 'walnut',
          short: 'A 12-seat boat-shaped conference table in walnut veneer with two built-in power and data boxes.',
          shortAr: 'طاولة مؤتمرات بيضاوية لاثني عشر شخصاً بقشرة خشب الجوز، مع صندوقين مدمجين للكهرباء والبيانات.',
          specs: [
            dims(360, 140, 75),
            WALNUT_VENEER,
            colour('walnut'),
            spec('Seats', 'عدد المقاعد', '12 people', '12 شخصاً'),
            warranty(5),
          ],
        },
        {
          name: 'Rectangular Meeting Table 240 cm',
          nameAr: 'طاولة اجتماعات مستطيلة 240 سم',
          price: 2650,
          art: 'meeting-table',
          colour: 'grey',
          short: 'An eight-seat meeting table with a light grey top, slim steel legs and a central cable tray.',
          shortAr: 'طاولة اجتماعات لثمانية أشخاص بسطح رمادي فاتح وأرجل فولاذية نحيفة وحامل كابلات في المنتصف.',
          specs: [
            dims(240, 120, 75),
            MELAMINE,
            colour('grey'),
            spec('Seats', 'عدد المقاعد', '8 people', '8 أشخاص'),
            warranty(3),
          ],
        },
        {
          name: 'Custom Boardroom Table (up to 20 Seats)',
          nameAr: 'طاولة مجلس إدارة حسب الطلب (حتى 20 مقعداً)',
          price: null,
          art: 'meeting-table',
          colour: 'mahogany',
          short:
            'A boardroom table made to your room and seat count, with integrated microphones, power and video-conferencing connections on request.',
          shortAr:
            'طاولة مجلس إدارة تُصنع حسب مساحة الغرفة وعدد المقاعد، مع إمكانية دمج الميكروفونات والكهرباء ووصلات مؤتمرات الفيديو عند الطلب.',
          specs: [
            spec('Design', 'التصميم', 'Made to measure, 10 to 20 seats', 'حسب المقاس، من 10 إلى 20 مقعداً'),
            spec('Finishes', 'التشطيبات', 'Mahogany, walnut or oak veneer', 'قشرة الماهوجني أو الجوز أو البلوط'),
            spec('Lead time', 'مدة التنفيذ', '5–7 weeks', '5–7 أسابيع'),
            warranty(5),
          ],
        },
        {
          name: 'Reception Counter 200 cm',
          nameAr: 'كاونتر استقبال 200 سم',
          price: 4650,
          art: 'reception',
          colour: 'white',
          short:
            'A 200 cm reception counter in white with a raised gold-trimmed transaction top and a lockable drawer unit behind.',
          shortAr: 'كاونتر استقبال أبيض بطول 200 سم مع سطح مرتفع للمعاملات بحافة ذهبية ووحدة أدراج بقفل في الخلف.',
          specs: [
            dims(200, 80, 110),
            MELAMINE,
            colour('white'),
            spec('Storage', 'التخزين', 'Lockable drawer unit and cable tray', 'وحدة أدراج بقفل وحامل للكابلات'),
            warranty(3),
          ],
        },
      ],
    },
    {
      name: 'Storage & Filing',
      nameAr: 'التخزين والأرشفة',
      description:
        'Filing cabinets, cupboards, bookcases and mobile pedestals that keep offices tidy and papers secure.',
      descriptionAr: 'خزائن ملفات ودواليب ومكتبات ووحدات أدراج متنقلة تحافظ على ترتيب المكتب وأمان الأوراق.',
      about:
        'Good storage keeps desks clear and documents where you can find them. Our steel cabinets have full-extension runners and anti-tilt locks so only one drawer opens at a time, and our wooden cupboards and bookcases come in the same finishes as our desks.',
      aboutAr:
        'يحافظ التخزين الجيد على المكاتب مرتبة والمستندات في متناول اليد. تأتي خزائننا الفولاذية بمجاري انزلاق كاملة الامتداد وأقفال مانعة للانقلاب تسمح بفتح درج واحد فقط في كل مرة، أما الدواليب والمكتبات الخشبية فتتوفر بنفس ألوان مكاتبنا.',
      art: ['filing-cabinet', 'cupboard'],
      colours: ['grey', 'oak'],
      products: [
        {
          name: 'Four-Drawer Steel Filing Cabinet',
          nameAr: 'خزانة ملفات فولاذية بأربعة أدراج',
          price: 1250,
          flags: 'B',
          art: 'filing-cabinet',
          colour: 'grey',
          short:
            'A steel cabinet with four full-extension drawers for A4 and foolscap hanging files, and a central lock.',
          shortAr: 'خزانة فولاذية بأربعة أدراج كاملة الامتداد لملفات A4 والملفات المعلقة بمقاس فولسكاب، مع قفل مركزي.',
          specs: [
            dims(47, 62, 132),
            STEEL,
            colour('grey'),
            spec('Drawers', 'الأدراج', '4, anti-tilt, central lock', '4 أدراج مانعة للانقلاب بقفل مركزي'),
            warranty(5),
          ],
        },
        {
          name: 'Two-Door Storage Cupboard',
          nameAr: 'دولاب تخزين ببابين',
          price: 1390,
          art: 'cupboard',
          colour: 'oak',
          short: 'A tall two-door cupboard with four adjustable shelves and a lock, in oak finish.',
          shortAr: 'دولاب طويل ببابين وأربعة رفوف قابلة للتعديل وقفل، بلون البلوط.',
          specs: [
            dims(90, 45, 200),
            MELAMINE,
            colour('oak'),
            spec('Shelves', 'الرفوف', '4, adjustable', '4 رفوف قابلة للتعديل'),
            warranty(3),
          ],
        },
        {
          name: 'Mobile Three-Drawer Pedestal',
          nameAr: 'وحدة أدراج متنقلة بثلاثة أدراج',
          price: 480,
          art: 'pedestal',
          colour: 'white',
          short: 'A lockable three-drawer pedestal on castors that slides under any desk.',
          shortAr: 'وحدة أدراج بثلاثة أدراج وقفل على عجلات، تنزلق أسفل أي مكتب.',
          specs: [dims(40, 50, 58), MELAMINE, colour('white'), warranty(3)],
        },
        {
          name: 'Open Bookcase with Lower Doors',
          nameAr: 'مكتبة مفتوحة بأبواب سفلية',
          price: 1590,
          art: 'bookcase',
          colour: 'walnut',
          short: 'A 200 cm bookcase with three open shelves for binders and books and a lower cupboard with doors.',
          shortAr: 'مكتبة بارتفاع 200 سم بثلاثة رفوف مفتوحة للملفات والكتب وخزانة سفلية بأبواب.',
          specs: [
            dims(90, 40, 200),
            material('Walnut-effect melamine on MDF', 'ميلامين بلون الجوز على MDF'),
            colour('walnut'),
            warranty(3),
          ],
        },
      ],
    },
  ],
};
