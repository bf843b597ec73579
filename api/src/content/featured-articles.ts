import { AUTHORS } from './article-topics';
import type { ArticleAuthor } from './model';

/** A hand-written article with its Arabic translation (bodies in the blog's Markdown subset). */
export interface HandWrittenArticle {
  title: string;
  titleAr: string;
  /** Used as the SEO title when `title` is longer than 60 characters. */
  shortTitle: string;
  excerpt: string;
  excerptAr: string;
  content: string;
  contentAr: string;
  publishDate: Date;
  author: ArticleAuthor;
  tags: string[];
  readTime: number;
  imageAlt: string;
  imageAltAr: string;
}

const CHAIR_CONTENT = `Most office workers in Qatar spend eight hours or more at their desks, Sunday to Thursday, and many put in extra hours during busy seasons. Over a year that adds up to nearly two thousand hours in the same seat. A chair that fits you well keeps you comfortable and focused; a poor one slowly turns into back pain, stiff shoulders and tired legs. This guide explains what to look for, how to test a chair properly, and why the local climate should influence your choice.

## Start with how you actually work

Before comparing models, think about your working day. Someone who types for most of the day needs different support from a manager who moves between meetings, phone calls and paperwork. Ask yourself three questions:

- How many hours a day will you really sit in this chair?
- Do you mostly type, read on screen, write by hand or talk on the phone?
- Will one person use the chair, or will it be shared between shifts or hot desks?

A shared chair needs adjustments that are quick and easy to find, because every user will set it differently. A chair for one person can have finer controls that are set once and then left alone.

## The adjustments that matter most

Adjustability is what separates a task chair from an ordinary seat. These are the features we recommend checking first:

- **Seat height:** with your feet flat on the floor, your thighs should be roughly level and your knees at about 90 degrees.
- **Seat depth:** you should be able to fit two or three fingers between the front edge of the seat and the back of your knees. A sliding seat helps taller and shorter users alike.
- **Lumbar support:** the backrest should follow the natural curve of your lower back. Lumbar support that adjusts in height or firmness makes a big difference over a long day.
- **Backrest tilt and tension:** a synchronised mechanism lets the seat and back move together, so you can lean back and change posture without sliding forward.
- **Armrests:** they should let your shoulders relax while your elbows rest at desk height. Height-adjustable arms are the minimum; width and depth adjustment are a bonus.
- **Headrest:** useful if you often lean back to read or take calls, but not essential for everyone.

If a chair gets these basics right, it will suit most people. Extra features are worth paying for only when you will actually use them.

## Materials for Qatar's climate

Heat and humidity affect how a chair feels. Outside temperatures can pass 45°C in summer, and even in air-conditioned offices people arrive warm. Mesh backrests let air circulate and stay cooler than solid foam and fabric, which is why they are so popular here. For the seat, look for high-density moulded foam that keeps its shape instead of flattening after a few months.

The choice of upholstery also depends on where the chair will be used. Fabric is comfortable and breathable, but it should be easy to vacuum, because fine dust finds its way indoors. Leather and PU leather look smart in executive offices and reception areas and wipe clean quickly, but they can feel warm; good ventilation and regular conditioning keep them comfortable and prevent cracking where the air conditioning is strong and dry.

## Build quality and warranty

A good chair is an investment that should last many years. Check the base, the gas lift and the mechanism, because these parts carry the load every day. A five-star base in nylon or aluminium, a certified gas lift and castors suited to your floor (soft castors for tiles and hard floors, hard castors for carpet) are signs of a well-made chair. Ask about the warranty and whether spare parts such as castors, armrest pads and gas lifts are available locally. A supplier in Doha can replace a part in days; waiting for a part from abroad can take weeks.

## Test before you buy

Nothing replaces sitting in a chair. When you try one, give it at least ten minutes rather than a quick bounce. Set it up properly: adjust the height first, then the seat depth, then the lumbar support and armrests. Lean back, reach for your keyboard, and turn to the side as if you were taking a file from a cabinet. A good chair supports you in all of these positions without pressure points. Bring the measurements of your desk so you can check that the armrests fit underneath it.

### A quick checklist for your visit

- Feet flat, knees level, thighs supported along the seat
- Lower back supported without a gap
- Shoulders relaxed, elbows resting at desk height
- Controls you can reach and operate while seated
- Castors that suit your floor

## How we can help

At our showroom on Salwa Road in Al Waab, Doha, you can try a wide range of task, executive and meeting chairs side by side. Our team will help you set each one up, explain the mechanisms and suggest options within your budget. We are open Sunday to Thursday and on Saturday from 08:00 to 18:00, and closed on Friday. We deliver across Qatar by zone, and you can pay by cash, credit card on delivery or bank transfer. The right chair will repay its cost many times over in comfort, health and productivity.`;

const CHAIR_CONTENT_AR = `يقضي معظم الموظفين في قطر ثماني ساعات أو أكثر يوميًا على مكاتبهم من الأحد إلى الخميس، ويعمل كثيرون منهم ساعات إضافية في مواسم الذروة. وعلى مدار العام يصل ذلك إلى نحو ألفي ساعة في المقعد نفسه. الكرسي المناسب يمنحك الراحة ويساعدك على التركيز، أما الكرسي غير المناسب فيتحول تدريجيًا إلى آلام في الظهر وتيبّس في الكتفين وإرهاق في الساقين. يشرح هذا الدليل ما الذي تبحث عنه، وكيف تجرّب الكرسي بالطريقة الصحيحة، ولماذا ينبغي أن يؤثر المناخ المحلي في اختيارك.

## ابدأ بطريقة عملك الفعلية

قبل المقارنة بين الطرازات، فكّر في يوم عملك. فمن يقضي معظم يومه في الكتابة على لوحة المفاتيح يحتاج إلى دعم يختلف عما يحتاج إليه مدير يتنقل بين الاجتماعات والمكالمات الهاتفية والأوراق. اطرح على نفسك ثلاثة أسئلة:

- كم ساعة ستجلس فعلًا على هذا الكرسي كل يوم؟
- هل تكتب على الحاسوب في الغالب، أم تقرأ على الشاشة، أم تكتب بخط اليد، أم تتحدث عبر الهاتف؟
- هل سيستخدم الكرسي شخص واحد، أم سيتشاركه عدة أشخاص في نوبات عمل مختلفة أو في مكاتب مشتركة؟

يحتاج الكرسي المشترك إلى أدوات تعديل سريعة وسهلة الوصول، لأن كل مستخدم سيضبطه بطريقة مختلفة. أما الكرسي المخصص لشخص واحد فيمكن أن يتضمن أدوات تحكم أدق تُضبط مرة واحدة ثم تُترك.

## التعديلات الأكثر أهمية

قابلية التعديل هي ما يميز كرسي العمل عن المقعد العادي. وهذه هي الميزات التي ننصح بالتحقق منها أولًا:

- **ارتفاع المقعد:** عندما تكون قدماك مسطحتين على الأرض، ينبغي أن يكون فخذاك في وضع أفقي تقريبًا وركبتاك بزاوية تقارب 90 درجة.
- **عمق المقعد:** يجب أن تتسع المسافة بين الحافة الأمامية للمقعد وباطن ركبتيك لإصبعين أو ثلاثة. ويفيد المقعد المنزلق أصحاب القامات الطويلة والقصيرة على حد سواء.
- **دعم أسفل الظهر:** ينبغي أن يتبع مسند الظهر الانحناء الطبيعي لأسفل ظهرك. ويُحدث الدعم القابل للتعديل في الارتفاع أو الصلابة فرقًا كبيرًا على مدار يوم طويل.
- **إمالة مسند الظهر وشدّتها:** تتيح الآلية المتزامنة أن يتحرك المقعد والظهر معًا، فتستطيع الاتكاء إلى الخلف وتغيير وضعيتك دون أن تنزلق إلى الأمام.
- **مساند الذراعين:** ينبغي أن تسمح لكتفيك بالاسترخاء بينما يستقر مرفقاك عند مستوى سطح المكتب. والحد الأدنى هو مساند قابلة لتعديل الارتفاع، أما تعديل العرض والعمق فميزة إضافية.
- **مسند الرأس:** مفيد إذا كنت تتكئ إلى الخلف كثيرًا للقراءة أو لإجراء المكالمات، لكنه ليس ضروريًا للجميع.

إذا أتقن الكرسي هذه الأساسيات فسيناسب معظم الناس. أما الميزات الإضافية فلا تستحق ثمنها إلا إذا كنت ستستخدمها فعلًا.

## خامات تناسب مناخ قطر

تؤثر الحرارة والرطوبة في شعورك بالكرسي. فقد تتجاوز درجات الحرارة في الخارج 45 درجة مئوية صيفًا، وحتى في المكاتب المكيفة يصل الناس وهم يشعرون بالحر. تسمح مساند الظهر الشبكية بدوران الهواء وتبقى أبرد من الإسفنج والقماش المصمت، ولهذا تحظى بشعبية كبيرة هنا. أما المقعد فابحث فيه عن إسفنج مقولب عالي الكثافة يحافظ على شكله بدلًا من أن يهبط بعد بضعة أشهر.

ويعتمد اختيار التنجيد أيضًا على مكان استخدام الكرسي. فالقماش مريح ويسمح بمرور الهواء، لكن ينبغي أن يكون سهل التنظيف بالمكنسة الكهربائية لأن الغبار الناعم يتسلل إلى الداخل. أما الجلد الطبيعي والجلد الصناعي فيمنحان مكاتب الإدارة ومناطق الاستقبال مظهرًا أنيقًا ويُمسحان بسرعة، لكنهما قد يبدوان دافئين؛ وتحافظ التهوية الجيدة والعناية المنتظمة على راحتهما وتمنع تشققهما حيث يكون التكييف قويًا والهواء جافًا.

## جودة التصنيع والضمان

الكرسي الجيد استثمار ينبغي أن يدوم سنوات طويلة. افحص القاعدة ومكبس الغاز والآلية، لأن هذه الأجزاء تتحمل الحمل كل يوم. فالقاعدة الخماسية المصنوعة من النايلون أو الألومنيوم، ومكبس الغاز المعتمد، والعجلات المناسبة لنوع أرضيتك (عجلات لينة للبلاط والأرضيات الصلبة، وعجلات صلبة للسجاد) كلها علامات على كرسي جيد الصنع. واسأل عن الضمان وعن توفر قطع الغيار محليًا مثل العجلات ووسائد مساند الذراعين ومكابس الغاز. فالمورّد الموجود في الدوحة يستطيع استبدال القطعة خلال أيام، بينما قد يستغرق انتظار قطعة من الخارج أسابيع.

## جرّب قبل أن تشتري

لا شيء يغني عن الجلوس على الكرسي. وعندما تجرّبه، امنحه عشر دقائق على الأقل بدلًا من جلسة سريعة. اضبطه بالطريقة الصحيحة: عدّل الارتفاع أولًا، ثم عمق المقعد، ثم دعم أسفل الظهر ومساند الذراعين. اتكئ إلى الخلف، ومدّ يدك إلى لوحة المفاتيح، واستدر جانبًا كأنك تتناول ملفًا من خزانة. ينبغي أن يدعمك الكرسي الجيد في جميع هذه الأوضاع دون نقاط ضغط. واحضر معك مقاسات مكتبك لتتأكد من أن مساند الذراعين تدخل تحته.

### قائمة تحقق سريعة لزيارتك

- القدمان مسطحتان على الأرض، والركبتان في مستوى أفقي، والفخذان مدعومان على طول المقعد
- أسفل الظهر مدعوم دون فراغ
- الكتفان مسترخيتان، والمرفقان عند مستوى سطح المكتب
- أدوات تحكم يمكنك الوصول إليها وتشغيلها وأنت جالس
- عجلات تناسب نوع أرضيتك

## كيف يمكننا مساعدتك

في صالة العرض الخاصة بنا على طريق السلوى في منطقة الوعب بالدوحة، يمكنك تجربة مجموعة واسعة من كراسي العمل والكراسي التنفيذية وكراسي الاجتماعات جنبًا إلى جنب. وسيساعدك فريقنا على ضبط كل كرسي، ويشرح لك آلياته، ويقترح عليك خيارات تناسب ميزانيتك. نستقبلكم من الأحد إلى الخميس ويوم السبت من الساعة 08:00 حتى 18:00، ونغلق يوم الجمعة. ونوصل الطلبات إلى جميع أنحاء قطر حسب المنطقة، مع إمكانية الدفع نقدًا أو بالبطاقة الائتمانية عند الاستلام أو بالتحويل البنكي. والكرسي المناسب سيعوّض تكلفته أضعافًا في صورة راحة وصحة وإنتاجية.`;

const FIT_OUT_CONTENT = `Moving into a new office, or transforming the one you have, is one of the biggest projects a business takes on. In Doha, fit-outs often follow the rhythm of lease renewals and company growth, and they have to fit around tight handover dates. A clear plan keeps the project on budget and avoids the most common surprises: furniture that arrives before the space is ready, or a finished space with nowhere for people to sit. This step-by-step guide follows the order we use with our clients.

## Step 1: Define your needs and budget

Start with people, not furniture. Count how many staff will work in the office today and how many you expect in two or three years. Note who needs a private office, who works in teams, who is often out visiting clients, and how many visitors you receive. From this you can estimate the number of workstations, meeting rooms and storage units you need.

Set a realistic budget at the same time and divide it into categories: workstations and seating, meeting and reception areas, storage, IT and audio-visual equipment, and a contingency of around ten percent. Decide early where to invest: chairs and desks used eight hours a day deserve a larger share of the budget than furniture that is rarely used.

## Step 2: Survey the space

Measure the space carefully or ask the landlord for the floor plans, then visit in person to check them. Pay attention to:

- Columns, windows and door swings that limit where desks can go
- The position of power points, data points and air-conditioning outlets
- Natural light and the direction of the afternoon sun, which is strong in Qatar
- Access for delivery: lift sizes, loading areas and the building's rules on working hours

Many towers in West Bay and Lusail only allow deliveries and installation at certain times, so check the building management's rules before scheduling anything.

## Step 3: Plan the layout

With your needs and measurements in hand, draw a layout. Group teams that work together and keep noisy areas such as the pantry, the printer zone and reception away from quiet work. Leave walkways of at least 1.2 metres on main routes and enough space behind each chair to push back comfortably. Consider a mix of spaces: open workstations for collaboration, a few enclosed rooms for confidential calls, and a meeting room sized for your typical meeting rather than your largest one.

**Ask for a layout proposal before you order.** Seeing the furniture drawn on your own floor plan is the easiest way to spot a blocked door, a cramped corner or a desk in full sun while changes are still free.

## Step 4: Choose furniture and finishes

Select furniture that suits both the way you work and the look you want. Keep finishes consistent across the office so that it feels like one space: two or three colours for desktops and panels, one frame colour, and an accent colour for upholstery that matches your brand. Choose materials that cope with local conditions: scratch-resistant laminates, easy-to-clean fabrics and mesh chairs that stay cool.

Wherever possible, try the chairs and look at samples of desks and finishes in a showroom. Approve the samples in writing so that there are no surprises on delivery.

## Step 5: Schedule delivery and installation

Agree a timeline with your supplier that works backwards from your move-in date. Stock items can usually be delivered within days, while made-to-order workstations and executive furniture may take several weeks. Plan the installation after the flooring, painting and ceiling work are finished, but before the IT team connects the computers. Remember that there is no delivery on Friday and that some buildings restrict working hours, so build in a few days of margin.

### Your move-in checklist

- Layout approved and signed off
- Samples and finishes confirmed in writing
- Delivery dates agreed with the building management
- Power and data points tested at each desk
- Snag list checked with the installer before handover

## Step 6: Move in and review

A week or two after moving in, walk through the office with your team. Small changes, such as moving a pedestal, adding a monitor arm or adjusting a chair, can make a big difference to comfort. Keep a record of all the furniture, warranties and finishes; it will make future additions and repairs much simpler.

## Start your project with us

Since 2006 we have helped companies across Qatar plan and furnish their offices, from small startups to large headquarters. Visit our showroom on Salwa Road in Al Waab, Doha, Sunday to Thursday and Saturday from 08:00 to 18:00, or request a quote with your floor plan and headcount. We deliver and install across Qatar by zone, and you can pay by cash, credit card on delivery or bank transfer.`;

const FIT_OUT_CONTENT_AR = `يُعد الانتقال إلى مكتب جديد أو تحويل المكتب الحالي من أكبر المشاريع التي تخوضها أي شركة. وفي الدوحة كثيرًا ما تتبع مشاريع التجهيز إيقاع تجديد عقود الإيجار ونمو الشركات، ويجب أن تنسجم مع مواعيد تسليم ضيقة. والخطة الواضحة تُبقي المشروع ضمن الميزانية وتجنّبك أكثر المفاجآت شيوعًا: أثاث يصل قبل أن يكون المكان جاهزًا، أو مكان اكتمل تجهيزه دون مقاعد يجلس عليها الموظفون. يتبع هذا الدليل خطوة بخطوة الترتيب الذي نعتمده مع عملائنا.

## الخطوة 1: حدّد احتياجاتك وميزانيتك

ابدأ بالأشخاص لا بالأثاث. احسب عدد الموظفين الذين سيعملون في المكتب اليوم، والعدد الذي تتوقعه بعد سنتين أو ثلاث. وحدّد من يحتاج إلى مكتب خاص، ومن يعمل ضمن فرق، ومن يقضي وقتًا طويلًا خارج المكتب في زيارة العملاء، وكم زائرًا تستقبل. ومن ذلك يمكنك تقدير عدد محطات العمل وغرف الاجتماعات ووحدات التخزين التي تحتاج إليها.

وضع في الوقت نفسه ميزانية واقعية، وقسّمها إلى فئات: محطات العمل والمقاعد، ومناطق الاجتماعات والاستقبال، والتخزين، ومعدات تقنية المعلومات والصوت والصورة، واحتياطي يقارب عشرة في المئة. وقرّر مبكرًا أين تستثمر: فالكراسي والمكاتب التي تُستخدم ثماني ساعات يوميًا تستحق حصة أكبر من الميزانية مقارنة بالأثاث الذي نادرًا ما يُستخدم.

## الخطوة 2: امسح المساحة

قِس المساحة بعناية أو اطلب مخططات الطوابق من المالك، ثم زُر الموقع بنفسك للتحقق منها. وانتبه إلى ما يلي:

- الأعمدة والنوافذ واتجاهات فتح الأبواب التي تحدّ من أماكن وضع المكاتب
- مواقع مآخذ الكهرباء ونقاط الشبكة ومخارج التكييف
- الإضاءة الطبيعية واتجاه شمس العصر، وهي قوية في قطر
- إمكانية الوصول للتوصيل: مقاسات المصاعد ومناطق التحميل وأنظمة المبنى بشأن ساعات العمل

لا تسمح كثير من الأبراج في الخليج الغربي ولوسيل بالتوصيل والتركيب إلا في أوقات محددة، لذا تحقق من أنظمة إدارة المبنى قبل تحديد أي موعد.

## الخطوة 3: خطّط التوزيع

بعد أن تتوفر لديك الاحتياجات والمقاسات، ارسم مخطط التوزيع. اجمع الفرق التي تعمل معًا، وأبعد المناطق الصاخبة مثل المطبخ الصغير ومنطقة الطابعات والاستقبال عن أماكن العمل الهادئ. واترك ممرات لا يقل عرضها عن 1.2 متر في المسارات الرئيسية، ومساحة كافية خلف كل كرسي لدفعه إلى الخلف بسهولة. وفكّر في مزيج من المساحات: محطات عمل مفتوحة للتعاون، وبضع غرف مغلقة للمكالمات السرية، وغرفة اجتماعات بحجم اجتماعاتك المعتادة لا أكبرها.

**اطلب مقترحًا للتوزيع قبل أن تطلب الأثاث.** فرؤية الأثاث مرسومًا على مخطط طابقك هي أسهل طريقة لاكتشاف باب مسدود أو زاوية ضيقة أو مكتب تحت أشعة الشمس المباشرة ما دامت التعديلات بلا تكلفة.

## الخطوة 4: اختر الأثاث والتشطيبات

اختر أثاثًا يناسب طريقة عملك والمظهر الذي تريده معًا. وحافظ على تناسق التشطيبات في أنحاء المكتب ليبدو مساحة واحدة: لونان أو ثلاثة لأسطح المكاتب والألواح، ولون واحد للهياكل، ولون مميز للتنجيد يتماشى مع هوية علامتك التجارية. واختر خامات تتحمل الظروف المحلية: أسطح لامينيت مقاومة للخدش، وأقمشة سهلة التنظيف، وكراسي شبكية تبقى باردة.

وجرّب الكراسي وعاين عينات المكاتب والتشطيبات في صالة العرض كلما أمكن ذلك. واعتمد العينات كتابيًا حتى لا تواجه مفاجآت عند التسليم.

## الخطوة 5: جدوِل التوصيل والتركيب

اتفق مع المورّد على جدول زمني يبدأ من موعد انتقالك ويعود إلى الوراء. فالمنتجات المتوفرة في المخزون يمكن عادةً توصيلها خلال أيام، بينما قد تستغرق محطات العمل المصنوعة حسب الطلب والأثاث التنفيذي عدة أسابيع. وخطّط للتركيب بعد الانتهاء من أعمال الأرضيات والدهان والأسقف، وقبل أن يوصل فريق تقنية المعلومات أجهزة الحاسوب. وتذكّر أنه لا يوجد توصيل يوم الجمعة وأن بعض المباني تقيّد ساعات العمل، لذا اترك هامشًا من بضعة أيام.

### قائمة التحقق قبل الانتقال

- اعتماد مخطط التوزيع والتوقيع عليه
- تأكيد العينات والتشطيبات كتابيًا
- الاتفاق على مواعيد التوصيل مع إدارة المبنى
- اختبار نقاط الكهرباء والشبكة عند كل مكتب
- مراجعة قائمة الملاحظات مع فريق التركيب قبل الاستلام

## الخطوة 6: انتقل وراجِع

بعد أسبوع أو أسبوعين من الانتقال، تجوّل في المكتب مع فريقك. فالتغييرات الصغيرة، مثل نقل وحدة أدراج أو إضافة حامل شاشة أو ضبط كرسي، قد تُحدث فرقًا كبيرًا في الراحة. واحتفظ بسجل لجميع قطع الأثاث والضمانات والتشطيبات، فذلك يجعل الإضافات والإصلاحات المستقبلية أسهل بكثير.

## ابدأ مشروعك معنا

منذ عام 2006 نساعد الشركات في جميع أنحاء قطر على تخطيط مكاتبها وتأثيثها، من الشركات الناشئة الصغيرة إلى المقار الرئيسية الكبيرة. زوروا صالة العرض على طريق السلوى في منطقة الوعب بالدوحة من الأحد إلى الخميس ويوم السبت من الساعة 08:00 حتى 18:00، أو اطلبوا عرض سعر مع مخطط الطابق وعدد الموظفين. نوصل ونركّب في جميع أنحاء قطر حسب المنطقة، ويمكنكم الدفع نقدًا أو بالبطاقة الائتمانية عند الاستلام أو بالتحويل البنكي.`;

/** The two featured articles, newest first; both are newer than every generated one. */
export const FEATURED_ARTICLES: readonly HandWrittenArticle[] = [
  {
    title: 'How to Choose the Right Office Chair for Long Workdays in Qatar',
    titleAr: 'كيف تختار كرسي المكتب المناسب لساعات العمل الطويلة في قطر',
    shortTitle: 'How to Choose the Right Office Chair in Qatar',
    excerpt:
      "A practical guide to choosing an office chair that keeps you comfortable through long workdays: the adjustments that matter, materials suited to Qatar's heat and humidity, and how to test a chair before you buy.",
    excerptAr:
      'دليل عملي لاختيار كرسي مكتب يمنحك الراحة طوال ساعات العمل الطويلة: التعديلات الأهم، والخامات المناسبة لحرارة قطر ورطوبتها، وكيف تجرّب الكرسي قبل الشراء.',
    content: CHAIR_CONTENT,
    contentAr: CHAIR_CONTENT_AR,
    publishDate: new Date('2025-06-12T00:00:00.000Z'),
    author: AUTHORS.rania,
    tags: ['office-chairs', 'ergonomics', 'qatar', 'office-furniture'],
    readTime: 5,
    imageAlt: 'Illustration of an ergonomic office chair with a mesh backrest on a navy background with gold accents',
    imageAltAr: 'رسم توضيحي لكرسي مكتب مريح بمسند ظهر شبكي على خلفية زرقاء داكنة بلمسات ذهبية',
  },
  {
    title: 'Planning a Modern Office Fit-Out in Doha: A Step-by-Step Guide',
    titleAr: 'تخطيط تجهيز مكتب عصري في الدوحة: دليل خطوة بخطوة',
    shortTitle: 'Planning an Office Fit-Out in Doha',
    excerpt:
      'From headcount and budget to move-in day: a practical, step-by-step plan for fitting out an office in Doha, covering surveys, layouts, finishes, delivery schedules and building rules.',
    excerptAr:
      'من عدد الموظفين والميزانية إلى يوم الانتقال: خطة عملية خطوة بخطوة لتجهيز مكتب في الدوحة، تشمل مسح الموقع والمخططات والتشطيبات وجداول التوصيل وأنظمة المباني.',
    content: FIT_OUT_CONTENT,
    contentAr: FIT_OUT_CONTENT_AR,
    publishDate: new Date('2025-06-08T00:00:00.000Z'),
    author: AUTHORS.yousef,
    tags: ['planning', 'desks', 'budget', 'qatar', 'office-furniture'],
    readTime: 5,
    imageAlt:
      'Illustration of an office floor plan with workstations and a ruler on a navy background with gold accents',
    imageAltAr: 'رسم توضيحي لمخطط طابق مكتبي يضم محطات عمل ومسطرة على خلفية زرقاء داكنة بلمسات ذهبية',
  },
];
