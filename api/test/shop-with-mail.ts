import { Product, type ProductRecord } from '../src/catalog/model';
import { seedCatalog } from '../src/catalog/seed';
import { seedZoneDeliverySettings } from '../src/delivery/seed';
import { startMailCapture, type MailCapture } from './mail-capture';

export interface ShopWithMail {
  /** The SMTP server the app under test mails to. */
  capture: MailCapture;
  /** The seeded products that have a price, by name (orders can be placed for them). */
  products: ProductRecord[];
}

/**
 * For a test file that places orders and reads the mail they send: a mail capture, the seeded
 * catalogue and delivery zones; before each test no captured mail and what `forget` clears.
 * Call at the top of the file (it registers the file's hooks); the fields are set once beforeAll ran.
 */
export function useShopWithMail(forget: () => Promise<void>): ShopWithMail {
  const shop = {} as ShopWithMail; // filled in beforeAll, before any test reads it
  beforeAll(async () => {
    [shop.capture] = await Promise.all([startMailCapture(), seedCatalog(), seedZoneDeliverySettings()]);
    shop.products = (await Product.find().sort({ name: 1 }).lean<ProductRecord[]>()).filter(
      (product) => typeof product.price === 'number',
    );
  });
  afterAll(async () => {
    await shop.capture.close();
  });
  beforeEach(async () => {
    shop.capture.mails.length = 0;
    await forget();
  });
  return shop;
}
