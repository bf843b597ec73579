import type { Lang } from './urls';

/** Sitemap change frequencies (sitemaps.org). */
export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export type Localized = Readonly<Record<Lang, string>>;

/** A fixed public page: its sitemap entry and the texts of its head tags. */
export interface SitePage {
  path: string;
  /** Sitemap priority. */
  priority: number;
  /** Left out where the spec says "not shown". */
  changefreq?: ChangeFrequency;
  /** The page's own name (breadcrumbs, the summary's key pages). */
  name: Localized;
  /** A document title written in full (at most 60 characters); otherwise it is built from `name`. */
  title?: Localized;
  /** Meta description, at most 160 characters. */
  description: Localized;
  /** Listed under "Key pages" in the AI summary. */
  keyPage?: boolean;
}

/** The three office-furniture landing pages (web-kit's CITY_LANDINGS). */
export const CITIES = [
  { slug: 'doha', name: { en: 'Doha', ar: 'الدوحة' } },
  { slug: 'lusail', name: { en: 'Lusail', ar: 'لوسيل' } },
  { slug: 'al-waab', name: { en: 'Al Waab', ar: 'الوعب' } },
] as const;

export type CitySlug = (typeof CITIES)[number]['slug'];
export const cityPath = (slug: CitySlug): string => `/office-furniture-${slug}`;

const CITY_TEXT: Readonly<Record<CitySlug, Localized>> = {
  doha: {
    en: 'Office furniture and IT products for Doha offices: desks, chairs, storage and meeting tables from our Salwa Road showroom, delivered and installed free.',
    ar: 'أثاث مكتبي ومنتجات تقنية لمكاتب الدوحة: مكاتب وكراسٍ ووحدات تخزين وطاولات اجتماعات من صالة عرضنا على طريق سلوى، مع توصيل وتركيب مجاني.',
  },
  lusail: {
    en: 'Furnish your Lusail office with desks, ergonomic chairs, workstations, storage and IT products, delivered and installed free by the OGulf team.',
    ar: 'جهّز مكتبك في لوسيل بمكاتب وكراسٍ مريحة ومحطات عمل ووحدات تخزين ومنتجات تقنية، يوصلها ويركّبها فريق أو جلف مجانًا.',
  },
  'al-waab': {
    en: 'Visit our showroom on Salwa Road in Al Waab for office and home furniture, IT products and safes, with free delivery and installation across Doha.',
    ar: 'زر صالة عرضنا على طريق سلوى في الوعب للأثاث المكتبي والمنزلي والمنتجات التقنية والخزائن، مع توصيل وتركيب مجاني في أنحاء الدوحة.',
  },
};

/**
 * Every fixed public page, in sitemap order. Priorities and frequencies follow the spec's table;
 * pages it does not list (collection, our story, the city landings, the blog index) have values
 * chosen here, and pages whose frequency the spec marks "not shown" have none.
 */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    priority: 1.0,
    changefreq: 'daily',
    name: { en: 'Home', ar: 'الرئيسية' },
    title: {
      en: 'Office Furniture in Qatar | OGulf Office Furniture',
      ar: 'أثاث مكتبي في قطر | أو جلف للأثاث المكتبي',
    },
    description: {
      en: 'Office furniture, home furniture and IT products in Doha and across Qatar since 2006: desks, chairs, storage, printers, safes and bank equipment. Free delivery.',
      ar: 'أثاث مكتبي ومنزلي ومنتجات تقنية في الدوحة وجميع أنحاء قطر منذ 2006: مكاتب وكراسٍ ووحدات تخزين وطابعات وخزائن ومعدات بنكية. توصيل مجاني.',
    },
    keyPage: true,
  },
  {
    path: '/products',
    priority: 0.9,
    changefreq: 'daily',
    name: { en: 'Products', ar: 'المنتجات' },
    description: {
      en: 'Browse office and home furniture, computers, printers, interactive screens, safes, bank equipment and stationery, with prices in QAR and free delivery in Qatar.',
      ar: 'تصفّح الأثاث المكتبي والمنزلي والحواسيب والطابعات والشاشات التفاعلية والخزائن والمعدات البنكية والقرطاسية، بالأسعار بالريال القطري وتوصيل مجاني في قطر.',
    },
    keyPage: true,
  },
  {
    path: '/collection',
    priority: 0.8,
    changefreq: 'weekly',
    name: { en: 'Collection', ar: 'المجموعة' },
    description: {
      en: 'Explore the OGulf collection by category: office furniture, seating, home furniture, IT products, safes, bank equipment and office supplies for Qatar.',
      ar: 'اكتشف مجموعة أو جلف حسب الفئة: أثاث مكتبي ومقاعد وأثاث منزلي ومنتجات تقنية وخزائن ومعدات بنكية ولوازم مكتبية في قطر.',
    },
  },
  {
    path: '/about',
    priority: 0.8,
    name: { en: 'About OGulf', ar: 'عن أو جلف' },
    description: {
      en: 'Since 2006 OGulf has supplied, delivered and installed office furniture and IT products for companies, government entities, banks, schools and homes in Qatar.',
      ar: 'منذ 2006 تورّد أو جلف الأثاث المكتبي والمنتجات التقنية وتوصلها وتركّبها للشركات والجهات الحكومية والبنوك والمدارس والمنازل في قطر.',
    },
    keyPage: true,
  },
  {
    path: '/services',
    priority: 0.7,
    name: { en: 'Our Services', ar: 'خدماتنا' },
    description: {
      en: 'Space planning and 3D layouts, supply, delivery and installation, corporate quotations, IT setup, bank equipment servicing and after-sales support in Qatar.',
      ar: 'تخطيط المساحات والتصاميم ثلاثية الأبعاد، التوريد والتوصيل والتركيب، عروض أسعار للشركات، إعداد الأجهزة التقنية، صيانة المعدات البنكية وخدمة ما بعد البيع في قطر.',
    },
    keyPage: true,
  },
  {
    path: '/fit-out',
    priority: 0.7,
    changefreq: 'monthly',
    name: { en: 'Fit-Out Quote Builder', ar: 'أداة عرض سعر التجهيز' },
    description: {
      en: 'Plan an office fit-out room by room: workstations, boardroom, reception, cash office. Get a suggested list from our catalogue and send it for a quotation.',
      ar: 'خطّط لتجهيز مكتبك غرفةً غرفة: محطات عمل وقاعة اجتماعات واستقبال ومكتب نقد. احصل على قائمة مقترحة من كتالوجنا وأرسلها لطلب عرض سعر.',
    },
    keyPage: true,
  },
  {
    path: '/contact',
    priority: 0.6,
    name: { en: 'Contact Us', ar: 'اتصل بنا' },
    description: {
      en: 'Call, WhatsApp, email or visit our showroom on Salwa Road, Al Waab, Doha, open Sunday to Thursday and Saturday 08:00–18:00. Request a quote online.',
      ar: 'اتصل بنا أو راسلنا عبر واتساب أو البريد الإلكتروني أو زر صالة العرض على طريق سلوى في الوعب، من الأحد إلى الخميس والسبت 08:00–18:00. اطلب عرض سعر.',
    },
    keyPage: true,
  },
  {
    path: '/our-story',
    priority: 0.5,
    changefreq: 'yearly',
    name: { en: 'Our Story', ar: 'قصتنا' },
    description: {
      en: 'From a small Doha showroom in 2006 to a trusted supplier for more than 5000 customers across Qatar: how OGulf grew, one office at a time.',
      ar: 'من صالة عرض صغيرة في الدوحة عام 2006 إلى مورّد موثوق لأكثر من 5000 عميل في أنحاء قطر: هكذا نمت أو جلف، مكتبًا بعد مكتب.',
    },
  },
  {
    path: '/customer-service',
    priority: 0.5,
    changefreq: 'monthly',
    name: { en: 'Customer Service', ar: 'خدمة العملاء' },
    description: {
      en: 'Help before, during and after your order by phone, WhatsApp, email or at our Doha showroom, Sunday to Thursday and Saturday 08:00–18:00. Friday closed.',
      ar: 'مساعدة قبل طلبك وأثناءه وبعده بالهاتف أو واتساب أو البريد الإلكتروني أو في صالة العرض بالدوحة، من الأحد إلى الخميس والسبت 08:00–18:00. الجمعة مغلق.',
    },
    keyPage: true,
  },
  {
    path: '/delivery-info',
    priority: 0.5,
    changefreq: 'monthly',
    name: { en: 'Delivery Information', ar: 'معلومات التوصيل' },
    description: {
      en: 'Free delivery across Qatar with no minimum order: delivery days and lead times by zone, installation by our own team, and what to expect on the day.',
      ar: 'توصيل مجاني في جميع أنحاء قطر دون حد أدنى للطلب: أيام التوصيل ومدده حسب المنطقة، والتركيب بواسطة فريقنا، وما يمكن توقعه يوم التسليم.',
    },
    keyPage: true,
  },
  {
    path: '/return-policy',
    priority: 0.5,
    changefreq: 'monthly',
    name: { en: 'Returns Policy', ar: 'سياسة الإرجاع' },
    description: {
      en: 'Return unused items in their original packaging within 7 days of delivery. Damaged or defective items are always repaired, replaced or refunded.',
      ar: 'أرجع المنتجات غير المستخدمة في عبوتها الأصلية خلال 7 أيام من التوصيل. ونصلح المنتجات التالفة أو المعيبة أو نستبدلها أو نردّ ثمنها دائمًا.',
    },
    keyPage: true,
  },
  {
    path: '/terms-conditions',
    priority: 0.5,
    changefreq: 'monthly',
    name: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
    description: {
      en: 'The terms for orders and quotations with OGulf: prices in QAR, payment by cash, card on delivery or bank transfer, delivery, installation and warranty.',
      ar: 'شروط الطلبات وعروض الأسعار لدى أو جلف: الأسعار بالريال القطري، الدفع نقدًا أو بالبطاقة عند التوصيل أو بالتحويل البنكي، التوصيل والتركيب والضمان.',
    },
  },
  ...CITIES.map((city): SitePage => ({
    path: cityPath(city.slug),
    priority: 0.8,
    changefreq: 'monthly',
    name: { en: `Office Furniture in ${city.name.en}`, ar: `أثاث مكتبي في ${city.name.ar}` },
    title: {
      en: `Office Furniture in ${city.name.en} | OGulf Office Furniture`,
      ar: `أثاث مكتبي في ${city.name.ar} | أو جلف للأثاث المكتبي`,
    },
    description: CITY_TEXT[city.slug],
    keyPage: true,
  })),
  {
    path: '/blog',
    priority: 0.7,
    changefreq: 'weekly',
    name: { en: 'Blog', ar: 'المدونة' },
    title: { en: 'Office Furniture Blog | OGulf Office Furniture', ar: 'مدونة الأثاث المكتبي | أو جلف للأثاث المكتبي' },
    description: {
      en: 'Guides and ideas for offices in Qatar: choosing chairs and desks, planning workspaces, IT equipment, safes, and keeping furniture in shape for years.',
      ar: 'أدلة وأفكار للمكاتب في قطر: اختيار الكراسي والمكاتب، تخطيط مساحات العمل، المعدات التقنية، الخزائن، والعناية بالأثاث لسنوات.',
    },
    keyPage: true,
  },
];

/** Sitemap values of the pages built from the data (spec table). */
export const DATA_PAGE_SITEMAP = {
  category: { priority: 0.8, changefreq: 'weekly' },
  subcategory: { priority: 0.7, changefreq: 'weekly' },
  product: { priority: 0.6, changefreq: 'weekly' },
  article: { priority: 0.7, changefreq: 'monthly' },
} as const satisfies Record<string, { priority: number; changefreq: ChangeFrequency }>;

/** Paths kept away from crawlers (spec: crawler exclusion, plus the admin routes). */
export const PRIVATE_PATHS = [
  '/checkout',
  '/cart',
  '/order-confirmation',
  '/track-order',
  '/quote/',
  '/admin',
  '/adm/',
] as const;
