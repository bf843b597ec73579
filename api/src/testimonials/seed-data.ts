import type { TestimonialFields } from './model';

/** Built-in testimonials: customers from schools, clinics, banks, government offices and homes. */
export const SEED_TESTIMONIALS: readonly TestimonialFields[] = [
  {
    seedKey: 'government-office-fit-out',
    name: 'Mohammed Al-Kuwari',
    nameAr: 'محمد الكواري',
    company: 'Administration Manager, government office in Doha',
    companyAr: 'مدير الشؤون الإدارية، جهة حكومية في الدوحة',
    text: 'OGulf furnished two floors of our offices, from executive desks to 60 workstations. The team delivered on the agreed weekend, installed everything and took all the packaging away. Three years later the chairs still look new.',
    textAr:
      'جهّزت أو جلف طابقين من مكاتبنا، من المكاتب التنفيذية إلى 60 محطة عمل. سلّم الفريق كل شيء في عطلة نهاية الأسبوع المتفق عليها، وركّبه وأخذ معه جميع مواد التغليف. وبعد ثلاث سنوات ما زالت الكراسي تبدو جديدة.',
    rating: 5,
    active: true,
    order: 1,
  },
  {
    seedKey: 'school-interactive-panels',
    name: 'Sarah Thompson',
    nameAr: 'سارة تومسون',
    company: 'Facilities Manager, international school in Al Waab',
    companyAr: 'مديرة المرافق، مدرسة دولية في الوعب',
    text: 'We replaced the whiteboards in 24 classrooms with 75-inch interactive panels. OGulf mounted them during the mid-term break and trained our teachers on site. Support has been quick every time we have called.',
    textAr:
      'استبدلنا السبورات في 24 فصلاً دراسياً بشاشات تفاعلية مقاس 75 بوصة. ركّبتها أو جلف خلال إجازة منتصف الفصل ودرّبت معلمينا في المدرسة، وكان الدعم سريعاً في كل مرة اتصلنا بهم.',
    rating: 5,
    active: true,
    order: 2,
  },
  {
    seedKey: 'clinic-waiting-area',
    name: 'Dr. Fatima Al-Sulaiti',
    nameAr: 'د. فاطمة السليطي',
    company: 'Medical Director, family clinic in Al Rayyan',
    companyAr: 'المديرة الطبية، عيادة عائلية في الريان',
    text: 'Our waiting area needed seating that is comfortable and easy to clean. The beam seating and reception counter they suggested fit perfectly, and delivery was on the day they promised.',
    textAr:
      'كانت منطقة الانتظار لدينا بحاجة إلى مقاعد مريحة وسهلة التنظيف. جاءت مقاعد الانتظار وكاونتر الاستقبال اللذان اقترحوهما مناسبة تماماً، ووصل الطلب في اليوم الذي وعدوا به.',
    rating: 5,
    active: true,
    order: 3,
  },
  {
    seedKey: 'bank-branch-counters',
    name: 'Rajesh Menon',
    nameAr: 'راجيش مينون',
    company: 'Head of Branch Operations, bank in West Bay',
    companyAr: 'رئيس عمليات الفروع، بنك في الخليج الغربي',
    text: 'We bought value counters and counterfeit detectors for six branches. Their technicians calibrated every machine on site and came back the same day when we needed a new currency added.',
    textAr:
      'اشترينا آلات عد القيمة وأجهزة كشف العملات المزيفة لستة فروع. عاير فنيوهم كل آلة في الموقع، وعادوا في اليوم نفسه عندما احتجنا إلى إضافة عملة جديدة.',
    rating: 5,
    active: true,
    order: 4,
  },
  {
    seedKey: 'lusail-apartment',
    name: 'Noora Al-Mannai',
    nameAr: 'نورة المناعي',
    company: 'Homeowner, Lusail',
    companyAr: 'صاحبة منزل، لوسيل',
    text: 'We furnished our new apartment in Lusail with their sofas, beds and a dining set. Good quality for the price, and the team assembled everything carefully. The wardrobe arrived a week later than planned, but they kept us informed.',
    textAr:
      'أثّثنا شقتنا الجديدة في لوسيل بالكنب والأسرّة وطقم السفرة من أو جلف. جودة جيدة مقابل السعر، وركّب الفريق كل شيء بعناية. وصلت خزانة الملابس بعد الموعد المخطط بأسبوع، لكنهم أبقونا على اطلاع دائماً.',
    rating: 4,
    active: true,
    order: 5,
  },
  {
    seedKey: 'consultancy-it',
    name: 'Ahmed Hassan',
    nameAr: 'أحمد حسن',
    company: 'IT Manager, engineering consultancy in Msheireb',
    companyAr: 'مدير تقنية المعلومات، شركة استشارات هندسية في مشيرب',
    text: 'Laptops, workstations and a colour copier, all configured before delivery and working on our network within an hour. Buying furniture and IT from one supplier has saved us a lot of time.',
    textAr:
      'أجهزة لابتوب ومحطات عمل وآلة نسخ ملونة، جُهّزت كلها قبل التسليم وعملت على شبكتنا خلال ساعة. وفّر علينا شراء الأثاث وتقنية المعلومات من مورد واحد الكثير من الوقت.',
    rating: 5,
    active: true,
    order: 6,
  },
  {
    seedKey: 'jeweller-safe',
    name: 'Khalid Al-Marri',
    nameAr: 'خالد المري',
    company: 'Owner, jewellery shop in Doha',
    companyAr: 'صاحب محل مجوهرات في الدوحة',
    text: 'The fire-resistant safe was carried up to our first-floor office and bolted down the same afternoon. Professional from our first visit to the showroom.',
    textAr:
      'حُملت الخزنة المقاومة للحريق إلى مكتبنا في الطابق الأول وثُبّتت في الأرضية بعد ظهر اليوم نفسه. تعامل احترافي منذ زيارتنا الأولى لصالة العرض.',
    rating: 5,
    active: true,
    order: 7,
  },
  {
    seedKey: 'logistics-supplies',
    name: 'Maria Santos',
    nameAr: 'ماريا سانتوس',
    company: 'Office Administrator, logistics company in the Industrial Area',
    companyAr: 'مسؤولة إدارة المكتب، شركة لوجستية في المنطقة الصناعية',
    text: 'We order our paper, toner and stationery every month and it always comes with the next delivery. Prices are fair and the team is friendly on the phone and on WhatsApp.',
    textAr:
      'نطلب الورق والأحبار والقرطاسية كل شهر، وتصل دائماً مع التوصيلة التالية. الأسعار معقولة والفريق ودود عبر الهاتف والواتساب.',
    rating: 4,
    active: true,
    order: 8,
  },
];
