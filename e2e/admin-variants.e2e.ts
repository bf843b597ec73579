import { reply } from './support/api';
import { expect, test } from './support/test';

test('creates a product with two options, and sends its four variants with their SKUs, prices and stock', async ({
  page,
  adminApi,
  signIn,
}) => {
  test.setTimeout(90_000);
  const name = `E2E Variant Desk ${Date.now().toString(36)}`;
  await signIn();
  await page.goto('/admin/products/new');
  const form = page.getByTestId('product-form');
  await form.waitFor();
  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Name (Arabic)').fill('مكتب بخيارات');
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="product-form"] select')?.querySelectorAll('option').length ?? 0) > 1,
  );
  await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Price (QAR)').fill('1800');
  // Hidden from the store: the browser tests running beside this one take the listing's products
  // to add to carts and order, and a product with options cannot be ordered without its variant.
  await form.getByLabel('Shown in the store').uncheck();

  const editor = form.getByTestId('variants-editor');
  await editor.getByRole('button', { name: 'Add an option' }).click();
  const finish = editor.getByTestId('product-option').nth(0);
  await finish.getByLabel('Option name (English)').fill('Finish');
  await finish.getByLabel('Option name (Arabic)').fill('التشطيب');
  await finish.getByLabel('Kind').selectOption('finish');
  await finish.getByLabel('Value 1 (English)').fill('Oak');
  await finish.getByLabel('Value 1 (Arabic)').fill('بلوط');
  await finish.getByRole('button', { name: 'Add a value' }).click();
  await finish.getByLabel('Value 2 (English)').fill('Walnut');
  await finish.getByLabel('Value 2 (Arabic)').fill('جوز');

  await editor.getByRole('button', { name: 'Add an option' }).click();
  const size = editor.getByTestId('product-option').nth(1);
  await size.getByLabel('Option name (English)').fill('Size');
  await size.getByLabel('Option name (Arabic)').fill('المقاس');
  await size.getByLabel('Value 1 (English)').fill('160 cm');
  await size.getByLabel('Value 1 (Arabic)').fill('160 سم');
  await size.getByRole('button', { name: 'Add a value' }).click();
  await size.getByLabel('Value 2 (English)').fill('180 cm');
  await size.getByLabel('Value 2 (Arabic)').fill('180 سم');

  const rows = editor.getByTestId('variant-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3).getByRole('group')).toHaveAccessibleName('Walnut / 180 cm');
  const suffix = Date.now().toString(36).toUpperCase();
  for (let i = 0; i < 4; i++) {
    await rows
      .nth(i)
      .getByLabel('SKU')
      .fill(`E2E-${suffix}-${i + 1}`);
    await rows
      .nth(i)
      .getByLabel('Stock (units)')
      .fill(String(i + 2));
  }
  // Two rows with one SKU are pointed out on the second before anything is sent.
  await rows.nth(1).getByLabel('SKU').fill(`E2E-${suffix}-1`);
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(rows.nth(1).getByLabel('SKU')).toHaveAttribute('aria-invalid', 'true');
  await rows.nth(1).getByLabel('SKU').fill(`E2E-${suffix}-2`);
  await rows.nth(3).getByLabel('Price (QAR, empty: on request)').fill('2100');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/products'));
  await form.getByRole('button', { name: 'Create product' }).click();
  await page.waitForURL('/admin/products');

  // What the form sent: options keyed from the English names, one variant per combination.
  const body = (await sent).postDataJSON() as {
    options: { key: string; kind: string; values: { key: string; nameAr: string }[] }[];
    variants: { sku: string; options: Record<string, string>; price: number | null; stock: number }[];
  };
  expect(body.options.map((option) => [option.key, option.kind, option.values.map((value) => value.key)])).toEqual([
    ['finish', 'finish', ['oak', 'walnut']],
    ['size', 'size', ['160-cm', '180-cm']],
  ]);
  expect(body.variants).toEqual([
    { sku: `E2E-${suffix}-1`, options: { finish: 'oak', size: '160-cm' }, price: null, stock: 2 },
    { sku: `E2E-${suffix}-2`, options: { finish: 'oak', size: '180-cm' }, price: null, stock: 3 },
    { sku: `E2E-${suffix}-3`, options: { finish: 'walnut', size: '160-cm' }, price: null, stock: 4 },
    { sku: `E2E-${suffix}-4`, options: { finish: 'walnut', size: '180-cm' }, price: 2100, stock: 5 },
  ]);
  const found = await adminApi(`/api/admin/products?q=${encodeURIComponent(name)}`, reply.adminProductList);
  expect(found.items).toHaveLength(1);
  expect(found.items[0]?.variants).toHaveLength(4);
  expect((await adminApi.raw(`/api/products/${found.items[0]!.id}`, { method: 'DELETE' })).status).toBe(200);
});
