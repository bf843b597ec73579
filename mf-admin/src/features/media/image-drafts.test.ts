import { ImageDrafts } from './image-drafts';

function drafts(failing: string[] = []) {
  const deleted: string[] = [];
  const images = new ImageDrafts(async (path) => {
    if (failing.includes(path)) throw new Error('HTTP error! status: 500');
    deleted.push(path);
  });
  return { deleted, images };
}

describe('ImageDrafts', () => {
  it('deletes a picture uploaded in this form as soon as it is removed', async () => {
    const { deleted, images } = drafts();
    images.added('/assets/images/shop/products/new.webp');
    await images.removed('/assets/images/shop/products/new.webp');
    expect(deleted).toEqual(['/assets/images/shop/products/new.webp']);
  });

  it("keeps a saved record's picture until the record is saved without it", async () => {
    const { deleted, images } = drafts();
    await images.removed('/assets/images/shop/products/old.webp');
    expect(deleted).toEqual([]);
    await expect(images.saved(['/assets/images/shop/products/other.webp'])).resolves.toEqual([]);
    expect(deleted).toEqual(['/assets/images/shop/products/old.webp']);
  });

  it('never deletes a picture the saved record still uses', async () => {
    const { deleted, images } = drafts();
    await images.removed('/a.webp');
    await images.saved(['/a.webp']);
    expect(deleted).toEqual([]);
  });

  it('deletes only the fresh uploads when the form is cancelled', async () => {
    const { deleted, images } = drafts();
    images.added('/fresh.webp');
    await images.removed('/saved.webp');
    await images.discarded();
    expect(deleted).toEqual(['/fresh.webp']);
  });

  it('keeps fresh uploads once the record was saved with them', async () => {
    const { deleted, images } = drafts();
    images.added('/fresh.webp');
    await images.saved(['/fresh.webp']);
    await images.discarded();
    expect(deleted).toEqual([]);
  });

  it('answers the pictures it could not delete', async () => {
    const { images } = drafts(['/b.webp']);
    await images.removed('/a.webp');
    await images.removed('/b.webp');
    await expect(images.saved([])).resolves.toEqual(['/b.webp']);
  });
});
