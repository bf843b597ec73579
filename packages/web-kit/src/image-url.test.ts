import {
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  PLACEHOLDER_IMAGE,
  connectionQuality,
  deviceTier,
  imageExists,
  imageSrcSet,
  imageUrl,
  isShopImage,
  snapImageWidth,
} from './image-url';

const origin = 'https://ogulf.example';

// Node 21+ has a `navigator` reporting this machine's cores: pin it so results do not depend on where tests run.
const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
const setNavigator = (value: object | undefined) =>
  Object.defineProperty(globalThis, 'navigator', { value, configurable: true });
beforeEach(() => setNavigator(undefined));
afterAll(() => {
  if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
  else Reflect.deleteProperty(globalThis, 'navigator');
});

describe('imageUrl', () => {
  it('gives the placeholder for an empty value', () => {
    for (const empty of [undefined, null, '', '   ']) expect(imageUrl(empty, { origin })).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(PLACEHOLDER_IMAGE)).toContain('#1b5e75');
  });

  it('uses a full URL as it is, even with a width', () => {
    for (const full of [
      'https://cdn.example.com/a.jpg',
      'http://x.test/b.png',
      'data:image/png;base64,AAAA',
      'blob:https://x/1',
    ]) {
      expect(imageUrl(full, { origin, width: 320, quality: 50 })).toBe(full);
    }
  });

  it('prefixes a path under /assets/ with the site address', () => {
    expect(imageUrl('/assets/images/blog/post.svg', { origin })).toBe(`${origin}/assets/images/blog/post.svg`);
    expect(imageUrl('/assets/logo.png', { origin, width: 320 })).toBe(`${origin}/assets/logo.png`);
  });

  it('uses no prefix outside a browser', () => {
    expect(imageUrl('/assets/logo.png')).toBe('/assets/logo.png');
  });

  it('reads any other value as a file name under /assets/images/shop/', () => {
    expect(imageUrl('chair.webp', { origin })).toBe(`${origin}/assets/images/shop/chair.webp`);
    expect(imageUrl('/seating/chair.webp', { origin })).toBe(`${origin}/assets/images/shop/seating/chair.webp`);
  });

  it('asks for a resized variant of shop images: width snapped up, quality to the nearest served one', () => {
    const url = imageUrl('/assets/images/shop/desks/desk.webp', { origin, width: 300, quality: 80 });
    expect(url).toBe(`${origin}/assets/images/shop/desks/desk.webp?w=320&q=80`);
    expect(imageUrl('desk.webp', { width: 161, quality: 10 })).toBe('/assets/images/shop/desk.webp?w=320&q=30');
    expect(imageUrl('desk.webp', { width: 5000, quality: 99 })).toBe('/assets/images/shop/desk.webp?w=1200&q=85');
    expect(imageUrl('desk.webp', { width: 320, quality: 64 })).toBe('/assets/images/shop/desk.webp?w=320&q=50');
    expect(imageUrl('desk.webp', { width: 320, quality: 65 })).toBe('/assets/images/shop/desk.webp?w=320&q=80');
    expect(imageUrl('desk.webp', { width: 320, quality: 83 })).toBe('/assets/images/shop/desk.webp?w=320&q=85');
  });

  it('adds the connection quality when only a width is asked for, and nothing without either', () => {
    expect(imageUrl('desk.webp', { width: 480 })).toBe('/assets/images/shop/desk.webp?w=480&q=85');
    expect(imageUrl('desk.webp', { quality: 50 })).toBe('/assets/images/shop/desk.webp?q=50');
    expect(imageUrl('desk.webp')).toBe('/assets/images/shop/desk.webp');
    expect(imageUrl('desk.webp', { width: 0 })).toBe('/assets/images/shop/desk.webp');
  });

  it('keeps an existing query string', () => {
    expect(imageUrl('/assets/images/shop/a.webp?v=2', { width: 640, quality: 60 })).toBe(
      '/assets/images/shop/a.webp?v=2&w=640&q=50',
    );
  });
});

describe('snapImageWidth', () => {
  it('picks the smallest served width at least as wide, or the largest', () => {
    expect(snapImageWidth(1)).toBe(160);
    expect(snapImageWidth(160)).toBe(160);
    expect(snapImageWidth(481)).toBe(640);
    expect(snapImageWidth(1201)).toBe(1200);
  });
});

describe('imageSrcSet', () => {
  it('lists the served widths of a shop image and nothing for other images', () => {
    expect(imageSrcSet('desk.webp', { min: 320, max: 640, quality: 50 })).toBe(
      '/assets/images/shop/desk.webp?w=320&q=50 320w, /assets/images/shop/desk.webp?w=480&q=50 480w, /assets/images/shop/desk.webp?w=640&q=50 640w',
    );
    expect(isShopImage('/assets/images/blog/a.svg')).toBe(false);
    expect(imageSrcSet('/assets/images/blog/a.svg')).toBe('');
    expect(imageSrcSet('https://cdn.example.com/a.jpg')).toBe('');
    expect(imageSrcSet('')).toBe('');
  });
});

describe('connectionQuality', () => {
  it('follows the effective connection type', () => {
    const on = (effectiveType: string) => ({ connection: { effectiveType } });
    expect(connectionQuality(on('slow-2g'))).toBe(30);
    expect(connectionQuality(on('2g'))).toBe(30);
    expect(connectionQuality(on('3g'))).toBe(50);
    expect(connectionQuality(on('4g'))).toBe(80);
    expect(connectionQuality(on('5g'))).toBe(85);
    expect(connectionQuality({})).toBe(85);
    expect(connectionQuality()).toBe(85);
  });
});

describe('every variant address is one the server stores', () => {
  it('asks only for the served widths and qualities, whatever the page asks for', () => {
    const asked = new Set<string>();
    for (let width = 1; width <= 3000; width += 7) {
      for (let quality = 0; quality <= 120; quality += 3) {
        const url = new URL(imageUrl('desk.webp', { width, quality, origin: 'https://ogulf.qa' }));
        asked.add(`${url.searchParams.get('w')} ${url.searchParams.get('q')}`);
      }
    }
    for (const pair of asked) {
      const [w, q] = pair.split(' ').map(Number);
      expect((IMAGE_WIDTHS as readonly number[]).includes(w!)).toBe(true);
      expect((IMAGE_QUALITIES as readonly number[]).includes(q!)).toBe(true);
    }
    expect(asked.size).toBe(IMAGE_WIDTHS.length * IMAGE_QUALITIES.length);
  });
});

describe('connectionQuality on a low-tier device', () => {
  it('asks for at most the 3g quality, and keeps the connection rule on other tiers', () => {
    const device = (hardwareConcurrency: number, deviceMemory: number, effectiveType: string) => ({
      hardwareConcurrency,
      deviceMemory,
      connection: { effectiveType },
    });
    expect(connectionQuality(device(2, 2, '4g'))).toBe(50);
    expect(connectionQuality(device(2, 2, 'unknown'))).toBe(50);
    expect(connectionQuality(device(2, 2, '2g'))).toBe(30);
    expect(connectionQuality(device(4, 4, '4g'))).toBe(80);
    expect(connectionQuality(device(8, 8, 'unknown'))).toBe(85);
  });

  it('applies to the quality image addresses ask for by default', () => {
    setNavigator({ hardwareConcurrency: 2, deviceMemory: 1 });
    expect(imageUrl('desk.webp', { width: 480 })).toBe('/assets/images/shop/desk.webp?w=480&q=50');
    expect(imageSrcSet('desk.webp', { min: 160, max: 160 })).toBe('/assets/images/shop/desk.webp?w=160&q=50 160w');
  });
});

describe('deviceTier', () => {
  it('needs 8 cores and 8 GB for high, 4 and 4 for medium', () => {
    expect(deviceTier({ hardwareConcurrency: 8, deviceMemory: 8 })).toBe('high');
    expect(deviceTier({ hardwareConcurrency: 16, deviceMemory: 4 })).toBe('medium');
    expect(deviceTier({ hardwareConcurrency: 4, deviceMemory: 4 })).toBe('medium');
    expect(deviceTier({ hardwareConcurrency: 2, deviceMemory: 8 })).toBe('low');
    expect(deviceTier({ hardwareConcurrency: 8, deviceMemory: 2 })).toBe('low');
  });

  it('judges by the reported figure when the browser does not report memory (Safari, Firefox)', () => {
    expect(deviceTier({ hardwareConcurrency: 8 })).toBe('high');
    expect(deviceTier({ hardwareConcurrency: 6 })).toBe('medium');
    expect(deviceTier({ hardwareConcurrency: 2 })).toBe('low');
    expect(deviceTier({ deviceMemory: 2 })).toBe('low');
  });

  it('counts a browser that reports neither figure as medium', () => {
    expect(deviceTier({})).toBe('medium');
    expect(deviceTier()).toBe('medium');
  });
});

describe('imageExists', () => {
  it('sends a HEAD request and reads the status; failures mean missing', async () => {
    const calls: Array<[string, string]> = [];
    const found = await imageExists('/assets/images/shop/a.webp', async (url, init) => {
      calls.push([url, init.method]);
      return { ok: true };
    });
    expect(found).toBe(true);
    expect(calls).toEqual([['/assets/images/shop/a.webp', 'HEAD']]);
    await expect(imageExists('/x.webp', async () => ({ ok: false }))).resolves.toBe(false);
    await expect(imageExists('/x.webp', () => Promise.reject(new Error('offline')))).resolves.toBe(false);
  });
});
