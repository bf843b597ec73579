import { guessUploadCategory, MIGRATION_DONE_KEY, migrateStorage, type UploadCategory } from './storage-migration';

/** A Storage-like map that keeps insertion order, as localStorage's key(i) walks it. */
function fakeStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    entries: () => Object.fromEntries(map),
  };
}

/** Uploads succeed with a path per folder, except pictures listed in `refuse`. */
function fakeUploader(refuse: string[] = []) {
  const calls: Array<{ dataUrl: string; category: UploadCategory }> = [];
  let n = 0;
  const upload = async (dataUrl: string, category: UploadCategory) => {
    calls.push({ dataUrl, category });
    if (refuse.includes(dataUrl)) throw new Error('Upload failed');
    n += 1;
    return `/assets/images/shop/${category}/migrated-${n}.webp`;
  };
  return { calls, upload };
}

const png = (tag: string) =>
  `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk${tag}==`;
const jpeg = `data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP${'A'.repeat(20)}`;

describe('guessUploadCategory', () => {
  it('reads the folder from the key name, subcategories before categories', () => {
    expect(guessUploadCategory('testimonialPhoto_3')).toBe('testimonials');
    expect(guessUploadCategory('subcategoryImage')).toBe('subcategories');
    expect(guessUploadCategory('category-chairs-image')).toBe('categories');
    expect(guessUploadCategory('Categories')).toBe('categories');
    expect(guessUploadCategory('productImage_12')).toBe('products');
    expect(guessUploadCategory('heroBanner')).toBe('general');
  });
});

describe('migrateStorage', () => {
  it('uploads each inline picture into the folder its key suggests and removes the migrated values', async () => {
    const storage = fakeStorage({
      productImage_1: png('A'),
      categoryImage_chairs: jpeg,
      heroBanner: png('B'),
      lang: 'ar',
      cart: '[]',
    });
    const uploader = fakeUploader();
    const result = await migrateStorage(storage, uploader.upload);
    expect(result).toEqual({ imagesFound: 3, imagesMigrated: 3, imagesFailed: 0, errors: [] });
    expect(uploader.calls.map((c) => c.category)).toEqual(['products', 'categories', 'general']);
    expect(Object.keys(storage.entries()).sort()).toEqual(['cart', 'lang', MIGRATION_DONE_KEY].sort());
  });

  it('replaces pictures inside a stored JSON value with their new paths', async () => {
    const storage = fakeStorage({
      subcategoryGallery: JSON.stringify({
        items: [
          { id: 'a', image: png('C') },
          { id: 'b', image: '/x.webp' },
        ],
      }),
    });
    const result = await migrateStorage(storage, fakeUploader().upload);
    expect(result?.imagesMigrated).toBe(1);
    expect(JSON.parse(storage.getItem('subcategoryGallery') ?? '')).toEqual({
      items: [
        { id: 'a', image: '/assets/images/shop/subcategories/migrated-1.webp' },
        { id: 'b', image: '/x.webp' },
      ],
    });
  });

  it('removes the stored categories, products, testimonials and orders after the pictures', async () => {
    const storage = fakeStorage({
      categories: JSON.stringify([{ id: 'c1', image: png('D') }]),
      products: '[]',
      testimonials: '[]',
      orders: '[]',
      subcategories: '[]',
    });
    const uploader = fakeUploader();
    const result = await migrateStorage(storage, uploader.upload);
    expect(result).toEqual({ imagesFound: 1, imagesMigrated: 1, imagesFailed: 0, errors: [] });
    expect(uploader.calls).toEqual([{ dataUrl: png('D'), category: 'categories' }]);
    expect(Object.keys(storage.entries()).sort()).toEqual([MIGRATION_DONE_KEY, 'subcategories'].sort());
  });

  it('keeps a picture that failed, lists the error, and leaves the completion flag unset', async () => {
    const storage = fakeStorage({ productImage_1: png('E'), productImage_2: png('F') });
    const result = await migrateStorage(storage, fakeUploader([png('F')]).upload);
    expect(result).toEqual({
      imagesFound: 2,
      imagesMigrated: 1,
      imagesFailed: 1,
      errors: ['productImage_2: Upload failed'],
    });
    expect(storage.entries()).toEqual({ productImage_2: png('F') });
  });

  it('runs again after a failure and is skipped once it completed', async () => {
    const storage = fakeStorage({ productImage_1: png('G') });
    await migrateStorage(storage, fakeUploader([png('G')]).upload);
    const retry = fakeUploader();
    await expect(migrateStorage(storage, retry.upload)).resolves.toEqual({
      imagesFound: 1,
      imagesMigrated: 1,
      imagesFailed: 0,
      errors: [],
    });
    const later = fakeUploader();
    storage.setItem('productImage_9', png('H'));
    await expect(migrateStorage(storage, later.upload)).resolves.toBeNull();
    expect(later.calls).toHaveLength(0);
  });

  it('leaves values that only mention a data URL, and texts that are not pictures, alone', async () => {
    const note = 'Paste data:image/png;base64, here';
    const storage = fakeStorage({ note, svgText: 'data:text/plain;base64,aGVsbG8=' });
    const uploader = fakeUploader();
    await expect(migrateStorage(storage, uploader.upload)).resolves.toEqual({
      imagesFound: 0,
      imagesMigrated: 0,
      imagesFailed: 0,
      errors: [],
    });
    expect(uploader.calls).toHaveLength(0);
    expect(storage.getItem('note')).toBe(note);
  });
});
