import request from 'supertest';
import { ARTICLE_TAGS } from '@ogulf/contracts';
import { createApp } from '../src/app';
import { TAG_VOCABULARY } from '../src/content/article-topics';
import { Article } from '../src/content/model';
import { ARTICLES_CACHE_TAG } from '../src/content/routes';
import { seedArticles } from '../src/content/seed';
import { HeroSlide } from '../src/hero/model';
import { HERO_CACHE_TAG } from '../src/hero/routes';
import { seedHeroSlides, SEED_HERO_SLIDES } from '../src/hero/seed';
import { adminAgent, resetAdminUser } from './admin-login';
import { testConfig, useTestDatabase } from './helpers';

useTestDatabase();

const HOUR = 3_600_000;
// The app's clock starts at the real time: the session cookie's Expires is set by it and the test
// agent drops the cookie by the real one (a fixed date made every admin call 401 once it was past).
let nowMs = Date.now();
const app = createApp({ config: testConfig(), now: () => new Date(nowMs) });
const server = app.callback();
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  await Promise.all([seedArticles(), seedHeroSlides(), resetAdminUser()]);
  admin = await adminAgent(server);
});

const articleBody = {
  title: 'Choosing a Standing Desk for a Doha Office',
  titleAr: 'اختيار مكتب الوقوف لمكتب في الدوحة',
  slug: 'choosing-a-standing-desk-doha',
  excerpt: 'What to check before buying height-adjustable desks for a team in Qatar.',
  excerptAr: 'ما الذي يجب التحقق منه قبل شراء مكاتب قابلة لتعديل الارتفاع لفريق في قطر.',
  content:
    '## Why stand\n\nA desk that moves lets people change posture through the day.\n\n- Motor lift\n- **Memory** presets',
  contentAr: '## لماذا الوقوف\n\nيتيح المكتب المتحرك تغيير وضعية الجسم خلال اليوم.\n\n- رفع بمحرك',
  tags: ['desks', 'ergonomics'],
  author: { name: 'Rania Haddad', title: 'Workplace Design Consultant', bio: 'Plans offices in Doha.' },
  published: true,
};

/**
 * Moves the app's clock. The read cache keeps a public reply for a real minute, so it is dropped
 * as that minute would; the admin signs in again, as the session does not last that long.
 */
async function moveClock(ms: number): Promise<void> {
  nowMs += ms;
  app.context.readCache.invalidate(ARTICLES_CACHE_TAG);
  admin = await adminAgent(server);
}

const publicSlugs = async () =>
  ((await request(server).get('/api/articles?limit=50').expect(200)).body.data.items as Array<{ slug: string }>).map(
    (item) => item.slug,
  );
const sitemap = async () => (await request(server).get('/sitemap.xml').expect(200)).text;

describe('admin articles', () => {
  it('refuse every read and write without a session, and change nothing', async () => {
    const before = await Article.countDocuments();
    expect((await request(server).get('/api/admin/articles')).status).toBe(401);
    expect((await request(server).post('/api/admin/articles').send(articleBody)).status).toBe(401);
    expect((await request(server).delete('/api/admin/articles/0123456789abcdef01234567')).status).toBe(401);
    expect(await Article.countDocuments()).toBe(before);
  });

  it('offer the blog fixed tag vocabulary', () => {
    expect([...ARTICLE_TAGS]).toEqual([...TAG_VOCABULARY]);
  });

  it('are written in both languages, published at once, edited and deleted', async () => {
    const created = await admin.post('/api/admin/articles').send(articleBody);
    expect(created.status).toBe(201);
    const article = created.body.data;
    expect(article).toMatchObject({
      slug: articleBody.slug,
      titleAr: articleBody.titleAr,
      status: 'published',
      published: true,
      publishDate: new Date(nowMs).toISOString(),
      // Left empty, the SEO texts follow the spec's rules; the cover is the blog's drawn one.
      seoTitle: articleBody.title,
      seoDescription: articleBody.excerpt,
      featuredImage: `/assets/images/blog/${articleBody.slug}.svg`,
    });
    expect(await publicSlugs()).toContain(articleBody.slug);
    const page = await request(server).get(`/api/articles/${articleBody.slug}`).expect(200);
    expect(page.body.data.contentAr).toBe(articleBody.contentAr);
    expect(await sitemap()).toContain(`/${articleBody.slug}<`);

    const list = (await admin.get('/api/admin/articles').expect(200)).body.data as Array<Record<string, unknown>>;
    expect(list.find((row) => row['id'] === article.id)).toMatchObject({ status: 'published', arabicComplete: true });

    const edited = await admin.put(`/api/admin/articles/${article.id}`).send({
      ...articleBody,
      title: 'Standing Desks for Doha Offices',
      contentAr: undefined,
      publishDate: article.publishDate,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'Standing Desks for Doha Offices',
      publishDate: article.publishDate,
    });
    expect(edited.body.data).not.toHaveProperty('contentAr');
    const row = ((await admin.get('/api/admin/articles')).body.data as Array<Record<string, unknown>>).find(
      (item) => item['id'] === article.id,
    );
    expect(row).toMatchObject({ arabicComplete: false });
    expect((await request(server).get(`/api/articles/${articleBody.slug}`)).body.data.title).toBe(
      'Standing Desks for Doha Offices',
    );

    await admin.delete(`/api/admin/articles/${article.id}`).expect(200);
    expect(await publicSlugs()).not.toContain(articleBody.slug);
    expect((await request(server).get(`/api/articles/${articleBody.slug}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/articles/${article.id}`)).status).toBe(404);
  });

  it('keep the Arabic author of a seeded article when the admin edits it, and store one the admin writes', async () => {
    const seeded = (await Article.find().lean()).find((article) => article.author.nameAr);
    expect(seeded?.author.nameAr).toMatch(/[\u0600-\u06FF]/);
    const id = String(seeded?._id);
    const view = (await admin.get(`/api/admin/articles/${id}`).expect(200)).body.data;
    expect(view.author).toMatchObject({ nameAr: seeded?.author.nameAr, bioAr: seeded?.author.bioAr });

    const { id: _id, status: _status, createdAt: _c, updatedAt: _u, readTime: _r, arabicComplete: _a, ...body } = view;
    const saved = await admin.put(`/api/admin/articles/${id}`).send({ ...body, title: `${view.title} (updated)` });
    expect(saved.status).toBe(200);
    const page = (await request(server).get(`/api/articles/${view.slug}`).expect(200)).body.data;
    expect(page.author).toMatchObject({ nameAr: seeded?.author.nameAr, titleAr: seeded?.author.titleAr });

    const written = await admin.post('/api/admin/articles').send({
      ...articleBody,
      slug: 'arabic-author-written-by-the-admin',
      author: { ...articleBody.author, nameAr: 'رانيا حداد', titleAr: 'مستشارة تصميم أماكن العمل', bioAr: '' },
    });
    expect(written.status).toBe(201);
    expect(written.body.data.author).toMatchObject({ nameAr: 'رانيا حداد', titleAr: 'مستشارة تصميم أماكن العمل' });
    expect(written.body.data.author).not.toHaveProperty('bioAr');
    await admin.delete(`/api/admin/articles/${written.body.data.id}`).expect(200);
    await admin.put(`/api/admin/articles/${id}`).send(body).expect(200);
  });

  it('keep a scheduled article off the blog, its page and the sitemap until its time', async () => {
    const due = new Date(nowMs + 2 * HOUR).toISOString();
    const slug = 'office-moves-in-the-summer';
    const created = await admin
      .post('/api/admin/articles')
      .send({ ...articleBody, slug, title: 'Office Moves in the Summer', publishDate: due });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'scheduled', publishDate: due });
    expect(await publicSlugs()).not.toContain(slug);
    expect((await request(server).get(`/api/articles/${slug}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/${slug}<`);
    const deskArticles = (await request(server).get('/api/articles?tag=desks').expect(200)).body.data.total as number;

    await moveClock(2 * HOUR + 1000);
    expect(await publicSlugs()).toContain(slug);
    await request(server).get(`/api/articles/${slug}`).expect(200);
    expect(await sitemap()).toContain(`/${slug}<`);
    expect((await request(server).get('/api/articles?tag=desks').expect(200)).body.data.total).toBe(deskArticles + 1);
    await admin.delete(`/api/admin/articles/${created.body.data.id}`).expect(200);
  });

  it('publish now, schedule and unpublish through the publication switch', async () => {
    const slug = 'draft-about-filing-cabinets';
    // An author without a bio is fine (the form leaves it optional).
    const draft = await admin.post('/api/admin/articles').send({
      ...articleBody,
      slug,
      title: 'Filing Cabinets That Last',
      published: false,
      author: { ...articleBody.author, bio: '' },
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data.status).toBe('draft');
    expect(await publicSlugs()).not.toContain(slug);
    const id = draft.body.data.id as string;

    const published = await admin.patch(`/api/admin/articles/${id}/publication`).send({ published: true });
    expect(published.body.data).toMatchObject({ status: 'published', publishDate: new Date(nowMs).toISOString() });
    expect(await publicSlugs()).toContain(slug);

    const later = new Date(nowMs + 24 * HOUR).toISOString();
    const scheduled = await admin
      .patch(`/api/admin/articles/${id}/publication`)
      .send({ published: true, publishDate: later });
    expect(scheduled.body.data.status).toBe('scheduled');
    expect(await publicSlugs()).not.toContain(slug);

    const unpublished = await admin.patch(`/api/admin/articles/${id}/publication`).send({ published: false });
    expect(unpublished.body.data.status).toBe('draft');
    await moveClock(25 * HOUR);
    expect(await publicSlugs()).not.toContain(slug);
    await admin.delete(`/api/admin/articles/${id}`).expect(200);
  });

  it('refuse what breaks the SEO rules or the slug rules with 4xx field errors, and store nothing', async () => {
    const before = await Article.countDocuments();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ seoTitle: 'x'.repeat(61) }, 400, 'seoTitle'],
      [{ seoDescription: 'y'.repeat(161) }, 400, 'seoDescription'],
      [{ slug: 'Not A Slug' }, 400, 'slug'],
      [{ slug: 'products' }, 400, 'slug'],
      [{ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, 400, 'keywords'],
      [{ tags: ['desks', 'unicorns'] }, 400, 'tags.1'],
      [{ tags: [] }, 400, 'tags'],
      [{ publishDate: 'tomorrow' }, 400, 'publishDate'],
      [{ publishDate: new Date(nowMs + 400 * 24 * HOUR).toISOString() }, 400, 'publishDate'],
      [{ title: '' }, 400, 'title'],
      [{ featuredImage: 'https://elsewhere.example/cover.jpg' }, 400, 'featuredImage'],
      [{ unknown: true }, 400, ''],
    ];
    for (const [change, status, field] of cases) {
      const res = await admin.post('/api/admin/articles').send({ ...articleBody, ...change });
      expect({ change, status: res.status }).toEqual({ change, status });
      expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
      if (field)
        expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    }
    const taken = (await Article.findOne({}, { slug: 1 }).lean())!.slug;
    const clash = await admin.post('/api/admin/articles').send({ ...articleBody, slug: taken });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'SLUG_TAKEN', details: [{ path: 'slug' }] });
    expect(await Article.countDocuments()).toBe(before);
  });
});

describe('hero slides', () => {
  const slideBody = {
    title: 'Ergonomic chairs week',
    titleAr: 'أسبوع الكراسي المريحة',
    subtitle: 'Try them in our showroom',
    subtitleAr: 'جرّبها في صالة العرض',
    buttonText: 'See chairs',
    buttonTextAr: 'شاهد الكراسي',
    link: '/products?category=Office%20Furniture',
    image: '/assets/images/shop/hero-scenes/office.webp',
    imageAlt: 'An office with mesh chairs',
    imageAltAr: 'مكتب بكراسٍ شبكية',
  };
  const publicTitles = async () =>
    ((await request(server).get('/api/hero-slides').expect(200)).body.data as Array<{ title: string }>).map(
      (slide) => slide.title,
    );

  it("start as the home page's three built-in slides", async () => {
    expect(await publicTitles()).toEqual(SEED_HERO_SLIDES.map((slide) => slide.title));
  });

  it('refuse the admin list and every write without a session', async () => {
    expect((await request(server).get('/api/admin/hero-slides')).status).toBe(401);
    expect((await request(server).post('/api/admin/hero-slides').send(slideBody)).status).toBe(401);
    expect((await request(server).put('/api/admin/hero-slides/order').send({ ids: [] })).status).toBe(401);
    expect(await HeroSlide.countDocuments()).toBe(SEED_HERO_SLIDES.length);
  });

  it('are added, edited, reordered, hidden and deleted, each shown on the home page at once', async () => {
    const created = await admin.post('/api/admin/hero-slides').send(slideBody);
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data).toMatchObject({ ...slideBody, visible: true });
    expect((await publicTitles()).at(-1)).toBe(slideBody.title);

    await admin
      .put(`/api/admin/hero-slides/${id}`)
      .send({ ...slideBody, title: 'Chairs week' })
      .expect(200);
    expect(await publicTitles()).toContain('Chairs week');

    const all = (await admin.get('/api/admin/hero-slides').expect(200)).body.data as Array<{ id: string }>;
    const order = [id, ...all.filter((slide) => slide.id !== id).map((slide) => slide.id)];
    await admin.put('/api/admin/hero-slides/order').send({ ids: order }).expect(200);
    expect((await publicTitles())[0]).toBe('Chairs week');
    expect((await admin.put('/api/admin/hero-slides/order').send({ ids: order.slice(1) })).status).toBe(400);

    expect((await admin.patch(`/api/admin/hero-slides/${id}/toggle`).expect(200)).body.data.visible).toBe(false);
    expect(await publicTitles()).not.toContain('Chairs week');
    await admin.patch(`/api/admin/hero-slides/${id}/toggle`).expect(200);

    await admin.delete(`/api/admin/hero-slides/${id}`).expect(200);
    expect(await publicTitles()).toEqual(SEED_HERO_SLIDES.map((slide) => slide.title));
  });

  it('refuse bad input with 400 field errors and change nothing', async () => {
    for (const [change, field] of [
      [{ title: '' }, 'title'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: '//elsewhere.example' }, 'link'],
      [{ image: 'https://elsewhere.example/x.png' }, 'image'],
      [{ imageAltAr: '' }, 'imageAltAr'],
    ] as const) {
      const res = await admin.post('/api/admin/hero-slides').send({ ...slideBody, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    }
    expect(await HeroSlide.countDocuments()).toBe(SEED_HERO_SLIDES.length);
  });

  it('deleting a built-in slide keeps it from coming back at the next start', async () => {
    const seeded = await HeroSlide.findOne({ seedKey: 'it' }).lean();
    await admin.delete(`/api/admin/hero-slides/${String(seeded!._id)}`).expect(200);
    expect(await seedHeroSlides()).toBe(0);
    expect(await publicTitles()).not.toContain(SEED_HERO_SLIDES[2]!.title);
    app.context.readCache.invalidate(HERO_CACHE_TAG);
  });
});
