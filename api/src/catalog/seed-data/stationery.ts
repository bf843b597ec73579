import { colour, dims, material, spec, warranty, type CategorySeed } from './helpers';

const pack = (value: string, valueAr: string) => spec('Pack', 'العبوة', value, valueAr);
const size = (value: string, valueAr: string) => spec('Size', 'المقاس', value, valueAr);

export const STATIONERY: CategorySeed = {
  name: 'Stationery & Office Supplies',
  nameAr: 'القرطاسية واللوازم المكتبية',
  description:
    'Copy paper, notebooks, pens, files and desk accessories, delivered with your office order or in bulk for schools and companies.',
  descriptionAr: 'ورق تصوير ودفاتر وأقلام وملفات وإكسسوارات مكتبية، تُسلَّم مع طلبك المكتبي أو بالجملة للمدارس والشركات.',
  art: ['paper', 'pens', 'binder'],
  colours: ['navy', 'navy', 'navy'],
  closing: () => ({
    en: 'Delivered free with your next order anywhere in Qatar. Ask us about bulk prices and monthly supply for schools, companies and government offices.',
    ar: 'يصلك مجاناً مع طلبك القادم في أي مكان في قطر. اسألنا عن أسعار الجملة والتوريد الشهري للمدارس والشركات والجهات الحكومية.',
  }),
  subcategories: [
    {
      name: 'Paper & Notebooks',
      nameAr: 'الورق والدفاتر',
      description: 'Copy paper, notebooks, journals and sticky notes.',
      descriptionAr: 'ورق تصوير ودفاتر ومفكرات وأوراق لاصقة.',
      art: ['paper', 'notebook'],
      colours: ['navy', 'gold'],
      products: [
        {
          name: 'A4 Copy Paper 80 gsm, Box of 5 Reams',
          nameAr: 'ورق تصوير A4 وزن 80 غرام، كرتونة 5 رزم',
          price: 95,
          flags: 'B',
          art: 'paper',
          colour: 'navy',
          short: 'Bright white 80 gsm A4 paper for printers and copiers, 2,500 sheets in a box of five reams.',
          shortAr: 'ورق A4 أبيض ناصع بوزن 80 غرام للطابعات وآلات النسخ، 2,500 ورقة في كرتونة من خمس رزم.',
          long: 'Its even thickness feeds without jams in laser printers, inkjets and high-speed copiers, and the bright white shade makes text and logos look crisp. Store the box flat and away from humidity; one box usually covers a small office for about a month.',
          longAr:
            'تنساب الأوراق بسماكتها المتجانسة دون انحشار في الطابعات الليزرية وطابعات الحبر وآلات التصوير السريعة، ويُبرز بياضها الناصع النصوص والشعارات بوضوح. احفظ الصندوق مسطحاً بعيداً عن الرطوبة، فصندوق واحد يكفي المكتب الصغير نحو شهر عادةً.',
          specs: [
            size('A4 (210 × 297 mm)', 'A4 ‏(210 × 297 مم)'),
            spec('Weight', 'الوزن', '80 gsm', '80 غرام/م²'),
            pack('5 reams of 500 sheets', '5 رزم، 500 ورقة لكل رزمة'),
          ],
        },
        {
          name: 'A3 Copy Paper 80 gsm, Ream',
          nameAr: 'ورق تصوير A3 وزن 80 غرام، رزمة',
          price: 32,
          art: 'paper',
          colour: 'blue',
          short: 'A ream of 500 sheets of A3 paper for drawings, spreadsheets and posters.',
          shortAr: 'رزمة من 500 ورقة بمقاس A3 للمخططات وجداول البيانات والملصقات.',
          long: 'Architects, schools and finance teams use A3 for site plans, timetables and wide reports that are hard to read on A4. It runs in any A3 printer or copier, including our A3 laser printer and copiers.',
          longAr:
            'يستخدم المعماريون والمدارس وفرق المالية مقاس A3 للمخططات والجداول الدراسية والتقارير العريضة التي تصعب قراءتها على A4. ويعمل في أي طابعة أو آلة تصوير تدعم مقاس A3، ومنها الطابعة الليزرية وآلات التصوير لدينا.',
          specs: [
            size('A3 (297 × 420 mm)', 'A3 ‏(297 × 420 مم)'),
            spec('Weight', 'الوزن', '80 gsm', '80 غرام/م²'),
            pack('500 sheets', '500 ورقة'),
          ],
        },
        {
          name: 'Hardcover A5 Notebooks, Pack of 3',
          nameAr: 'دفاتر A5 بغلاف مقوى، عبوة 3 دفاتر',
          price: 45,
          art: 'notebook',
          colour: 'navy',
          short: 'Three hardcover A5 notebooks with ruled pages, an elastic band and a ribbon marker.',
          shortAr: 'ثلاثة دفاتر A5 بغلاف مقوى وصفحات مسطرة، مع شريط مطاطي وشريط لتحديد الصفحة.',
          long: 'The 192 pages of smooth 80 gsm paper take fountain pens without bleeding through, and the stiff covers let you write standing up in meetings or on site. Keep one for meeting notes, one for tasks and one for ideas.',
          longAr:
            'تتحمل صفحات كل دفتر، وعددها 192 صفحة من الورق الناعم بوزن 80 غراماً أقلام الحبر دون أن ينفذ الحبر إلى الصفحة الخلفية، ويتيح الغلاف الصلب الكتابة وقوفاً في الاجتماعات أو في الموقع. خصّص دفتراً لملاحظات الاجتماعات، وآخر للمهام، وثالثاً للأفكار.',
          specs: [size('A5, 192 ruled pages', 'A5، ‏192 صفحة مسطرة'), colour('navy'), pack('3 notebooks', '3 دفاتر')],
        },
        {
          name: 'Sticky Notes Value Pack, 12 Pads',
          nameAr: 'عبوة أوراق لاصقة اقتصادية، 12 دفتراً',
          price: 28,
          art: 'notebook',
          colour: 'gold',
          short: 'Twelve pads of 76 × 76 mm sticky notes in four colours that stick firmly and remove cleanly.',
          shortAr: 'اثنا عشر دفتراً من الأوراق اللاصقة بمقاس 76 × 76 مم بأربعة ألوان، تلتصق بثبات وتُزال دون أثر.',
          long: 'With 1,200 sheets in yellow, pink, green and blue, a team can colour-code reminders, whiteboard planning and document flags for weeks. The adhesive holds on screens and walls and peels off without leaving marks.',
          longAr:
            'مع 1,200 ورقة بالأصفر والوردي والأخضر والأزرق، يستطيع الفريق تمييز التذكيرات وجلسات التخطيط على السبورة وعلامات المستندات بالألوان لأسابيع. وتثبت المادة اللاصقة على الشاشات والجدران وتُزال دون أن تترك أثراً.',
          specs: [
            size('76 × 76 mm, 100 sheets per pad', '76 × 76 مم، 100 ورقة لكل دفتر'),
            colour('mixed'),
            pack('12 pads', '12 دفتراً'),
          ],
        },
        {
          name: 'Leather Journal with Pen',
          nameAr: 'مفكرة جلدية مع قلم',
          price: 120,
          art: 'notebook',
          colour: 'brown',
          short: 'A refillable A5 journal in brown leather with a matching pen, a popular corporate gift.',
          shortAr: 'مفكرة A5 قابلة لإعادة التعبئة من الجلد البني مع قلم مطابق، وهي هدية مؤسسية محببة.',
          long: 'Companies order it for clients, new staff and National Day gifts, often with their logo embossed on the cover; allow five working days for personalised orders. The 240 refillable pages mean the cover can be used for years.',
          longAr:
            'تطلبه الشركات هدية لعملائها وموظفيها الجدد وفي مناسبة اليوم الوطني، وغالباً مع شعارها محفوراً على الغلاف، ويحتاج الطلب المخصص إلى خمسة أيام عمل. ويمكن استبدال صفحاته البالغة 240 صفحة، فيُستخدم الغلاف لسنوات.',
          specs: [
            size('A5, 240 pages', 'A5، ‏240 صفحة'),
            material('Genuine leather cover', 'غلاف من الجلد الطبيعي'),
            colour('brown'),
            spec('Personalisation', 'التخصيص', 'Logo embossing on request', 'نقش الشعار عند الطلب'),
          ],
        },
      ],
    },
    {
      name: 'Pens & Writing',
      nameAr: 'الأقلام وأدوات الكتابة',
      description: 'Ballpoint and gel pens, whiteboard markers, gift sets and whiteboards.',
      descriptionAr: 'أقلام حبر جاف وجل وأقلام سبورة وأطقم هدايا وسبورات.',
      art: ['pens', 'whiteboard'],
      colours: ['blue', 'silver'],
      products: [
        {
          name: 'Ballpoint Pens, Box of 50',
          nameAr: 'أقلام حبر جاف، علبة 50 قلماً',
          price: 38,
          art: 'pens',
          colour: 'blue',
          short: 'Fifty smooth-writing 1.0 mm ballpoint pens in blue ink, for offices, schools and reception desks.',
          shortAr: 'خمسون قلم حبر جاف بسن 1.0 مم وحبر أزرق يكتب بسلاسة، للمكاتب والمدارس ومكاتب الاستقبال.',
          long: 'A box of fifty keeps reception desks, meeting rooms and classrooms supplied for a term, and each pen writes about two kilometres of lines. The ink dries fast and does not smudge on forms or receipts.',
          longAr:
            'يكفي صندوق الخمسين قلماً مكاتب الاستقبال وقاعات الاجتماعات والفصول الدراسية لفصل دراسي كامل، ويكتب كل قلم خطوطاً يصل طولها إلى كيلومترين تقريباً. ويجف الحبر بسرعة دون أن يتلطخ على النماذج أو الإيصالات.',
          specs: [
            spec('Tip', 'السن', '1.0 mm', '1.0 مم'),
            spec('Ink colour', 'لون الحبر', 'Blue', 'أزرق'),
            pack('50 pens', '50 قلماً'),
          ],
        },
        {
          name: 'Gel Pens, Pack of 12',
          nameAr: 'أقلام جل، عبوة 12 قلماً',
          price: 24,
          art: 'pens',
          colour: 'black',
          short: 'Twelve quick-drying 0.5 mm gel pens with comfortable grips, ideal for signatures and forms.',
          shortAr: 'اثنا عشر قلم جل بسن 0.5 مم يجف بسرعة ومقبض مريح، مثالي للتوقيع وتعبئة النماذج.',
          long: 'The fine 0.5 mm tip gives a clean line for signatures, cheques and Arabic script, and the black ink is water-resistant once dry. A soft rubber grip keeps the hand relaxed when filling in long forms.',
          longAr:
            'يمنح الرأس الدقيق بقياس 0.5 مم خطاً واضحاً للتوقيعات والشيكات والكتابة العربية، ويصبح الحبر الأسود مقاوماً للماء بعد أن يجف. وتُبقي القبضة المطاطية الناعمة اليد مرتاحة عند تعبئة النماذج الطويلة.',
          specs: [
            spec('Tip', 'السن', '0.5 mm', '0.5 مم'),
            spec('Ink colour', 'لون الحبر', 'Black', 'أسود'),
            pack('12 pens', '12 قلماً'),
          ],
        },
        {
          name: 'Whiteboard Markers, Set of 8',
          nameAr: 'أقلام سبورة بيضاء، طقم 8 ألوان',
          price: 22,
          art: 'pens',
          colour: 'mixed',
          short: 'Eight low-odour whiteboard markers in assorted colours that wipe off cleanly without ghosting.',
          shortAr: 'ثمانية أقلام سبورة بيضاء بألوان متنوعة ورائحة خفيفة، تُمسح بسهولة دون أن تترك أثراً.',
          long: 'Teachers and project managers use the eight colours to separate topics and teams, and the low-odour ink suits closed classrooms and meeting rooms. Replace the caps after use and the markers keep writing for weeks.',
          longAr:
            'يستخدم المعلمون ومديرو المشاريع الألوان الثمانية للتمييز بين المواضيع والفرق، ويناسب الحبر منخفض الرائحة الفصول وقاعات الاجتماعات المغلقة. أعد الغطاء بعد الاستخدام، فتواصل الأقلام الكتابة لأسابيع.',
          specs: [spec('Tip', 'السن', 'Bullet, 2 mm', 'سن مستدير 2 مم'), colour('mixed'), pack('8 markers', '8 أقلام')],
        },
        {
          name: 'Executive Pen Gift Set',
          nameAr: 'طقم أقلام فاخر للهدايا',
          price: 250,
          flags: 'FN',
          art: 'pens',
          colour: 'black',
          short:
            'A ballpoint and rollerball pair in black lacquer with gold trim, in a presentation box ready for gifting.',
          shortAr: 'قلم حبر جاف وقلم حبر سائل بطلاء أسود لامع وحواف ذهبية، في علبة أنيقة جاهزة للإهداء.',
          long: 'The weighty brass barrels feel substantial in the hand, and the rollerball writes as smoothly as a fountain pen without the maintenance. Add a name or a company logo by laser engraving for retirements, promotions and visiting delegations.',
          longAr:
            'يمنح جسم القلمين المصنوع من النحاس إحساساً بالثقل والمتانة في اليد، ويكتب قلم الحبر السائل بانسيابية قلم الحبر التقليدي دون عناء صيانته. ويمكن إضافة اسم أو شعار الشركة بالحفر بالليزر لمناسبات التقاعد والترقيات والوفود الزائرة.',
          specs: [
            spec('Contents', 'المحتويات', 'Ballpoint and rollerball pens', 'قلم حبر جاف وقلم حبر سائل'),
            material('Lacquered brass with gold trim', 'نحاس مطلي بحواف ذهبية'),
            spec('Personalisation', 'التخصيص', 'Engraving on request', 'النقش عند الطلب'),
          ],
        },
        {
          name: 'Magnetic Whiteboard 120 × 90 cm',
          nameAr: 'سبورة بيضاء مغناطيسية 120 × 90 سم',
          price: 235,
          art: 'whiteboard',
          colour: 'silver',
          short: 'A magnetic whiteboard with an aluminium frame and a pen tray, for meeting rooms and classrooms.',
          shortAr: 'سبورة بيضاء مغناطيسية بإطار من الألمنيوم وحامل للأقلام، لغرف الاجتماعات والفصول الدراسية.',
          long: 'The lacquered steel surface takes magnets for pinning up plans and schedules, and it wipes clean without the grey shadows that cheap boards leave. The 120 × 90 cm size fits a meeting room for six or a home study, and we fix it to the wall on delivery if you wish.',
          longAr:
            'يثبت على السطح الفولاذي المطلي المغناطيس لتعليق المخططات والجداول، ويُمسح بسهولة دون الظلال الرمادية التي تتركها السبورات الرخيصة. يناسب مقاس 120 × 90 سم قاعة اجتماعات لستة أشخاص أو غرفة دراسة منزلية، ونثبّتها على الجدار عند التوصيل إن رغبت.',
          specs: [
            dims(120, 2, 90),
            material('Lacquered steel surface, aluminium frame', 'سطح فولاذي مطلي وإطار من الألمنيوم'),
            spec('Mounting', 'التثبيت', 'Wall fixings included', 'تشمل أدوات التثبيت على الجدار'),
            warranty(5),
          ],
        },
      ],
    },
    {
      name: 'Desk Accessories & Filing',
      nameAr: 'إكسسوارات المكتب والملفات',
      description: 'Files, staplers, organisers, calculators and shredders.',
      descriptionAr: 'ملفات ودبّاسات ومنظمات مكتب وآلات حاسبة وآلات تمزيق الورق.',
      art: ['binder', 'organizer'],
      colours: ['navy', 'black'],
      products: [
        {
          name: 'Lever Arch Files, Pack of 10',
          nameAr: 'ملفات بذراع رافعة، عبوة 10 ملفات',
          price: 85,
          art: 'binder',
          colour: 'navy',
          short: 'Ten sturdy A4 lever arch files with 75 mm spines, label pockets and finger holes.',
          shortAr: 'عشرة ملفات A4 متينة بذراع رافعة وظهر بعرض 75 مم وجيوب للبطاقات وفتحات للأصابع.',
          long: 'Each 75 mm file holds about 500 sheets of 80 gsm paper, and the lever mechanism opens fully to add or remove pages anywhere in the file. Write the contents on the spine label so archives stay easy to search on a shelf.',
          longAr:
            'يتسع كل ملف بكعب 75 مم لنحو 500 ورقة بوزن 80 غراماً، وتُفتح آلية الذراع بالكامل لإضافة الأوراق أو سحبها من أي موضع في الملف. اكتب المحتوى على ملصق الكعب ليبقى البحث في الأرشيف على الرفوف سهلاً.',
          specs: [size('A4, 75 mm spine', 'A4، ظهر بعرض 75 مم'), colour('navy'), pack('10 files', '10 ملفات')],
        },
        {
          name: 'Heavy-Duty Stapler',
          nameAr: 'دبّاسة للاستخدام الشاق',
          price: 65,
          art: 'stapler',
          colour: 'black',
          short: 'A metal stapler that binds up to 100 sheets, with 1,000 staples included.',
          shortAr: 'دبّاسة معدنية تدبّس حتى 100 ورقة، مع 1,000 دبوس.',
          long: 'The long lever needs little force to drive a staple through a thick tender document or a 100-page report, and the depth guide keeps staples neatly aligned. It is built for print rooms, legal offices and schools that bind reports every day.',
          longAr:
            'تحتاج الذراع الطويلة إلى جهد قليل لتثبيت الدبوس في وثيقة مناقصة سميكة أو تقرير من 100 صفحة، ويحافظ دليل العمق على اصطفاف الدبابيس بانتظام. وقد صُممت لغرف الطباعة والمكاتب القانونية والمدارس التي تجمع التقارير يومياً.',
          specs: [
            spec('Capacity', 'السعة', 'Up to 100 sheets', 'حتى 100 ورقة'),
            material('Metal body', 'هيكل معدني'),
            colour('black'),
            warranty(2),
          ],
        },
        {
          name: 'Desktop Organiser Set',
          nameAr: 'طقم منظم مكتب',
          price: 110,
          art: 'organizer',
          colour: 'black',
          short: 'Three letter trays, a pen cup, a magazine file and a memo holder in matching black mesh.',
          shortAr: 'ثلاثة أدراج للأوراق وحامل أقلام وحامل مجلات وحامل ملاحظات من الشبك المعدني الأسود المتناسق.',
          long: 'Incoming, pending and outgoing papers each get their own tray, while the magazine file holds catalogues and the pen cup keeps the desk clear. The black mesh matches most desks and does not scratch or crack like plastic.',
          longAr:
            'تحصل الأوراق الواردة والمعلّقة والصادرة كل منها على درج خاص، بينما يحفظ حامل المجلات الكتالوجات ويُبقي حامل الأقلام المكتب مرتباً. ويتناسق الشبك الأسود مع معظم المكاتب، ولا يتخدش أو يتشقق كما يحدث مع البلاستيك.',
          specs: [material('Steel mesh', 'شبك فولاذي'), colour('black'), pack('6 pieces', '6 قطع')],
        },
        {
          name: 'Desktop Calculator, 12 Digits',
          nameAr: 'آلة حاسبة مكتبية 12 رقماً',
          price: 55,
          art: 'calculator',
          colour: 'charcoal',
          short: 'A large-key 12-digit calculator with a tilted display, tax keys and solar and battery power.',
          shortAr: 'آلة حاسبة بأزرار كبيرة وشاشة مائلة تعرض 12 رقماً، مع أزرار للضريبة وتعمل بالطاقة الشمسية والبطارية.',
          long: 'The tax, mark-up and percentage keys work out discounts and margins in one step, and the large keys suit accountants, shopkeepers and students. Solar power means it works in any office light, with a backup battery for dim rooms.',
          longAr:
            'تحسب مفاتيح الضريبة وهامش الربح والنسبة المئوية الخصومات والأرباح بخطوة واحدة، وتناسب المفاتيح الكبيرة المحاسبين وأصحاب المحلات والطلاب. وتعمل بالطاقة الشمسية تحت أي إضاءة مكتبية، مع بطارية احتياطية للغرف الخافتة الإضاءة.',
          specs: [
            spec('Display', 'الشاشة', '12 digits, tilted', '12 رقماً، مائلة'),
            spec('Power', 'الطاقة', 'Solar and battery', 'طاقة شمسية وبطارية'),
            colour('charcoal'),
            warranty(1),
          ],
        },
        {
          name: 'Cross-Cut Paper Shredder',
          nameAr: 'آلة تمزيق ورق بالقص المتقاطع',
          price: 240,
          art: 'shredder',
          colour: 'black',
          short:
            'A quiet cross-cut shredder for 10 sheets at a time, with a 20-litre bin, for home offices and small teams.',
          shortAr:
            'آلة تمزيق ورق هادئة بالقص المتقاطع تمزق 10 أوراق في المرة الواحدة مع سلة سعة 20 لتراً، للمكاتب المنزلية والفرق الصغيرة.',
          long: 'P-4 cross-cutting turns bank statements, ID copies and payslips into small particles that cannot be pieced together, which data protection rules expect for personal documents. It also takes staples and credit cards, and it runs quietly enough to sit beside a desk.',
          longAr:
            'يحوّل التقطيع المتقاطع بمستوى P-4 كشوف الحسابات ونسخ الهويات وقسائم الرواتب إلى قصاصات صغيرة يتعذر جمعها، وهو ما تتطلبه قواعد حماية البيانات للمستندات الشخصية. ويقطع أيضاً الدبابيس وبطاقات الائتمان، ويعمل بهدوء يسمح بوضعه بجوار المكتب.',
          specs: [
            spec('Capacity', 'السعة', '10 sheets at a time', '10 أوراق في المرة الواحدة'),
            spec('Security level', 'مستوى الأمان', 'P-4 cross-cut', 'P-4 قص متقاطع'),
            spec('Bin', 'السلة', '20 litres', '20 لتراً'),
            warranty(2),
          ],
        },
      ],
    },
  ],
};
