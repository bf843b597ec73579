import request from 'supertest';
import { createApp } from '../src/app';
import { DELIVERY_DAYS, ZoneDeliverySettings } from '../src/delivery/model';
import { SEED_ZONES, seedZoneDeliverySettings } from '../src/delivery/seed';
import { Testimonial } from '../src/testimonials/model';
import { seedTestimonials } from '../src/testimonials/seed';
import { SEED_TESTIMONIALS } from '../src/testimonials/seed-data';
import { testConfig, useTestDatabase } from './helpers';

useTestDatabase();
/** A fresh app: its read cache has not seen any reply yet (needed after changing the database). */
const freshServer = () => createApp({ config: testConfig() }).callback();

beforeAll(async () => {
  await Promise.all([seedTestimonials(), seedZoneDeliverySettings()]);
});

interface TestimonialReply {
  id: string;
  name: string;
  company: string;
  text: string;
  textAr: string;
  rating: number;
  order: number;
  [key: string]: unknown;
}

describe('GET /api/testimonials', () => {
  it('lists the active testimonials in display order, in English and Arabic, cacheable for a minute', async () => {
    const res = await request(freshServer()).get('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = res.body.data as TestimonialReply[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((item) => item.order)).toEqual([...list.map((item) => item.order)].sort((a, b) => a - b));
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual([
        'company',
        'companyAr',
        'id',
        'name',
        'nameAr',
        'order',
        'rating',
        'text',
        'textAr',
      ]);
      expect(item.rating).toBeGreaterThanOrEqual(4);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.textAr).toMatch(/[\u0600-\u06FF]/);
      expect(item).not.toHaveProperty('seedKey');
    }
  });

  it('leaves out a testimonial that staff switched off', async () => {
    await Testimonial.updateOne({ seedKey: SEED_TESTIMONIALS[1]!.seedKey }, { $set: { active: false } });
    try {
      const list = (await request(freshServer()).get('/api/testimonials').expect(200)).body.data as TestimonialReply[];
      expect(list).toHaveLength(SEED_TESTIMONIALS.length - 1);
      expect(list.map((item) => item.name)).not.toContain(SEED_TESTIMONIALS[1]!.name);
    } finally {
      await Testimonial.updateOne({ seedKey: SEED_TESTIMONIALS[1]!.seedKey }, { $set: { active: true } });
    }
  });

  it('rejects query keys with 400 VALIDATION_FAILED', async () => {
    const res = await request(freshServer()).get('/api/testimonials?all=true');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('seeds the built-in testimonials once: a second seed adds nothing and keeps staff edits', async () => {
    await Testimonial.updateOne({ seedKey: SEED_TESTIMONIALS[0]!.seedKey }, { $set: { text: 'Edited by staff' } });
    expect(await seedTestimonials()).toBe(0);
    expect(await Testimonial.countDocuments()).toBe(SEED_TESTIMONIALS.length);
    expect((await Testimonial.findOne({ seedKey: SEED_TESTIMONIALS[0]!.seedKey }).lean())?.text).toBe(
      'Edited by staff',
    );
  });
});

describe('GET /api/zone-delivery-settings', () => {
  it('answers the delivery zones, none of them delivering on Friday', async () => {
    const res = await request(freshServer()).get('/api/zone-delivery-settings');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { zones, updatedAt } = res.body.data as {
      zones: Array<Record<string, unknown> & { deliveryDays: string[] }>;
      updatedAt: string;
    };
    expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
    expect(zones.map((zone) => zone['key'])).toEqual(SEED_ZONES.map((zone) => zone.key));
    for (const zone of zones) {
      expect(Object.keys(zone).sort()).toEqual([
        'deliveryDays',
        'fee',
        'freeDeliveryThreshold',
        'key',
        'leadTimeDays',
        'name',
        'nameAr',
      ]);
      expect(zone.deliveryDays.length).toBeGreaterThan(0);
      expect(zone.deliveryDays).not.toContain('friday');
      for (const day of zone.deliveryDays) expect(DELIVERY_DAYS).toContain(day);
    }
  });

  it('is seeded once and keeps the zones staff changed', async () => {
    await ZoneDeliverySettings.updateOne({}, { $set: { 'zones.0.fee': 25 } });
    expect(await seedZoneDeliverySettings()).toBe(false);
    expect(await ZoneDeliverySettings.countDocuments()).toBe(1);
    const res = await request(freshServer()).get('/api/zone-delivery-settings').expect(200);
    expect(res.body.data.zones[0].fee).toBe(25);
  });

  it('refuses to store Friday as a delivery day', async () => {
    await expect(
      ZoneDeliverySettings.updateOne({}, { $set: { 'zones.0.deliveryDays': ['friday'] } }, { runValidators: true }),
    ).rejects.toThrow(/friday/);
  });

  it('answers an empty list when no settings were ever saved', async () => {
    await ZoneDeliverySettings.deleteMany({});
    try {
      const res = await request(freshServer()).get('/api/zone-delivery-settings').expect(200);
      expect(res.body.data).toEqual({ zones: [], updatedAt: null });
    } finally {
      await seedZoneDeliverySettings();
    }
  });

  it('rejects query keys with 400 VALIDATION_FAILED', async () => {
    expect((await request(freshServer()).get('/api/zone-delivery-settings?zone=doha')).status).toBe(400);
  });
});
