import request from 'supertest';
import { createApp } from '../src/app';
import { AuditEntry } from '../src/audit/model';
import { Category, Product, Subcategory } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { adminBeforeAll } from './admin-login';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();

// One app for the whole file: its read cache is warm, which is what invalidation must beat.
const server = createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();
const admin = adminBeforeAll(server, seedCatalog);

const categoryBody = {
  name: 'Acoustic Pods',
  nameAr: 'كبائن صوتية',
  description: 'Quiet booths for calls',
  descriptionAr: 'كبائن هادئة للمكالمات',
  sortOrder: 50,
};

async function publicCategories(): Promise<
  Array<{ id: string; name: string; slug: string; subcategories: Array<{ id: string; name: string }> }>
> {
  return (await request(server).get('/api/categories').expect(200)).body.data;
}

async function firstCategoryWithSubcategories() {
  const category = await Category.findOne({ slug: CATALOG_SEED.categories[0]!.slug }).lean();
  const subcategories = await Subcategory.find({ category: category!._id }).lean();
  return {
    category: String(category!._id),
    subcategory: String(subcategories[0]!._id),
    other: String(subcategories[1]!._id),
  };
}

describe('every catalogue write', () => {
  it.each([
    ['post', '/api/categories'],
    ['put', '/api/categories/0123456789abcdef01234567'],
    ['delete', '/api/categories/0123456789abcdef01234567'],
    ['post', '/api/subcategories'],
    ['put', '/api/subcategories/0123456789abcdef01234567'],
    ['delete', '/api/subcategories/0123456789abcdef01234567'],
    ['post', '/api/products'],
    ['put', '/api/products/0123456789abcdef01234567'],
    ['delete', '/api/products/0123456789abcdef01234567'],
  ] as const)('%s %s answers 401 without a session and changes nothing', async (method, path) => {
    const before = await Promise.all([
      Category.countDocuments(),
      Subcategory.countDocuments(),
      Product.countDocuments(),
    ]);
    const agent = request(server);
    const res = await agent[method](path).send({ ...categoryBody, category: '0123456789abcdef01234567' });
    expect(res.status).toBe(401);
    expect(
      await Promise.all([Category.countDocuments(), Subcategory.countDocuments(), Product.countDocuments()]),
    ).toEqual(before);
  });
});

describe('categories', () => {
  it('creates a category that the storefront lists at once, with a slug from its name', async () => {
    expect((await publicCategories()).map((category) => category.name)).not.toContain('Acoustic Pods');
    const res = await admin.post('/api/categories').send(categoryBody);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Acoustic Pods',
      nameAr: 'كبائن صوتية',
      slug: 'acoustic-pods',
      active: true,
      productCount: 0,
      subcategories: [],
    });
    const listed = await publicCategories();
    expect(listed.find((category) => category.slug === 'acoustic-pods')).toMatchObject({
      id: res.body.data.id,
      name: 'Acoustic Pods',
    });
    // The overview's activity names the record in words ("Category “Acoustic Pods” created").
    expect(
      await AuditEntry.countDocuments({ action: 'category.create', target: res.body.data.id, label: 'Acoustic Pods' }),
    ).toBe(1);
  });

  it('keeps slugs unique: the same name twice gives name and name-2', async () => {
    const first = await admin
      .post('/api/categories')
      .send({ ...categoryBody, name: 'Standing Desks Plus' })
      .expect(201);
    const second = await admin
      .post('/api/categories')
      .send({ ...categoryBody, name: 'Standing desks plus!' })
      .expect(201);
    expect([first.body.data.slug, second.body.data.slug]).toEqual(['standing-desks-plus', 'standing-desks-plus-2']);
  });

  it('renames and hides a category; the storefront follows, the admin list keeps it', async () => {
    const created = (
      await admin
        .post('/api/categories')
        .send({ ...categoryBody, name: 'Phone Booths' })
        .expect(201)
    ).body.data;
    await publicCategories();
    const res = await admin
      .put(`/api/categories/${created.id}`)
      .send({ ...categoryBody, name: 'Meeting Pods', active: false })
      .expect(200);
    expect(res.body.data).toMatchObject({ name: 'Meeting Pods', slug: 'meeting-pods', active: false });
    expect((await publicCategories()).map((category) => category.id)).not.toContain(created.id);
    const all = (await admin.get('/api/admin/categories').expect(200)).body.data as Array<{
      id: string;
      active: boolean;
    }>;
    expect(all.find((category) => category.id === created.id)).toMatchObject({ active: false });
    expect(all.length).toBeGreaterThan((await publicCategories()).length);
  });

  it('rejects bad input with 400 and changes nothing', async () => {
    const before = await Category.countDocuments();
    for (const body of [
      { ...categoryBody, slug: 'chosen-by-client' },
      { ...categoryBody, name: 'x' },
      { ...categoryBody, image: 'javascript:alert(1)' },
      { ...categoryBody, image: '/assets/images/../../etc/passwd.png' },
      { ...categoryBody, sortOrder: 1.5 },
      { nameAr: 'بلا اسم' },
    ]) {
      const res = await admin.post('/api/categories').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await Category.countDocuments()).toBe(before);
    expect((await admin.put('/api/categories/not-an-id').send(categoryBody)).body.error.code).toBe('INVALID_ID');
    expect((await admin.put('/api/categories/0123456789abcdef01234567').send(categoryBody)).status).toBe(404);
  });

  it('refuses to delete a category while subcategories or products use it (409 IN_USE), and deletes an empty one', async () => {
    const { category } = await firstCategoryWithSubcategories();
    const inUse = await admin.delete(`/api/categories/${category}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.code).toBe('IN_USE');
    expect(await Category.exists({ _id: category })).not.toBeNull();
    const empty = (
      await admin
        .post('/api/categories')
        .send({ ...categoryBody, name: 'Short Lived' })
        .expect(201)
    ).body.data;
    await publicCategories();
    await admin.delete(`/api/categories/${empty.id}`).expect(200);
    expect((await publicCategories()).map((item) => item.id)).not.toContain(empty.id);
  });
});

describe('subcategories', () => {
  it('creates, renames and deletes a subcategory, 409 while products use it', async () => {
    const { category, subcategory } = await firstCategoryWithSubcategories();
    const created = await admin
      .post('/api/subcategories')
      .send({ category, name: 'Privacy Screens', nameAr: 'حواجز خصوصية' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ category, slug: 'privacy-screens', productCount: 0 });
    const listed = (await publicCategories()).find((item) => item.id === category)!;
    expect(listed.subcategories.map((item) => item.name)).toContain('Privacy Screens');
    await admin
      .put(`/api/subcategories/${created.body.data.id}`)
      .send({ category, name: 'Desk Screens', nameAr: 'حواجز المكاتب' })
      .expect(200);
    expect(
      (await publicCategories()).find((item) => item.id === category)!.subcategories.map((item) => item.name),
    ).toContain('Desk Screens');
    await admin.delete(`/api/subcategories/${created.body.data.id}`).expect(200);
    const used = await admin.delete(`/api/subcategories/${subcategory}`);
    expect(used.status).toBe(409);
    expect(used.body.error.code).toBe('IN_USE');
  });

  it('needs an existing category', async () => {
    const res = await admin
      .post('/api/subcategories')
      .send({ category: '0123456789abcdef01234567', name: 'Orphans', nameAr: 'أيتام' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'category', message: 'No category with this id' }]);
  });
});

describe('products', () => {
  const productBody = (category: string, subcategory: string | null) => ({
    name: 'Mesh Task Chair Lite',
    nameAr: 'كرسي شبكي خفيف',
    shortDescription: 'A light mesh chair',
    shortDescriptionAr: 'كرسي شبكي خفيف الوزن',
    category,
    subcategory,
    price: 499.5,
    isNewArrival: true,
    images: ['/assets/images/shop/products/abc.webp'],
    specifications: [{ label: 'Seat height', value: '42-52 cm' }],
    availability: 'in-stock',
  });

  it('creates a product that the storefront shows at once, with Arabic specification texts defaulted', async () => {
    const { category, subcategory } = await firstCategoryWithSubcategories();
    await request(server).get('/api/products?newArrival=true&limit=48').expect(200);
    const res = await admin.post('/api/products').send(productBody(category, subcategory));
    expect(res.status).toBe(201);
    const product = res.body.data;
    expect(product).toMatchObject({
      slug: 'mesh-task-chair-lite',
      price: 499.5,
      contactForQuote: false,
      active: true,
      image: '/assets/images/shop/products/abc.webp',
      category: { id: category },
      subcategory: { id: subcategory },
      specifications: [{ label: 'Seat height', labelAr: 'Seat height', value: '42-52 cm', valueAr: '42-52 cm' }],
    });
    const listed = (await request(server).get('/api/products?newArrival=true&limit=48').expect(200)).body.data
      .items as Array<{ id: string }>;
    expect(listed.map((item) => item.id)).toContain(product.id);
    await request(server).get(`/api/products/${product.slug}`).expect(200);
    expect(
      (await request(server).get('/api/products/search/Mesh%20Task%20Chair%20Lite').expect(200)).body.data[0].id,
    ).toBe(product.id);
  });

  it('refuses a subcategory of another category, unknown keys and malformed slugs', async () => {
    const { category } = await firstCategoryWithSubcategories();
    const otherCategory = await Category.findOne({ slug: CATALOG_SEED.categories[1]!.slug }).lean();
    const foreign = await Subcategory.findOne({ category: otherCategory!._id }).lean();
    const mismatch = await admin.post('/api/products').send(productBody(category, String(foreign!._id)));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details).toEqual([
      { path: 'subcategory', message: 'This subcategory belongs to another category' },
    ]);
    expect(
      (await admin.post('/api/products').send({ ...productBody(category, null), slug: 'Mine Chair' })).status,
    ).toBe(400);
    expect((await admin.post('/api/products').send({ ...productBody(category, null), price: -1 })).status).toBe(400);
    expect((await admin.post('/api/products').send({ ...productBody(category, null), price: 10.555 })).status).toBe(
      400,
    );
    expect(
      (await admin.post('/api/products').send({ ...productBody(category, null), availability: 'soon' })).status,
    ).toBe(400);
  });

  it('updates a product, keeps what the body leaves out, and moving it to another category clears its subcategory', async () => {
    const { category, subcategory } = await firstCategoryWithSubcategories();
    const created = (
      await admin
        .post('/api/products')
        .send({ ...productBody(category, subcategory), name: 'Update Me Chair' })
        .expect(201)
    ).body.data;
    const renamed = await admin
      .put(`/api/products/${created.id}`)
      .send({ name: 'Updated Chair', nameAr: 'كرسي محدث', category, price: null, contactForQuote: true })
      .expect(200);
    expect(renamed.body.data).toMatchObject({
      slug: 'updated-chair',
      price: null,
      contactForQuote: true,
      shortDescription: 'A light mesh chair',
      subcategory: { id: subcategory },
    });
    const otherCategory = await Category.findOne({ slug: CATALOG_SEED.categories[1]!.slug }).lean();
    const moved = await admin
      .put(`/api/products/${created.id}`)
      .send({ name: 'Updated Chair', nameAr: 'كرسي محدث', category: String(otherCategory!._id) })
      .expect(200);
    expect(moved.body.data.subcategory).toBeNull();
    expect(moved.body.data.category.id).toBe(String(otherCategory!._id));
  });

  it('hides a switched-off product from the storefront but not from the admin list', async () => {
    const { category } = await firstCategoryWithSubcategories();
    const created = (
      await admin
        .post('/api/products')
        .send({ ...productBody(category, null), name: 'Hidden Stool' })
        .expect(201)
    ).body.data;
    await request(server).get(`/api/products/${created.slug}`).expect(200);
    await admin
      .put(`/api/products/${created.id}`)
      .send({ name: 'Hidden Stool', nameAr: 'مقعد مخفي', category, active: false })
      .expect(200);
    expect((await request(server).get(`/api/products/${created.slug}`)).status).toBe(404);
    expect((await request(server).get('/api/products/search/Hidden%20Stool').expect(200)).body.data).toEqual([]);
    const admins = await admin.get('/api/admin/products?q=hidden%20stool&active=false').expect(200);
    expect(admins.body.data).toMatchObject({ total: 1, items: [{ id: created.id, active: false }] });
  });

  it('lists products for the admin with search, filters and pages, and validates the query', async () => {
    const { category } = await firstCategoryWithSubcategories();
    const page1 = (await admin.get(`/api/admin/products?category=${category}&limit=5`).expect(200)).body.data;
    const page2 = (await admin.get(`/api/admin/products?category=${category}&limit=5&page=2`).expect(200)).body.data;
    expect(page1.limit).toBe(5);
    expect(page1.pages).toBe(Math.ceil(page1.total / 5));
    expect(page1.items.map((item: { id: string }) => item.id)).not.toEqual(
      expect.arrayContaining([page2.items[0]?.id]),
    );
    const featured = (await admin.get('/api/admin/products?flag=featured&limit=100').expect(200)).body.data;
    expect(featured.total).toBe(CATALOG_SEED.products.filter((product) => product.isFeatured).length);
    expect(featured.items.every((item: { isFeatured: boolean }) => item.isFeatured)).toBe(true);
    // Searched literally: a regular expression character is just a character.
    expect((await admin.get('/api/admin/products?q=.*').expect(200)).body.data.total).toBe(0);
    for (const query of ['flag=hot', 'limit=101', 'category=office-furniture', 'sort=name', 'q[$ne]=x']) {
      expect([query, (await admin.get(`/api/admin/products?${query}`)).status]).toEqual([query, 400]);
    }
    expect((await request(server).get('/api/admin/products')).status).toBe(401);
  });

  it('deletes a product, and a deleted built-in product is not seeded again', async () => {
    const builtIn = CATALOG_SEED.products[7]!;
    const record = await Product.findOne({ slug: builtIn.slug }).lean();
    await request(server).get(`/api/products/${builtIn.slug}`).expect(200);
    await admin.delete(`/api/products/${String(record!._id)}`).expect(200);
    expect((await request(server).get(`/api/products/${builtIn.slug}`)).status).toBe(404);
    expect((await seedCatalog()).products).toBe(0);
    expect(await Product.exists({ slug: builtIn.slug })).toBeNull();
    expect((await admin.delete(`/api/products/${String(record!._id)}`)).status).toBe(404);
  });

  it('renaming a built-in product does not bring back a copy under the old slug', async () => {
    const builtIn = CATALOG_SEED.products[9]!;
    const record = await Product.findOne({ slug: builtIn.slug }).lean();
    await admin
      .put(`/api/products/${String(record!._id)}`)
      .send({ name: `${builtIn.name} Mark II`, nameAr: builtIn.nameAr, category: String(record!.category) })
      .expect(200);
    expect((await seedCatalog()).products).toBe(0);
    expect(await Product.countDocuments({ slug: builtIn.slug })).toBe(0);
  });
});
