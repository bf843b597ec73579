import request from 'supertest';
import { createApp } from '../src/app';
import { ZoneDeliverySettings } from '../src/delivery/model';
import { seedZoneDeliverySettings, SEED_ZONES } from '../src/delivery/seed';
import { Testimonial } from '../src/testimonials/model';
import { seedTestimonials } from '../src/testimonials/seed';
import { SEED_TESTIMONIALS } from '../src/testimonials/seed-data';
import { adminBeforeAll } from './admin-login';
import { testConfig, useTestDatabase } from './helpers';

useTestDatabase();

const server = createApp({ config: testConfig() }).callback();
const admin = adminBeforeAll(server, seedTestimonials, seedZoneDeliverySettings);

const testimonialBody = {
  name: 'Hamad Al-Thani',
  nameAr: 'حمد آل ثاني',
  company: 'Office Manager, Lusail',
  companyAr: 'مدير مكتب، لوسيل',
  text: 'Fast delivery and careful assembly of our new meeting room.',
  textAr: 'توصيل سريع وتركيب دقيق لغرفة الاجتماعات الجديدة.',
  rating: 5,
  order: 20,
};

async function publicNames(): Promise<string[]> {
  return ((await request(server).get('/api/testimonials').expect(200)).body.data as Array<{ name: string }>).map(
    (item) => item.name,
  );
}

describe('testimonials', () => {
  it('need the session for the admin list and every write', async () => {
    expect((await request(server).get('/api/admin/testimonials')).status).toBe(401);
    expect((await request(server).post('/api/testimonials').send(testimonialBody)).status).toBe(401);
    expect((await request(server).patch('/api/testimonials/0123456789abcdef01234567/toggle')).status).toBe(401);
    expect(await Testimonial.countDocuments()).toBe(SEED_TESTIMONIALS.length);
  });

  it('are created, shown on the storefront at once, edited and deleted', async () => {
    expect(await publicNames()).not.toContain('Hamad Al-Thani');
    const created = await admin.post('/api/testimonials').send(testimonialBody);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...testimonialBody, active: true });
    expect(created.body.data).not.toHaveProperty('seedKey');
    expect(await publicNames()).toContain('Hamad Al-Thani');
    const edited = await admin
      .put(`/api/testimonials/${created.body.data.id}`)
      .send({ ...testimonialBody, rating: 4, text: 'Fast delivery, careful assembly, friendly team.' });
    expect(edited.body.data).toMatchObject({ rating: 4, text: 'Fast delivery, careful assembly, friendly team.' });
    await admin.delete(`/api/testimonials/${created.body.data.id}`).expect(200);
    expect(await publicNames()).not.toContain('Hamad Al-Thani');
    expect((await admin.delete(`/api/testimonials/${created.body.data.id}`)).status).toBe(404);
  });

  it('toggle active: off hides it from the storefront, the admin list keeps it, on brings it back', async () => {
    const target = await Testimonial.findOne({ seedKey: SEED_TESTIMONIALS[2]!.seedKey }).lean();
    const id = String(target!._id);
    expect(await publicNames()).toContain(target!.name);
    const off = await admin.patch(`/api/testimonials/${id}/toggle`).expect(200);
    expect(off.body.data.active).toBe(false);
    expect(await publicNames()).not.toContain(target!.name);
    const all = (await admin.get('/api/admin/testimonials').expect(200)).body.data as Array<{
      id: string;
      active: boolean;
    }>;
    expect(all.find((item) => item.id === id)).toMatchObject({ active: false });
    expect(all).toHaveLength(await Testimonial.countDocuments());
    expect((await admin.patch(`/api/testimonials/${id}/toggle`).expect(200)).body.data.active).toBe(true);
    expect(await publicNames()).toContain(target!.name);
  });

  it('reject bad input with 400', async () => {
    for (const body of [
      { ...testimonialBody, rating: 6 },
      { ...testimonialBody, rating: 4.5 },
      { ...testimonialBody, seedKey: 'x' },
      { ...testimonialBody, textAr: '' },
    ]) {
      expect((await admin.post('/api/testimonials').send(body)).status).toBe(400);
    }
  });

  it('a deleted built-in testimonial is not seeded again', async () => {
    const builtIn = await Testimonial.findOne({ seedKey: SEED_TESTIMONIALS[5]!.seedKey }).lean();
    await admin.delete(`/api/testimonials/${String(builtIn!._id)}`).expect(200);
    expect(await seedTestimonials()).toBe(0);
    expect(await Testimonial.exists({ seedKey: SEED_TESTIMONIALS[5]!.seedKey })).toBeNull();
  });
});

describe('POST /api/zone-delivery-settings', () => {
  const zones = () => SEED_ZONES.map((zone) => ({ ...zone, deliveryDays: [...zone.deliveryDays] }));

  it('needs the session', async () => {
    expect((await request(server).post('/api/zone-delivery-settings').send({ zones: zones() })).status).toBe(401);
  });

  it('saves the zones, and the storefront reads the new fee at once', async () => {
    await request(server).get('/api/zone-delivery-settings').expect(200);
    const changed = zones();
    changed[0] = { ...changed[0]!, fee: 25, freeDeliveryThreshold: 500 };
    const res = await admin.post('/api/zone-delivery-settings').send({ zones: changed });
    expect(res.status).toBe(200);
    expect(res.body.data.zones[0]).toMatchObject({ key: SEED_ZONES[0]!.key, fee: 25, freeDeliveryThreshold: 500 });
    const shown = (await request(server).get('/api/zone-delivery-settings').expect(200)).body.data;
    expect(shown.zones[0]).toMatchObject({ fee: 25, freeDeliveryThreshold: 500 });
    expect(shown.zones).toHaveLength(SEED_ZONES.length);
  });

  it('refuses Friday, duplicate keys, negative fees and unknown keys with 400, changing nothing', async () => {
    const before = await ZoneDeliverySettings.findOne().lean();
    const withFriday = zones();
    withFriday[1] = { ...withFriday[1]!, deliveryDays: ['thursday', 'friday'] as never };
    const friday = await admin.post('/api/zone-delivery-settings').send({ zones: withFriday });
    expect(friday.status).toBe(400);
    expect(JSON.stringify(friday.body.error.details)).toMatch(/Friday/);
    const duplicate = [...zones(), { ...zones()[0]! }];
    expect((await admin.post('/api/zone-delivery-settings').send({ zones: duplicate })).status).toBe(400);
    expect(
      (await admin.post('/api/zone-delivery-settings').send({ zones: [{ ...zones()[0]!, fee: -5 }] })).status,
    ).toBe(400);
    expect(
      (await admin.post('/api/zone-delivery-settings').send({ zones: [{ ...zones()[0]!, vip: true }] })).status,
    ).toBe(400);
    expect((await admin.post('/api/zone-delivery-settings').send({ zones: [] })).status).toBe(400);
    expect((await ZoneDeliverySettings.findOne().lean())?.zones).toEqual(before?.zones);
  });
});
