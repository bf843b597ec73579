/**
 * The API as the server render tests see it (never bundled): a catalogue of three products (one
 * with variants, one on request), two categories, a hero slide and an article, answered at the
 * `fetch` level the way the API answers.
 */
import { testOption, testProductView } from '@ogulf/contracts/testing';
import type {
  ArticleDetail,
  ArticleList,
  CategoryView,
  HeroSlideView,
  ProductList,
  ProductView,
} from '@ogulf/contracts';
import type { RenderInput } from './render-app';

const ref = (id: string, name: string, nameAr: string) => ({ id, name, nameAr, slug: id });

const chairs: CategoryView = {
  ...ref('office-chairs', 'Office Chairs', 'كراسي المكتب'),
  description: 'Chairs for every desk',
  descriptionAr: 'كراسي لكل مكتب',
  image: '',
  sortOrder: 1,
  productCount: 2,
  subcategories: [
    {
      ...ref('task-chairs', 'Task Chairs', 'كراسي العمل'),
      description: '',
      descriptionAr: '',
      image: '',
      productCount: 2,
    },
  ],
};
const desks: CategoryView = {
  ...ref('desks', 'Desks', 'المكاتب'),
  description: '',
  descriptionAr: '',
  image: '',
  sortOrder: 2,
  productCount: 1,
  subcategories: [],
};

const desk = testProductView({
  name: 'L-Shaped Desk',
  nameAr: 'مكتب على شكل حرف L',
  slug: 'l-shaped-desk',
  category: ref('desks', 'Desks', 'المكاتب'),
  price: 1450,
  description: 'A sturdy corner desk with a cable tray.',
  descriptionAr: 'مكتب زاوية متين مع مجرى للكابلات.',
});
const chair = testProductView({
  id: 'b'.repeat(24),
  name: 'Mesh Task Chair',
  nameAr: 'كرسي عمل شبكي',
  slug: 'mesh-task-chair',
  category: ref('office-chairs', 'Office Chairs', 'كراسي المكتب'),
  subcategory: ref('task-chairs', 'Task Chairs', 'كراسي العمل'),
  price: 600,
  priceFrom: 600,
  description: 'Breathable mesh back.',
  image: 'mesh-chair-1.webp',
  images: ['mesh-chair-1.webp', 'mesh-chair-2.webp'],
  specifications: [{ label: 'Seat height', labelAr: 'ارتفاع المقعد', value: '45–55 cm', valueAr: '45–55 سم' }],
  isBestSeller: true,
  descriptionAr: 'ظهر شبكي جيد التهوية.',
  options: [
    testOption('color', ['Colour', 'اللون'], 'color', [
      ['black', 'Black', 'أسود', '#000000'],
      ['grey', 'Grey', 'رمادي', '#888888'],
    ]),
  ],
  variants: [
    { sku: 'MC-BLK', options: { color: 'black' }, price: 600, stock: 5, image: '', availability: 'in-stock' },
    { sku: 'MC-GRY', options: { color: 'grey' }, price: 650, stock: 5, image: '', availability: 'in-stock' },
  ],
});
const boardroom = testProductView({
  id: 'c'.repeat(24),
  name: 'Boardroom Table',
  nameAr: 'طاولة اجتماعات',
  slug: 'boardroom-table',
  category: ref('desks', 'Desks', 'المكاتب'),
  price: null,
  priceFrom: null,
  contactForQuote: true,
  description: 'Made to measure for your meeting room.',
  descriptionAr: 'تصنع حسب مقاس غرفة اجتماعاتك.',
});
const products = [desk, chair, boardroom];

const slide: HeroSlideView = {
  id: 's1',
  title: 'Workspaces that work',
  titleAr: 'مساحات عمل تعمل لك',
  subtitle: 'Office furniture delivered across Qatar',
  subtitleAr: 'أثاث مكتبي يصل إلى كل قطر',
  buttonText: 'Shop now',
  buttonTextAr: 'تسوق الآن',
  link: '/products',
  image: 'hero-1.webp',
  imageAlt: 'A bright office',
  imageAltAr: 'مكتب مشرق',
  order: 1,
};

const article: ArticleDetail = {
  id: 'a1',
  slug: 'choosing-an-office-chair',
  title: 'Choosing an office chair',
  titleAr: 'كيف تختار كرسي المكتب',
  excerpt: 'What to look for in a chair you sit in all day.',
  excerptAr: 'ما الذي تبحث عنه في كرسي تجلس عليه طوال اليوم.',
  publishDate: '2026-03-01T00:00:00.000Z',
  author: { name: 'Sara Ali', title: 'Designer', bio: 'Designs offices.' },
  tags: ['ergonomics'],
  readTime: 4,
  featured: true,
  featuredImage: 'chair-guide.webp',
  imageAlt: 'A mesh office chair',
  content: '## Lumbar support\n\nAdjustable lumbar support keeps your back healthy.',
  contentAr: '## دعم أسفل الظهر\n\nالدعم القابل للتعديل يحافظ على صحة ظهرك.',
  seoTitle: 'Choosing an office chair',
  seoDescription: 'What to look for in a chair.',
  keywords: [],
  related: [],
};

export const list = <T>(items: T[]) => ({ items, total: items.length, page: 1, limit: 12, pages: 1 });
/** A JSON reply: the members of a Response the HTTP client reads (jsdom has no Response class). */
export function json(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}
const ok = (data: unknown) => json(200, { success: true, data });
const missing = () => json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });

/** The API as the fixtures say; records every path asked. */
export function fixtureApi(asked: string[] = []): RenderInput['fetch'] {
  return (path) => {
    asked.push(path);
    const url = new URL(path, 'http://api.test');
    const p = url.pathname;
    const q = url.searchParams.get('q');
    if (p === '/api/hero-slides') return Promise.resolve(ok([slide]));
    if (p === '/api/categories') return Promise.resolve(ok([chairs, desks]));
    if (p === '/api/products/facets')
      return Promise.resolve(
        ok({ total: products.length, options: [], availability: [], price: { min: 600, max: 1450 } }),
      );
    if (p === '/api/products') {
      const found = q ? products.filter((item) => item.name.toLowerCase().includes(q.toLowerCase())) : products;
      return Promise.resolve(ok(list(found) satisfies ProductList));
    }
    const product = /^\/api\/products\/([^/]+)$/.exec(p);
    if (product) {
      const found = products.find((item) => item.slug === decodeURIComponent(product[1] ?? ''));
      return Promise.resolve(found ? ok(found satisfies ProductView) : missing());
    }
    if (p === '/api/articles') return Promise.resolve(ok({ ...list([article]), tags: [] } satisfies ArticleList));
    if (p === `/api/articles/${article.slug}`) return Promise.resolve(ok(article));
    if (p.startsWith('/api/articles/')) return Promise.resolve(missing());
    const category = /^\/api\/categories\/([^/]+)$/.exec(p);
    if (category) return Promise.resolve(category[1] === chairs.id ? ok(chairs) : missing());
    return Promise.resolve(
      json(404, { success: false, error: { code: 'NOT_FOUND', message: `no fixture for ${path}` } }),
    );
  };
}
