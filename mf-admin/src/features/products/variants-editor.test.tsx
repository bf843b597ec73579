/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductView } from '@ogulf/contracts';
import { ok, refused, type StubReply } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { readsAndWrites, stubApiEachTest } from '../../test/stub-api';
import { adminProduct } from '../../test/admin-product';
import ProductEditor from './product-editor';

const ID = '6650a1b2c3d4e5f601234567';

const desk = adminProduct({
  id: ID,
  category: { id: '6650a1b2c3d4e5f601234568', name: 'Desks', nameAr: 'مكاتب', slug: 'desks' },
  sku: '',
  stock: null,
  priceFrom: 2450,
  options: [
    {
      key: 'size',
      name: 'Size',
      nameAr: 'المقاس',
      kind: 'size',
      values: [{ key: '160-cm', name: '160 cm', nameAr: '160 سم', swatch: '' }],
    },
  ],
  variants: [
    { sku: 'DESK-160', options: { size: '160-cm' }, price: 2450, stock: 3, image: '', availability: 'in-stock' },
  ],
} as Partial<AdminProductView>);

const server = stubApiEachTest();

function serve(onWrite: () => StubReply) {
  server.stub(
    readsAndWrites(
      (request) =>
        request.path.startsWith('/api/admin/categories') ? ok([{ ...desk.category, subcategories: [] }]) : ok(desk),
      onWrite,
    ),
  );
}

async function addLargeSize(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('variants-editor');
  const size = screen.getByTestId('product-option');
  await user.click(within(size).getByRole('button', { name: 'Add a value' }));
  await user.type(within(size).getByLabelText('Value 2 (English)'), '180 cm');
  await user.type(within(size).getByLabelText('Value 2 (Arabic)'), '180 سم');
}

describe('the variants editor', () => {
  it('keeps the edited row when a value is added and sends options, variants, sku and stock', async () => {
    serve(() => ok(desk));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={ID} />);
    await addLargeSize(user);
    const rows = screen.getAllByTestId('variant-row');
    expect(rows).toHaveLength(2);
    expect((within(rows[0]!).getByLabelText('SKU') as HTMLInputElement).value).toBe('DESK-160');
    expect((within(rows[1]!).getByLabelText('SKU') as HTMLInputElement).value).toBe('EXECUTIVE-DESK-180-CM');
    await user.type(within(rows[1]!).getByLabelText('Stock (units)'), '7');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const body = server.requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      sku: '',
      stock: null,
      options: [{ key: 'size', kind: 'size', values: [{ key: '160-cm' }, { key: '180-cm', nameAr: '180 سم' }] }],
      variants: [
        { sku: 'DESK-160', options: { size: '160-cm' }, price: 2450, stock: 3 },
        { sku: 'EXECUTIVE-DESK-180-CM', options: { size: '180-cm' }, price: null, stock: 7 },
      ],
    });
  });

  it('marks a SKU typed twice, and a SKU another product holds (409) on its row', async () => {
    serve(() =>
      refused(409, 'SKU_TAKEN', 'EXECUTIVE-DESK-180-CM is used by another product', { sku: 'EXECUTIVE-DESK-180-CM' }),
    );
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={ID} />);
    await addLargeSize(user);
    const second = () => within(screen.getAllByTestId('variant-row')[1]!).getByLabelText('SKU');
    await user.clear(second());
    await user.type(second(), 'desk-160');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second().getAttribute('aria-invalid')).toBe('true'));
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(second());
    await user.type(second(), 'EXECUTIVE-DESK-180-CM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('EXECUTIVE-DESK-180-CM is used by another product')).not.toHaveLength(0);
    const described = second().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ').at(-1) ?? '')?.textContent).toBe(
      'EXECUTIVE-DESK-180-CM is used by another product',
    );
  });
});
