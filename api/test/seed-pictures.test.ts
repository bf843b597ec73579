import { seedCatalog } from '../src/catalog/seed';
import { CATALOG_SEED } from '../src/catalog/seed-data';
import { Product } from '../src/catalog/model';
import { useTestDatabase } from './helpers';

useTestDatabase();

describe('seedCatalog on a database seeded before the extra pictures', () => {
  it('gives products still holding the earlier pictures the new ones and leaves pictures the admin set alone', async () => {
    await seedCatalog();
    const [untouched, renamed, reordered, replaced] = CATALOG_SEED.products.filter(
      (product) => product.previousImages.length === 1,
    );
    // As a database seeded before this change holds them, with an admin's edits on three.
    await Product.updateOne({ slug: untouched!.slug }, { $set: { images: untouched!.previousImages } });
    await Product.updateOne(
      { slug: renamed!.slug },
      { $set: { images: renamed!.previousImages, name: 'Renamed by the admin' } },
    );
    const ownOrder = ['/assets/images/shop/admin/upload.webp', ...reordered!.previousImages];
    await Product.updateOne({ slug: reordered!.slug }, { $set: { images: ownOrder } });
    await Product.updateOne({ slug: replaced!.slug }, { $set: { images: ['/assets/images/shop/admin/own.webp'] } });

    expect((await seedCatalog()).pictures).toBe(2);

    const stored = async (slug: string) => Product.findOne({ slug }).lean();
    expect((await stored(untouched!.slug))!.images).toEqual(untouched!.images);
    const renamedNow = (await stored(renamed!.slug))!;
    expect(renamedNow.images).toEqual(renamed!.images);
    expect(renamedNow.name).toBe('Renamed by the admin');
    expect((await stored(reordered!.slug))!.images).toEqual(ownOrder);
    expect((await stored(replaced!.slug))!.images).toEqual(['/assets/images/shop/admin/own.webp']);
    // Nothing left to do on the next start.
    expect((await seedCatalog()).pictures).toBe(0);
  });
});
