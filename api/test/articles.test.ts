import { trusted } from 'mongoose';
import request from 'supertest';
import { createApp } from '../src/app';
import { Article } from '../src/content/model';
import { seedArticles } from '../src/content/seed';
import { GENERATED_TITLES } from '../src/content/seed-data';
import { slugify } from '@ogulf/contracts';
import { testConfig, useTestDatabase } from './helpers';

useTestDatabase();
const server = createApp({ config: testConfig() }).callback();

const SUMMARY_KEYS = [
  'author',
  'excerpt',
  'featured',
  'featuredImage',
  'id',
  'imageAlt',
  'publishDate',
  'readTime',
  'slug',
  'tags',
  'title',
];
const ARABIC_KEYS = ['excerptAr', 'imageAltAr', 'titleAr'];

interface Summary {
  id: string;
  slug: string;
  title: string;
  publishDate: string;
  tags: string[];
  featured: boolean;
  readTime: number;
  [key: string]: unknown;
}

beforeAll(async () => {
  await seedArticles();
});

async function listAll(): Promise<Summary[]> {
  const res = await request(server).get('/api/articles?limit=50').expect(200);
  return res.body.data.items as Summary[];
}

describe('GET /api/articles', () => {
  it('lists all 40 articles newest first, 9 per page by default, cacheable for a minute', async () => {
    const res = await request(server).get('/api/articles').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.success).toBe(true);
    const { items, total, page, limit, pages } = res.body.data;
    expect({ total, page, limit, pages }).toEqual({ total: 40, page: 1, limit: 9, pages: 5 });
    expect(items).toHaveLength(9);
    const all = await listAll();
    expect(all).toHaveLength(40);
    const dates = all.map((item) => item.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items).toEqual(all.slice(0, 9));
  });

  it('answers page 2 of 5-article pages with the next five and the page count', async () => {
    const all = await listAll();
    const res = await request(server).get('/api/articles?page=2&limit=5').expect(200);
    expect(res.body.data).toMatchObject({ total: 40, page: 2, limit: 5, pages: 8 });
    expect(res.body.data.items).toEqual(all.slice(5, 10));
  });

  it('answers an empty page past the last one', async () => {
    const res = await request(server).get('/api/articles?page=9&limit=5').expect(200);
    expect(res.body.data).toMatchObject({ items: [], total: 40, page: 9, pages: 8 });
  });

  it('lists summaries without bodies or SEO fields, with ISO dates', async () => {
    const [first] = await listAll();
    expect(
      Object.keys(first!)
        .filter((key) => !ARABIC_KEYS.includes(key))
        .sort(),
    ).toEqual(SUMMARY_KEYS);
    expect(first!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(first!.publishDate).toISOString()).toBe(first!.publishDate);
    expect(Object.keys(first!['author'] as object).sort()).toEqual(['name', 'nameAr', 'title', 'titleAr']);
  });

  it('gives only the 2 featured articles for featured=true and the other 38 for featured=false', async () => {
    const featured = await request(server).get('/api/articles?featured=true').expect(200);
    expect(featured.body.data.total).toBe(2);
    expect(featured.body.data.items.map((item: Summary) => item.featured)).toEqual([true, true]);
    expect(featured.body.data.items[0].titleAr).toEqual(expect.any(String));

    const others = await request(server).get('/api/articles?featured=false&limit=50').expect(200);
    expect(others.body.data.total).toBe(38);
    expect(others.body.data.items.every((item: Summary) => !item.featured)).toBe(true);
  });

  it('filters by tag and counts every tag over all articles, most used first', async () => {
    const res = await request(server).get('/api/articles?tag=security&limit=50').expect(200);
    const { items, total, tags } = res.body.data as {
      items: Summary[];
      total: number;
      tags: Array<{ tag: string; count: number }>;
    };
    expect(total).toBeGreaterThan(0);
    expect(items).toHaveLength(total);
    expect(items.every((item) => item.tags.includes('security'))).toBe(true);
    expect(tags.find((entry) => entry.tag === 'security')?.count).toBe(total);

    const all = await listAll();
    const expected = new Map<string, number>();
    for (const item of all) for (const tag of item.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
    expect(tags).toHaveLength(expected.size);
    for (const { tag, count } of tags) expect(count).toBe(expected.get(tag));
    const order = tags.map(({ tag, count }) => [-count, tag] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)));
  });

  it('answers an unknown tag with an empty list', async () => {
    const res = await request(server).get('/api/articles?tag=no-such-tag').expect(200);
    expect(res.body.data).toMatchObject({ items: [], total: 0, pages: 0 });
  });

  it('rejects unknown query keys with 400 VALIDATION_FAILED', async () => {
    const res = await request(server).get('/api/articles?sort=title').expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['limit=0', 'limit=51', 'limit=x', 'limit=1.5', 'limit=', 'limit=-1', 'page=0', 'page=abc', 'page=1&page=2'])(
    'rejects the bad paging query %s with 400',
    async (query) => {
      const res = await request(server).get(`/api/articles?${query}`).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.length).toBeGreaterThan(0);
    },
  );

  it.each(['featured=yes', 'featured=1', 'tag=Bad_Tag', `tag=${'a'.repeat(41)}`])(
    'rejects the bad filter %s with 400',
    async (query) => {
      const res = await request(server).get(`/api/articles?${query}`).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('GET /api/articles/:slug', () => {
  const featuredSlug = 'how-to-choose-the-right-office-chair-for-long-workdays-in-qatar';

  it('answers a featured article with every entity field, Arabic included', async () => {
    const res = await request(server).get(`/api/articles/${featuredSlug}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const article = res.body.data;
    expect(article).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      slug: featuredSlug,
      title: 'How to Choose the Right Office Chair for Long Workdays in Qatar',
      titleAr: expect.stringContaining('كرسي'),
      excerpt: expect.any(String),
      excerptAr: expect.any(String),
      content: expect.stringContaining('## '),
      contentAr: expect.stringContaining('## '),
      publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/),
      author: {
        name: 'Rania Haddad',
        title: expect.any(String),
        bio: expect.any(String),
        nameAr: 'رانيا حداد',
        titleAr: expect.stringMatching(/[\u0600-\u06FF]/),
        bioAr: expect.stringMatching(/[\u0600-\u06FF]/),
      },
      tags: expect.arrayContaining(['office-chairs']),
      readTime: expect.any(Number),
      featured: true,
      seoTitle: expect.any(String),
      seoDescription: expect.any(String),
      keywords: expect.any(Array),
      featuredImage: `/assets/images/blog/${featuredSlug}.svg`,
      imageAlt: expect.any(String),
      imageAltAr: expect.any(String),
      related: expect.any(Array),
    });
  });

  it('lists up to 3 other related articles that share the most tags, as summaries', async () => {
    const res = await request(server).get(`/api/articles/${featuredSlug}`).expect(200);
    const { tags, related } = res.body.data as { tags: string[]; related: Summary[] };
    expect(related).toHaveLength(3);
    const shared = related.map((item) => item.tags.filter((tag) => tags.includes(tag)).length);
    expect(shared.every((count) => count > 0)).toBe(true);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    expect(related.map((item) => item.slug)).not.toContain(featuredSlug);
    expect(related[0]).not.toHaveProperty('content');

    // No other article shares more tags than the least related one listed.
    const all = await listAll();
    const best = all
      .filter((item) => item.slug !== featuredSlug)
      .map((item) => item.tags.filter((tag) => tags.includes(tag)).length)
      .sort((a, b) => b - a);
    expect(shared).toEqual(best.slice(0, 3));
  });

  it('resolves a generated article by the slug slugify gives its title, with its Arabic', async () => {
    const title = "How to Keep Office Furniture Looking New in Qatar's Climate";
    expect(GENERATED_TITLES).toContain(title);
    const res = await request(server)
      .get(`/api/articles/${slugify(title)}`)
      .expect(200);
    expect(res.body.data).toMatchObject({
      slug: 'how-to-keep-office-furniture-looking-new-in-qatars-climate',
      title,
      readTime: 4,
      featured: false,
      publishDate: '2025-05-28T00:00:00.000Z',
    });
    expect(res.body.data.titleAr).toBe('كيف تحافظ على أثاث مكتبك كالجديد في مناخ قطر');
    expect(res.body.data.contentAr).toMatch(/^## /m);
    expect(res.body.data.author.nameAr).toBe('سارة محمود');
  });

  it('answers 404 ARTICLE_NOT_FOUND in JSON for an unknown slug', async () => {
    const res = await request(server).get('/api/articles/no-such-article').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      success: false,
      error: { code: 'ARTICLE_NOT_FOUND', message: 'No article with slug "no-such-article"' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a well-formed Arabic slug that no article has', async () => {
    const res = await request(server)
      .get(`/api/articles/${encodeURIComponent('كرسي-مكتب')}`)
      .expect(404);
    expect(res.body.error).toEqual({ code: 'ARTICLE_NOT_FOUND', message: 'No article with slug "كرسي-مكتب"' });
  });

  it.each([
    ['Bad_Slug!', 'Bad_Slug!'],
    ['a 300-character slug', 'a'.repeat(300)],
    ['an encoded path escape', '..%2f'],
    ['a double hyphen', 'office--chairs'],
    ['an encoded space', 'office%20chairs'],
  ])('rejects %s with 400 INVALID_SLUG', async (_label, slug) => {
    const res = await request(server).get(`/api/articles/${slug}`).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('INVALID_SLUG');
    expect(res.body.error.message).toBe('Invalid article slug');
  });

  it('rejects query keys on an article with 400 VALIDATION_FAILED', async () => {
    const res = await request(server).get(`/api/articles/${featuredSlug}?lang=ar`).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 405 for writes, which the public API does not offer', async () => {
    await request(server).post('/api/articles').send({}).expect(405);
    await request(server).delete(`/api/articles/${featuredSlug}`).expect(405);
  });
});

describe('built-in articles', () => {
  it('date the generated ones every 4 days back from 2025-06-01, 4-minute reads, not featured', async () => {
    const generated = (await listAll()).filter((item) => !item.featured);
    expect(generated).toHaveLength(38);
    generated.forEach((item, index) => {
      const expected = new Date(Date.UTC(2025, 5, 1 - index * 4)).toISOString();
      expect(item.publishDate).toBe(expected);
      expect(item.readTime).toBe(4);
      expect(item.title).toBe(GENERATED_TITLES[index]);
    });
  });

  it('keep every SEO field within its limit', async () => {
    const records = await Article.find({}, { seoTitle: 1, seoDescription: 1, keywords: 1 }).lean();
    expect(records).toHaveLength(40);
    for (const record of records) {
      expect(record.seoTitle.length).toBeGreaterThan(0);
      expect(record.seoTitle.length).toBeLessThanOrEqual(60);
      expect(record.seoDescription.length).toBeLessThanOrEqual(160);
      expect(record.keywords.length).toBeLessThanOrEqual(20);
    }
  });

  it('are seeded only once and never overwrite an edited article', async () => {
    const slug = slugify(GENERATED_TITLES[0]!);
    await Article.updateOne({ slug }, { $set: { title: 'Edited by staff' } });
    expect(await seedArticles()).toEqual({ inserted: 0, translated: 0 });
    expect(await Article.countDocuments()).toBe(40);
    const res = await request(server).get(`/api/articles/${slug}`).expect(200);
    expect(res.body.data.title).toBe('Edited by staff');
  });

  it('give articles seeded in English only by an earlier release their Arabic, unless staff edited them', async () => {
    const [untouched = '', edited = '', translatedByStaff = ''] = GENERATED_TITLES.slice(2, 5).map((title) =>
      slugify(title),
    );
    const english = {
      $unset: {
        titleAr: 1,
        excerptAr: 1,
        contentAr: 1,
        imageAltAr: 1,
        'author.nameAr': 1,
        'author.titleAr': 1,
        'author.bioAr': 1,
      },
    };
    await Article.updateMany({ slug: trusted({ $in: [untouched, edited, translatedByStaff] }) }, english);
    await Article.updateOne({ slug: edited }, { $set: { excerpt: 'Rewritten by staff.', 'author.bio': 'A new bio.' } });
    await Article.updateOne({ slug: translatedByStaff }, { $set: { titleAr: 'عنوان كتبه الموظفون' } });

    // The texts and the author of the untouched article, and the author of the one staff translated.
    expect(await seedArticles()).toEqual({ inserted: 0, translated: 3 });
    const read = async (slug: string) => (await request(server).get(`/api/articles/${slug}`).expect(200)).body.data;
    const fresh = await read(untouched);
    expect(fresh.titleAr).toMatch(/[\u0600-\u06FF]/);
    expect(fresh.contentAr).toMatch(/^## /m);
    expect(fresh.author.bioAr).toMatch(/[\u0600-\u06FF]/);

    const kept = await read(edited);
    expect(kept).not.toHaveProperty('titleAr');
    expect(kept).not.toHaveProperty('contentAr');
    expect(kept.excerpt).toBe('Rewritten by staff.');
    expect(kept.author).not.toHaveProperty('nameAr');

    const staff = await read(translatedByStaff);
    expect(staff.titleAr).toBe('عنوان كتبه الموظفون');
    expect(staff).not.toHaveProperty('contentAr');
    expect(await seedArticles()).toEqual({ inserted: 0, translated: 0 });
  });

  it('come back when one was deleted', async () => {
    const slug = slugify(GENERATED_TITLES[1]!);
    await Article.deleteOne({ slug });
    expect(await seedArticles()).toEqual({ inserted: 1, translated: 0 });
    expect(await Article.countDocuments()).toBe(40);
  });
});

describe('GET /assets/images/blog/:file', () => {
  const slug = slugify(GENERATED_TITLES[14]!);

  it('serves the cover of an existing article as a cacheable SVG', async () => {
    const res = await request(server).get(`/assets/images/blog/${slug}.svg`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const svg = bodyText(res);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect(svg).not.toMatch(/<text|<script/);
    const again = await request(server).get(`/assets/images/blog/${slug}.svg`);
    expect(bodyText(again)).toBe(svg);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(server).head(`/assets/images/blog/${slug}.svg`).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    expect(res.text).toBeUndefined();
  });

  it.each(['no-such-article.svg', `${slug}.png`, `${slug}`, 'Bad_Slug.svg', '.svg', '..%2fsecret.svg'])(
    'answers 404 for %s',
    async (file) => {
      const res = await request(server).get(`/assets/images/blog/${file}`).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    },
  );
});

/** The body as text (supertest buffers image types such as SVG instead of decoding them). */
function bodyText(res: request.Response): string {
  return Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
}
