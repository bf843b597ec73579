import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../src/app';
import { AuditEntry } from '../src/audit/model';
import { MAX_UPLOAD_BYTES } from '../src/media/service';
import { adminAgent, resetAdminUser } from './admin-login';
import { removeDir, testConfig, useTestDatabase } from './helpers';

useTestDatabase();
jest.setTimeout(60_000);

let dataDir: string;
let server: ReturnType<ReturnType<typeof createApp>['callback']>;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let png: Buffer;

const UPLOADED = /^\/assets\/images\/shop\/products\/[a-z0-9]{6,12}-[0-9a-f]{16}\.webp$/;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-upload-'));
  server = createApp({ config: testConfig({ dataDir }) }).callback();
  await resetAdminUser();
  admin = await adminAgent(server);
  png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#134e5e' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await removeDir(dataDir);
});

function upload(file: Buffer, filename: string, contentType: string, category = 'products') {
  return admin.post('/api/upload-image').field('category', category).attach('image', file, { filename, contentType });
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { recursive: true })).map(String);
  } catch {
    return [];
  }
}

describe('POST /api/upload-image', () => {
  it('needs the admin session', async () => {
    const res = await request(server)
      .post('/api/upload-image')
      .field('category', 'products')
      .attach('image', png, 'a.png');
    expect(res.status).toBe(401);
  });

  it('re-encodes a picture to WebP at most 2000 px wide under a generated name, served at the path it answers', async () => {
    const res = await upload(png, '../../etc/my photo.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, path: expect.stringMatching(UPLOADED) });
    const served = await request(server)
      .get(res.body.path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2000, 1000]);
    expect(await AuditEntry.countDocuments({ action: 'image.upload', target: res.body.path })).toBe(1);
  });

  it('accepts JPEG and WebP too, told from their bytes whatever their name says', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d4a24c' } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0e3a4a' } })
      .webp()
      .toBuffer();
    expect((await upload(jpeg, 'photo.png', 'image/png')).status).toBe(201);
    expect((await upload(webp, 'photo.jpg', 'image/jpeg', 'testimonials')).body.path).toMatch(
      /^\/assets\/images\/shop\/testimonials\//,
    );
  });

  it.each([
    [
      'an SVG named .png',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    ],
    ['an HTML page named .png', '<!doctype html><html><script>alert(document.cookie)</script></html>'],
    ['a GIF', 'GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000'],
  ])('refuses %s with 415 and stores nothing', async (_what, content) => {
    const before = await filesUnder(path.join(dataDir, 'images'));
    const res = await upload(Buffer.from(content), 'picture.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: 'Only JPEG, PNG or WebP pictures can be uploaded' });
    expect(await filesUnder(path.join(dataDir, 'images'))).toEqual(before);
  });

  it('refuses an empty file and a damaged picture with 400', async () => {
    const empty = await upload(Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ success: false, error: 'The file is empty' });
    const damaged = await upload(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]), 'cut.png', 'image/png');
    expect(damaged.status).toBe(400);
    expect(damaged.body.success).toBe(false);
  });

  it('refuses a file one byte over 5 MB with 413 and a JSON reply, not a reset connection', async () => {
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - 8, 7)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'The picture is larger than 5 MB' });
    // The connection stays usable.
    expect((await admin.get('/api/admin/session')).status).toBe(200);
  });

  it('refuses too many form fields with that reason, storing nothing', async () => {
    const before = await filesUnder(path.join(dataDir, 'images', 'shop'));
    let req = admin.post('/api/upload-image').field('category', 'products');
    for (let i = 0; i < 8; i++) req = req.field(`extra${i}`, 'x');
    const res = await req.attach('image', png, { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(/^The upload has too many form fields/) });
    expect(res.body.error).not.toMatch(/MB/);
    expect(await filesUnder(path.join(dataDir, 'images', 'shop'))).toEqual(before);
  });

  it('refuses form fields over 16 KB with that reason, not the picture size', async () => {
    const res = await admin
      .post('/api/upload-image')
      .field('category', 'products')
      .field('note', 'x'.repeat(20 * 1024))
      .attach('image', png, { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(/form fields are larger than 16 KB/) });
  });

  it('refuses a body announced as far too large before reading it', async () => {
    const res = await upload(Buffer.alloc(8 * 1024 * 1024, 1), 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('refuses a picture of more than 40 megapixels with 413', async () => {
    const wide = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const res = await upload(wide, 'wide.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too many pixels/);
  });

  it('takes one file in the field image: two files, another file field or none are 400', async () => {
    const two = await admin
      .post('/api/upload-image')
      .field('category', 'products')
      .attach('image', png, 'a.png')
      .attach('image', png, 'b.png');
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ success: false, error: 'Send one picture at a time' });
    const other = await admin.post('/api/upload-image').field('category', 'products').attach('picture', png, 'a.png');
    expect(other.status).toBe(400);
    const none = await admin.post('/api/upload-image').field('category', 'products');
    expect(none.status).toBe(400);
  });

  it('needs a known category and no other field', async () => {
    const bad = await upload(png, 'a.png', 'image/png', '../../etc');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(typeof bad.body.error).toBe('string');
    const extra = await admin
      .post('/api/upload-image')
      .field('category', 'products')
      .field('path', '/tmp/x')
      .attach('image', png, 'a.png');
    expect(extra.status).toBe(400);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const json = await admin
      .post('/api/upload-image')
      .send({ image: 'data:image/png;base64,AAAA', category: 'products' });
    expect(json.status).toBe(415);
    expect(json.body.success).toBe(false);
    const text = await admin.post('/api/upload-image').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
  });
});

describe('DELETE /api/delete-image', () => {
  it('deletes an uploaded picture and its resized copies', async () => {
    const { path: sitePath } = (await upload(png, 'a.png', 'image/png').expect(201)).body as { path: string };
    await request(server).get(`${sitePath}?w=320`).expect(200);
    const name = path.basename(sitePath);
    expect(
      (await filesUnder(path.join(dataDir, 'images', 'cache', 'shop', 'products'))).some((file) =>
        file.startsWith(name),
      ),
    ).toBe(true);

    expect((await request(server).delete('/api/delete-image').send({ path: sitePath })).status).toBe(401);
    const res = await admin.delete('/api/delete-image').send({ path: sitePath });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await request(server).get(sitePath)).status).toBe(404);
    expect(
      (await filesUnder(path.join(dataDir, 'images', 'cache', 'shop', 'products'))).some((file) =>
        file.startsWith(name),
      ),
    ).toBe(false);
    expect((await admin.delete('/api/delete-image').send({ path: sitePath })).status).toBe(404);
    expect(await AuditEntry.countDocuments({ action: 'image.delete', target: sitePath })).toBe(1);
  });

  it.each([
    '/assets/images/shop/products/../../../../etc/passwd',
    '/assets/images/shop/products/..%2f..%2fsecret.webp',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    '/assets/images/shop/office-furniture/walnut-executive-desk.webp',
    '/assets/images/shop/products/sub/lx3k9a2b-0123456789abcdef.webp',
    '/assets/images/blog/cover.svg',
    '../products/lx3k9a2b-0123456789abcdef.webp',
  ])('refuses %s with 400', async (target) => {
    const res = await admin.delete('/api/delete-image').send({ path: target });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PATH');
  });

  it('leaves files outside the upload folders alone', async () => {
    const outside = path.join(dataDir, 'keep.webp');
    await fs.writeFile(outside, 'keep');
    await admin.delete('/api/delete-image').send({ path: '/assets/images/shop/../../keep.webp' }).expect(400);
    expect(await fs.readFile(outside, 'utf8')).toBe('keep');
  });
});
