import request from 'supertest';
import { createApp } from '../src/app';
import { Product, type ProductFields } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { refreshSeededTexts, seededTextKey } from '../src/catalog/seed-texts';
import { adminAgent, resetAdminUser } from './admin-login';
import { testConfig, testShopDataDir, useTestDatabase } from './helpers';

useTestDatabase();

/** A fresh app: its read cache has not seen any reply yet (needed after changing the database). */
const freshServer = () => createApp({ config: testConfig({ dataDir: testShopDataDir() }) }).callback();

/**
 * Two products' descriptions exactly as the release before issue 17 seeded them: the short
 * description word for word, a paragraph shared by the subcategory and the category's closing.
 */
const EARLIER = {
  'lockable-cash-box-with-coin-tray': {
    description:
      'A steel cash box with a removable tray for notes and coins, a carry handle and two keys.\n\nSmall security items solve everyday problems: a key cabinet for vehicle or building keys, a lockable cash box for petty cash, a deposit safe for shop takings, and locker units for banks, clubs and staff rooms.\n\nDelivered free, carried to the room of your choice and anchored to the floor or wall by our team where needed, with a 1-year warranty.',
    descriptionAr:
      'صندوق نقود فولاذي بصينية قابلة للإزالة للأوراق النقدية والعملات المعدنية، مع مقبض للحمل ومفتاحين.\n\nتحلّ أدوات الأمان الصغيرة مشكلات يومية: خزانة مفاتيح لمفاتيح السيارات أو المبنى، وصندوق نقود بقفل للمصروفات النثرية، وخزنة إيداع لإيرادات المحل، ووحدات خزائن للبنوك والأندية وغرف الموظفين.\n\nيشمل السعر التوصيل المجاني، ويحمل فريقنا المنتج إلى الغرفة التي تختارها ويثبّته بالأرضية أو الجدار عند الحاجة، مع ضمان لمدة سنة واحدة.',
  },
  'gel-pens-pack-of-12': {
    description:
      'Twelve quick-drying 0.5 mm gel pens with comfortable grips, ideal for signatures and forms.\n\nReliable pens and markers save small frustrations every day. Our range covers everyday ballpoints, gel pens for signatures, whiteboard markers that wipe clean and gift sets for corporate occasions and National Day.\n\nDelivered free with your next order anywhere in Qatar. Ask us about bulk prices and monthly supply for schools, companies and government offices.',
    descriptionAr:
      'اثنا عشر قلم جل بسن 0.5 مم يجف بسرعة ومقبض مريح، مثالي للتوقيع وتعبئة النماذج.\n\nتوفّر الأقلام الموثوقة الكثير من المتاعب الصغيرة كل يوم. تشمل مجموعتنا أقلام الحبر الجاف اليومية وأقلام الجل للتوقيع وأقلام السبورة سهلة المسح وأطقم الهدايا للمناسبات المؤسسية واليوم الوطني.\n\nيصلك مجاناً مع طلبك القادم في أي مكان في قطر. اسألنا عن أسعار الجملة والتوريد الشهري للمدارس والشركات والجهات الحكومية.',
  },
} as const;
type Slug = keyof typeof EARLIER;
const seeded = (slug: Slug) => CATALOG_SEED.products.find((product) => product.slug === slug)!;

/** Puts a product back into the state an earlier release left it in. */
async function asEarlierRelease(slug: Slug): Promise<Date> {
  const updatedAt = new Date('2026-01-15T08:00:00Z');
  await Product.collection.updateOne({ slug }, { $set: { ...EARLIER[slug], updatedAt } });
  return updatedAt;
}

beforeAll(async () => {
  await Promise.all([seedCatalog(), resetAdminUser()]);
});

describe('seeding a database an earlier release seeded', () => {
  it('gives a product still as seeded the new descriptions, shown by the API, and keeps its updatedAt', async () => {
    const slug = 'lockable-cash-box-with-coin-tray';
    const updatedAt = await asEarlierRelease(slug);

    expect(await seedCatalog()).toEqual({ categories: 0, subcategories: 0, products: 0, pictures: 0 });

    const stored = await Product.findOne({ slug }).lean<ProductFields & { updatedAt: Date }>();
    expect(stored).toMatchObject({ description: seeded(slug).description, descriptionAr: seeded(slug).descriptionAr });
    expect(stored!.description).not.toContain(stored!.shortDescription);
    expect(stored!.descriptionAr).not.toContain(stored!.shortDescriptionAr);
    expect(stored!.updatedAt).toEqual(updatedAt);
    const reply = await request(freshServer()).get(`/api/products/${slug}`).expect(200);
    expect(reply.body.data.description).toBe(seeded(slug).description);
    expect(reply.body.data.descriptionAr).toBe(seeded(slug).descriptionAr);
  });

  it('leaves a description the admin edited alone, and still updates the other language if that one is as seeded', async () => {
    const slug = 'gel-pens-pack-of-12';
    await asEarlierRelease(slug);
    const product = await Product.findOne({ slug }).lean();
    const admin = await adminAgent(freshServer());
    const edited = 'Our own words about these pens, written by the shop.';
    await admin
      .put(`/api/products/${String(product!._id)}`)
      .send({ name: product!.name, nameAr: product!.nameAr, category: String(product!.category), description: edited })
      .expect(200);

    await seedCatalog();

    const after = await Product.findOne({ slug }).lean();
    expect(after!.description).toBe(edited);
    expect(after!.descriptionAr).toBe(seeded(slug).descriptionAr);
  });

  it('never touches an edited text, whatever it says, and writes nothing when everything is up to date', async () => {
    const slug = 'lockable-cash-box-with-coin-tray';
    // One word away from the earlier seeded text is an edit.
    const edited = EARLIER[slug].description.replace('two keys', 'three keys');
    await Product.updateOne({ slug }, { $set: { description: edited } });
    expect(await refreshSeededTexts()).toBe(0);
    expect((await Product.findOne({ slug }).lean())!.description).toBe(edited);
  });

  it('updates only the fields whose stored text has an earlier fingerprint', async () => {
    const slug = 'gel-pens-pack-of-12';
    await Product.updateOne({ slug }, { $set: { shortDescription: 'An old summary', description: 'Old words' } });
    const earlier = new Set([seededTextKey(slug, 'shortDescription', 'An old summary')]);
    expect(await refreshSeededTexts(CATALOG_SEED, earlier)).toBe(1);
    const after = await Product.findOne({ slug }).lean();
    expect(after!.shortDescription).toBe(seeded(slug).shortDescription);
    expect(after!.description).toBe('Old words');
  });
});
