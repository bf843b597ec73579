import fs from 'node:fs/promises';
import Papa from 'papaparse';
import { listOf, reply } from './support/api';
import { expect, test } from './support/test';

type Line = Record<string, string>;

test('exports products, imports an edited file with a preview, and the storefront shows the new price', async ({
  page,
  adminApi,
  api,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const [category] = await api('/api/categories', listOf(reply.categoryView));
  if (!category) throw new Error('no category');
  // The shop's own products stay as they are: the test makes two in the first category and deletes
  // them at the end.
  const createProduct = (body: Record<string, unknown>) =>
    adminApi('/api/products', reply.adminProductView, { body: { category: category.id, ...body } });
  const lamp = await createProduct({
    name: `E2E CSV Lamp ${suffix}`,
    nameAr: 'مصباح الجدول',
    price: 240,
    sku: `E2E-CSV-${suffix}`,
    stock: 6,
  });
  const desk = await createProduct({
    name: `E2E CSV Desk ${suffix}`,
    nameAr: 'مكتب الجدول',
    price: 1500,
    // Hidden from the store: the browser tests beside this one order the listing's products, and
    // one with options cannot be ordered without choosing its variant.
    active: false,
    options: [
      {
        key: 'finish',
        name: 'Finish',
        nameAr: 'التشطيب',
        kind: 'finish',
        values: [
          { key: 'oak', name: 'Oak', nameAr: 'بلوط' },
          { key: 'walnut', name: 'Walnut', nameAr: 'جوز' },
        ],
      },
    ],
    variants: [
      { sku: `E2E-CSV-${suffix}-OAK`, options: { finish: 'oak' }, price: 1500, stock: 3 },
      { sku: `E2E-CSV-${suffix}-WAL`, options: { finish: 'walnut' }, price: 1650, stock: 2 },
    ],
  });

  try {
    await signIn();
    await page.goto('/admin/csv');
    await page.getByRole('heading', { level: 1, name: 'CSV import and export' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download products.csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('products.csv');
    const exported = await fs.readFile(await download.path(), 'utf8');
    expect(exported.startsWith('\uFEFF')).toBe(true);
    const { data, meta } = Papa.parse<Line>(exported.slice(1), { header: true, skipEmptyLines: true });

    // Only this test's lines go back in, so nothing another test changes meanwhile is undone.
    const lampLine = data.find((line) => line['slug'] === lamp.slug);
    const deskLines = data.filter((line) => line['slug'] === desk.slug);
    expect(lampLine).toMatchObject({ sku: `E2E-CSV-${suffix}`, price: '240', stock: '6' });
    expect(deskLines.map((line) => [line['option1ValueNameAr'], line['variantSku'], line['variantStock']])).toEqual([
      ['بلوط', `E2E-CSV-${suffix}-OAK`, '3'],
      ['جوز', `E2E-CSV-${suffix}-WAL`, '2'],
    ]);
    lampLine!['price'] = '275.5';
    deskLines[1]!['variantStock'] = '9';
    const edited = testInfo.outputPath('products.csv');
    await fs.writeFile(edited, '\uFEFF' + Papa.unparse({ fields: meta.fields ?? [], data: [lampLine!, ...deskLines] }));

    const importer = page.getByTestId('csv-import');
    await importer.getByLabel('CSV file').setInputFiles(edited);
    await importer.getByRole('button', { name: 'Upload and preview' }).click();
    await expect(importer.getByRole('heading', { name: 'Preview of products.csv' })).toBeFocused();
    await expect(importer.getByTestId('csv-counts')).toHaveText(
      '0 to create, 2 to update, 0 unchanged, 0 with errors (products)',
    );
    const rows = importer.getByTestId('csv-preview-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: lamp.slug })).toContainText('Update');
    await expect(rows.filter({ hasText: lamp.slug })).toContainText('price');
    await expect(rows.filter({ hasText: `E2E-CSV-${suffix}-WAL` })).toContainText('variantStock');

    await importer.getByRole('button', { name: 'Apply the import' }).click();
    await expect(importer.getByRole('heading', { name: 'Import applied' })).toBeVisible();
    await expect(importer.getByTestId('csv-done')).toContainText('0 products created and 2 updated.');

    await page.goto(`/product/${lamp.slug}`);
    await expect(page.getByTestId('product-price')).toHaveText(/^QAR\s?275\.50?$/);
    const stored = await adminApi(
      `/api/admin/products?q=${encodeURIComponent(desk.name)}&active=false`,
      reply.adminProductList,
    );
    expect(stored.items[0]?.variants.map((variant) => [variant.sku, variant.stock])).toEqual([
      [`E2E-CSV-${suffix}-OAK`, 3],
      [`E2E-CSV-${suffix}-WAL`, 9],
    ]);
  } finally {
    for (const product of [lamp, desk])
      expect((await adminApi.raw(`/api/products/${product.id}`, { method: 'DELETE' })).status).toBe(200);
  }
});
