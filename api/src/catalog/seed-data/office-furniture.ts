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
          long: 'The 40 mm walnut-veneered top gives 200 cm of room for screens and papers, while the 180 cm return keeps a printer, phone and files within reach without turning your back on visitors. Plan on a room of at least 3.5 × 3.5 m, and wipe the veneer with a dry or slightly damp cloth, away from direct sun, to keep its colour even.',
          longAr:
            'يمنحك السطح المكسو بقشرة الجوز بسماكة 40 مم مساحة عرضها 200 سم للشاشات والأوراق، ويُبقي الامتداد الجانبي بطول 180 سم الطابعة والهاتف والملفات في متناول يدك دون أن تدير ظهرك لزوارك. يلائم غرفة لا تقل عن 3.5 × 3.5 م، ويكفي مسح القشرة بقطعة قماش جافة أو رطبة قليلاً بعيداً عن أشعة الشمس المباشرة ليبقى لونها متجانساً.',
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
          long: 'Its scratch-resistant melamine top and steel frame make it a practical choice for a department head who wants a warm wood look without the upkeep of real veneer. At 85 cm deep there is space for a 27-inch monitor and a laptop side by side, and two grommets feed the cables straight into the tray below.',
          longAr:
            'سطحه من الميلامين المقاوم للخدوش وهيكله الفولاذي يجعلانه خياراً عملياً لرئيس القسم الذي يريد مظهر الخشب الدافئ دون عناء العناية بالقشرة الطبيعية. وبعمق 85 سم يتسع لشاشة 27 بوصة وحاسوب محمول جنباً إلى جنب، بينما تمرّ الكابلات عبر فتحتين مباشرة إلى المجرى السفلي.',
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
          long: "Built for the chairman's office, the desk pairs a deep 100 cm top with a stitched leather panel that makes signing documents a pleasure. Central locking secures every drawer with one key, and the veneer is sealed with a satin lacquer that only needs a soft cloth and, twice a year, a little furniture wax.",
          longAr:
            'صُمّم هذا المكتب لمكتب رئيس مجلس الإدارة، فيجمع بين سطح بعمق 100 سم ولوح من الجلد المخيط يجعل توقيع المستندات متعة. يُغلق القفل المركزي جميع الأدراج بمفتاح واحد، والقشرة معالجة بورنيش ساتان لا يحتاج إلا إلى قطعة قماش ناعمة وقليل من شمع الأثاث مرتين في السنة.',
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
          long: "Our designer measures your office for free, then presents a layout and finish samples before anything is built. Typical suites suit ministers', CEOs' and partners' offices, and can include hidden cable routes, a concealed safe compartment and a matching meeting table for six.",
          longAr:
            'يقيس مصممنا مكتبك مجاناً، ثم يعرض عليك مخططاً وعينات من التشطيبات قبل بدء التصنيع. تناسب هذه الأطقم عادةً مكاتب الوزراء والرؤساء التنفيذيين والشركاء، ويمكن أن تضم مسارات مخفية للكابلات وحجرة سرية لخزنة وطاولة اجتماعات مطابقة لستة أشخاص.',
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
          long: 'At 70 cm deep it fits a laptop, a monitor and a notebook while leaving room for a mobile pedestal underneath. The white top brightens small rooms in apartments and shared offices, and it wipes clean with ordinary surface cleaner.',
          longAr:
            'بعمق 70 سم يتسع لحاسوب محمول وشاشة ودفتر، مع ترك مساحة لوحدة أدراج متنقلة أسفله. يضفي السطح الأبيض إشراقاً على الغرف الصغيرة في الشقق والمكاتب المشتركة، ويُنظّف بسهولة بأي منظف أسطح عادي.',
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
          long: 'The corner layout gives a manager one side for the computer and the other for meetings across the desk, in a footprint of 160 × 120 cm. The return can be fitted on the left or right on site, and the pedestal rolls out when you need the legroom.',
          longAr:
            'يمنح التصميم الزاوي المدير جانباً للحاسوب وجانباً آخر للاجتماعات عبر المكتب، ضمن مساحة 160 × 120 سم. يمكن تركيب الامتداد على اليمين أو اليسار في موقعك، وتتحرك وحدة الأدراج بسهولة عندما تحتاج إلى مساحة أكبر للساقين.',
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
          long: 'The 120 cm screens give each person privacy when seated while keeping the team in sight when standing, and they soften phone conversations in busy open-plan floors. Each desk has its own power and data outlet in the central spine, and further clusters join on as the team grows.',
          longAr:
            'تمنح الحواجز بارتفاع 120 سم كل موظف خصوصية أثناء الجلوس، مع إبقاء الفريق على مرأى منه عند الوقوف، كما تخفف أصوات المكالمات في المكاتب المفتوحة المزدحمة. لكل مكتب مأخذ كهرباء وبيانات خاص في العمود المركزي، ويمكن إضافة مجموعات أخرى مع نمو الفريق.',
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
          long: 'Send us your floor plan and we return a seating layout with walkways, power points and screen heights drawn to scale, usually within three working days. Companies moving into new towers in Lusail and West Bay use this service to furnish a whole floor in one go.',
          longAr:
            'أرسل إلينا مخطط الطابق، وسنعيده إليك خلال ثلاثة أيام عمل عادةً مع توزيع للمقاعد والممرات ونقاط الكهرباء وارتفاعات الحواجز بمقياس رسم دقيق. تعتمد الشركات التي تنتقل إلى الأبراج الجديدة في لوسيل والخليج الغربي على هذه الخدمة لتأثيث طابق كامل دفعة واحدة.',
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
          long: 'Four chairs fit comfortably around the 120 cm top, and the round shape keeps a small office easy to walk around, with no corners to knock into. Choose oak or walnut to match your desk, or white for a brighter room.',
          longAr:
            'يتسع السطح بقطر 120 سم لأربعة كراسٍ براحة، ويسهّل الشكل الدائري الحركة في المكتب الصغير دون زوايا تعترض طريقك. اختر البلوط أو الجوز ليتناسق مع مكتبك، أو الأبيض لغرفة أكثر إشراقاً.',
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
          long: 'The wider middle lets everyone at the table see each other and the screen at the end, which is why this shape is favoured for board meetings. It arrives in three sections and is assembled in your room, so it passes through standard doors and lifts.',
          longAr:
            'يتيح الجزء الأوسط الأعرض لكل الجالسين رؤية بعضهم بعضاً ورؤية الشاشة في الطرف، ولذلك يُفضَّل هذا الشكل لاجتماعات مجالس الإدارة. تصل الطاولة في ثلاثة أجزاء وتُجمَّع داخل القاعة، فتمر بسهولة عبر الأبواب والمصاعد العادية.',
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
          long: 'Eight people sit at 240 × 120 cm with space for laptops, and the central tray keeps chargers and cables off the floor. The neutral grey suits training rooms, project rooms and shared meeting spaces, and the melamine top shrugs off coffee cups and markers.',
          longAr:
            'يجلس ثمانية أشخاص حول مساحة 240 × 120 سم مع متسع لحواسيبهم المحمولة، ويُبقي المجرى الأوسط الشواحن والكابلات بعيدة عن الأرض. يناسب اللون الرمادي الهادئ غرف التدريب وغرف المشاريع وقاعات الاجتماعات المشتركة، ويتحمل سطح الميلامين أكواب القهوة وآثار الأقلام.',
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
          long: "We start from your room's dimensions and the number of seats, then plan the shape, leg positions and cable routes so that no one sits behind a leg. Tables of this size are built in sections, and our team coordinates installation with your AV supplier.",
          longAr:
            'نبدأ من أبعاد قاعتك وعدد المقاعد، ثم نخطط الشكل ومواضع الأرجل ومسارات الكابلات بحيث لا يجلس أحد خلف رِجل الطاولة. تُصنع الطاولات بهذا الحجم على أجزاء، وينسّق فريقنا التركيب مع مورد الأنظمة السمعية والبصرية لديك.',
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
          long: 'The 110 cm high transaction ledge gives visitors a comfortable surface to sign on, while the 80 cm deep work surface behind hides a computer, phone and printer. It suits company lobbies, clinics and showrooms, and your logo can be added to the front panel on request.',
          longAr:
            'يوفر الحاجز الأمامي بارتفاع 110 سم سطحاً مريحاً للزوار لتوقيع المستندات، بينما يُخفي سطح العمل الخلفي بعمق 80 سم الحاسوب والهاتف والطابعة. يناسب ردهات الشركات والعيادات وصالات العرض، ويمكن إضافة شعارك على اللوح الأمامي عند الطلب.',
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
          long: 'Anti-tilt runners let only one drawer open at a time, so the 132 cm cabinet stays stable even when fully loaded with archive files. It suits accounts, HR and legal departments, and the powder-coated finish cleans with a damp cloth.',
          longAr:
            'يمنع نظام الحماية من الانقلاب فتح أكثر من درج في الوقت نفسه، فتبقى الخزانة بارتفاع 132 سم ثابتة حتى وهي ممتلئة بملفات الأرشيف. تناسب أقسام الحسابات والموارد البشرية والشؤون القانونية، ويُنظّف طلاؤها بالبودرة بقطعة قماش رطبة.',
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
          long: 'Standing 200 cm high and 45 cm deep, it holds lever arch files, stationery stock and boxes, with shelves you can move in 32 mm steps. The oak finish matches our desks and meeting tables, and it is fixed to the wall during installation for safety.',
          longAr:
            'بارتفاع 200 سم وعمق 45 سم تتسع لملفات الأرشيف ومخزون القرطاسية والصناديق، مع رفوف يمكن تعديل ارتفاعها بخطوات 32 مم. يتناسق تشطيب البلوط مع مكاتبنا وطاولات الاجتماعات، ونثبتها بالجدار أثناء التركيب حفاظاً على السلامة.',
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
          long: 'At 58 cm high it rolls under desks from 72 cm up, and the top drawer has a pen tray while the deep bottom drawer takes hanging files. One lock closes all three drawers, which makes it a good fit for hot-desking and shared offices.',
          longAr:
            'بارتفاع 58 سم تنزلق تحت المكاتب التي يبدأ ارتفاعها من 72 سم، ويضم الدرج العلوي حاوية للأقلام بينما يتسع الدرج السفلي العميق للملفات المعلقة. قفل واحد يغلق الأدراج الثلاثة، ما يجعلها مناسبة للمكاتب المشتركة ونظام المكاتب غير المخصصة.',
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
          long: 'Display reference books, awards and binders on top, and keep less tidy things behind the lower doors. At 90 cm wide and 40 cm deep it stands neatly behind a desk or beside a meeting table, and it comes with a wall fixing kit.',
          longAr:
            'اعرض الكتب المرجعية والجوائز والملفات على الرفوف العلوية، واحفظ ما لا تريد إظهاره خلف الأبواب السفلية. بعرض 90 سم وعمق 40 سم تقف بأناقة خلف المكتب أو بجوار طاولة الاجتماعات، وتأتي مع طقم تثبيت بالجدار.',
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
