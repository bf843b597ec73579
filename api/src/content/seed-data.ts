import { generateArticleText } from './article-generator';
import { describeCover } from './cover-image';
import { FEATURED_ARTICLES, type HandWrittenArticle } from './featured-articles';
import type { ArticleFields } from './model';
import { seoDescription, seoKeywords, seoTitle } from './seo';
import { slugify } from '@ogulf/contracts';

/**
 * The 40 built-in articles: the 2 hand-written featured ones and 38 generated from the titles
 * below. Generated articles are dated one every `GENERATED_INTERVAL_DAYS` days back from
 * 2025-06-01 (the first title gets 2025-06-01), read in 4 minutes and are not featured. Every
 * article has its Arabic title, excerpt, body and cover text; the slug stays the English one, and
 * the Arabic version is the same address with `?lang=ar`.
 */

/** A generated article's English title and its Arabic title, written for Arabic readers. */
export interface GeneratedTitle {
  title: string;
  titleAr: string;
}

export const GENERATED_ARTICLE_TITLES: readonly GeneratedTitle[] = [
  { title: 'Best Standing Desks for Doha Offices', titleAr: 'أفضل مكاتب العمل وقوفًا لشركات الدوحة' },
  {
    title: "How to Keep Office Furniture Looking New in Qatar's Climate",
    titleAr: 'كيف تحافظ على أثاث مكتبك كالجديد في مناخ قطر',
  },
  {
    title: 'Ergonomic Office Chairs: What Really Matters for Your Back',
    titleAr: 'كراسي المكتب المريحة: ما الذي يهم ظهرك حقًا',
  },
  { title: 'Executive Desks That Make a Lasting First Impression', titleAr: 'مكاتب تنفيذية تترك انطباعًا أول لا يُنسى' },
  {
    title: 'Choosing Conference Tables for Meeting Rooms of Every Size',
    titleAr: 'اختيار طاولات الاجتماعات لغرف بمختلف المساحات',
  },
  {
    title: 'Reception Area Design Ideas for Qatari Businesses',
    titleAr: 'أفكار لتصميم مناطق الاستقبال في الشركات القطرية',
  },
  { title: 'Smart Storage Solutions for Small Offices in Doha', titleAr: 'حلول تخزين ذكية للمكاتب الصغيرة في الدوحة' },
  {
    title: 'Filing Cabinets vs. Mobile Pedestals: Which Suits Your Team?',
    titleAr: 'خزائن الملفات أم وحدات الأدراج المتحركة: أيهما يناسب فريقك؟',
  },
  { title: 'Office Lighting for Comfort and Productivity', titleAr: 'إضاءة المكتب بين الراحة والإنتاجية' },
  { title: 'Setting Up a Productive Home Office in Qatar', titleAr: 'تجهيز مكتب منزلي منتج في قطر' },
  {
    title: 'Home Furniture Trends for Modern Qatari Villas',
    titleAr: 'اتجاهات الأثاث المنزلي في الفلل القطرية العصرية',
  },
  { title: 'Choosing the Right Office Printer for Your Business', titleAr: 'اختيار الطابعة المكتبية المناسبة لشركتك' },
  {
    title: "Business Laptops and Desktops: A Buyer's Guide for Qatar Companies",
    titleAr: 'الحواسيب المحمولة والمكتبية: دليل الشراء لشركات قطر',
  },
  {
    title: 'Interactive Screens for Meeting Rooms and Classrooms',
    titleAr: 'الشاشات التفاعلية لغرف الاجتماعات والفصول الدراسية',
  },
  { title: 'How to Choose a Fireproof Safe for Your Office', titleAr: 'كيف تختار خزنة مقاومة للحريق لمكتبك' },
  {
    title: 'Safes for the Home: Protecting Valuables and Documents in Qatar',
    titleAr: 'خزائن المنزل: حماية المقتنيات الثمينة والمستندات في قطر',
  },
  {
    title: 'Cash Counting Machines: What Banks and Retailers Should Know',
    titleAr: 'آلات عدّ النقود: ما ينبغي أن تعرفه البنوك ومتاجر التجزئة',
  },
  {
    title: 'Banknote Detectors and Sorters for Qatari Businesses',
    titleAr: 'أجهزة كشف الأوراق النقدية وفرزها للشركات القطرية',
  },
  {
    title: 'Essential Office Stationery Checklist for New Businesses',
    titleAr: 'قائمة القرطاسية المكتبية الأساسية للشركات الجديدة',
  },
  {
    title: 'Bulk Stationery Buying: How to Save Without Running Out',
    titleAr: 'شراء القرطاسية بالجملة: كيف توفّر دون أن ينفد مخزونك',
  },
  {
    title: 'Sustainable Office Furniture Choices for Greener Workplaces',
    titleAr: 'خيارات أثاث مكتبي مستدام لبيئات عمل صديقة للبيئة',
  },
  {
    title: 'Budgeting for Office Furniture: A Practical Guide for Qatar SMEs',
    titleAr: 'ميزانية الأثاث المكتبي: دليل عملي للشركات الصغيرة في قطر',
  },
  {
    title: 'Furnishing a Startup Office in Qatar: Start Lean, Grow Smart',
    titleAr: 'تأثيث مكتب شركة ناشئة في قطر: ابدأ بالقليل وتوسّع بذكاء',
  },
  { title: 'Gaming Chairs for Home and Office Use', titleAr: 'كراسي الألعاب للاستخدام في المنزل والمكتب' },
  { title: 'Visitor Seating for Waiting Areas That Lasts', titleAr: 'مقاعد زوار تدوم طويلًا لمناطق الانتظار' },
  {
    title: 'Training Room Furniture: Flexible Tables and Stackable Chairs',
    titleAr: 'أثاث قاعات التدريب: طاولات مرنة وكراسٍ قابلة للتكديس',
  },
  {
    title: 'Monitor Arms and Desk Accessories for a Healthier Setup',
    titleAr: 'أذرع الشاشات وملحقات المكتب لجلسة عمل أكثر صحة',
  },
  {
    title: "Kids' Study Desks and Bedroom Furniture for Qatari Homes",
    titleAr: 'مكاتب الدراسة وأثاث غرف نوم الأطفال في البيوت القطرية',
  },
  {
    title: 'Securing Your Office: Key Cabinets, Safes and Access Control',
    titleAr: 'تأمين مكتبك: خزائن المفاتيح والخزنات والتحكم في الدخول',
  },
  {
    title: 'Paper Shredders and Document Security for Small Businesses',
    titleAr: 'آلات تمزيق الورق وأمن المستندات للشركات الصغيرة',
  },
  {
    title: 'Bank Counter Furniture and Queue Management Essentials',
    titleAr: 'أثاث نوافذ الخدمة في البنوك وأساسيات تنظيم الطوابير',
  },
  {
    title: 'Office Fit-Out Timelines: From Floor Plan to Move-In Day',
    titleAr: 'الجدول الزمني لتجهيز المكتب: من المخطط إلى يوم الانتقال',
  },
  { title: 'Majlis and Outdoor Seating for Qatari Homes', titleAr: 'جلسات المجالس والجلسات الخارجية للبيوت القطرية' },
  {
    title: 'Caring for Leather and Fabric Office Chairs in Dusty Conditions',
    titleAr: 'العناية بكراسي المكتب الجلدية والقماشية في الأجواء المغبرة',
  },
  {
    title: 'Task Lighting and Desk Lamps for Long Working Days',
    titleAr: 'إضاءة العمل ومصابيح المكتب لأيام العمل الطويلة',
  },
  { title: 'Recycling and Refurbishing Old Office Furniture', titleAr: 'إعادة تدوير الأثاث المكتبي القديم وتجديده' },
  { title: 'Home Office Desks and Chairs for Small Apartments', titleAr: 'مكاتب وكراسي المكتب المنزلي للشقق الصغيرة' },
  { title: 'Cable Management Tips for a Tidy Workplace', titleAr: 'نصائح لتنظيم الكابلات في مكان عمل مرتب' },
];

export const GENERATED_TITLES: readonly string[] = GENERATED_ARTICLE_TITLES.map((entry) => entry.title);

/** Date of the first generated article; each next one is this many days earlier. */
export const FIRST_GENERATED_DATE = new Date('2025-06-01T00:00:00.000Z');
export const GENERATED_INTERVAL_DAYS = 4;
export const GENERATED_READ_TIME = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

// Short words that make poor keywords.
const STOP_WORDS = new Set(
  [
    'a an and are as at be by for from how in into is it its of on or that the their this to up vs what which who with',
    'without you your will every new small long really keep looking make matters choose choosing setting use days',
    'should know out right lasts suits start grow old',
  ]
    .join(' ')
    .split(' '),
);

/** The site path of an article's cover image (served by `articleCoverRoutes`). */
export function coverImagePath(slug: string): string {
  return `/assets/images/blog/${slug}.svg`;
}

/** SEO keywords: the tags as words, then the title's significant words, then the brand's. */
export function keywordsFor(title: string, tags: readonly string[]): string[] {
  const titleWords = title
    .toLowerCase()
    .split(/\s+/)
    // Possessives go ("qatar's" -> "qatar"); hyphenated words stay whole ("fit-out").
    .map((word) =>
      word
        .replace(/['’]s\b/u, '')
        .replace(/[^\p{L}\p{N}-]/gu, '')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return seoKeywords([
    ...tags.map((tag) => tag.replaceAll('-', ' ')),
    ...titleWords,
    'office furniture qatar',
    'ogulf',
  ]);
}

/** The SEO title's shorter form: the part before a colon, when there is one. */
function shortForm(title: string): string | undefined {
  const colon = title.indexOf(':');
  return colon > 0 ? title.slice(0, colon) : undefined;
}

function fromHandWritten(article: HandWrittenArticle): ArticleFields {
  const slug = slugify(article.title);
  return {
    title: article.title,
    titleAr: article.titleAr,
    slug,
    excerpt: article.excerpt,
    excerptAr: article.excerptAr,
    content: article.content,
    contentAr: article.contentAr,
    publishDate: article.publishDate,
    author: article.author,
    tags: article.tags,
    readTime: article.readTime,
    featured: true,
    seoTitle: seoTitle(article.title, article.shortTitle),
    seoDescription: seoDescription(article.excerpt),
    keywords: keywordsFor(article.title, article.tags),
    featuredImage: coverImagePath(slug),
    imageAlt: article.imageAlt,
    imageAltAr: article.imageAltAr,
  };
}

function fromTitle({ title, titleAr }: GeneratedTitle, index: number): ArticleFields {
  const slug = slugify(title);
  const text = generateArticleText(title);
  const cover = text.tags[0];
  return {
    title,
    titleAr,
    slug,
    excerpt: text.excerpt,
    excerptAr: text.excerptAr,
    content: text.content,
    contentAr: text.contentAr,
    publishDate: new Date(FIRST_GENERATED_DATE.getTime() - index * GENERATED_INTERVAL_DAYS * DAY_MS),
    author: text.author,
    tags: text.tags,
    readTime: GENERATED_READ_TIME,
    featured: false,
    seoTitle: seoTitle(title, shortForm(title)),
    seoDescription: seoDescription(text.excerpt),
    keywords: keywordsFor(title, text.tags),
    featuredImage: coverImagePath(slug),
    imageAlt: describeCover(slug, cover),
    imageAltAr: describeCover(slug, cover, 'ar'),
  };
}

/** Builds the built-in articles (featured first, then the generated ones newest first). */
export function buildSeedArticles(): ArticleFields[] {
  const articles = [...FEATURED_ARTICLES.map(fromHandWritten), ...GENERATED_ARTICLE_TITLES.map(fromTitle)];
  const slugs = new Set(articles.map((article) => article.slug));
  if (slugs.size !== articles.length || slugs.has('')) {
    throw new Error('Built-in article titles must give distinct, non-empty slugs');
  }
  return articles;
}

/** The built-in articles, built once at start-up. */
export const SEED_ARTICLES: readonly ArticleFields[] = buildSeedArticles();
