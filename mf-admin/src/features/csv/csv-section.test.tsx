/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '@ogulf/contracts';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import CsvSection from './csv-section';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());

const csvFile = () => new File(['\uFEFFslug,name\n'], 'products.csv', { type: 'text/csv' });

function preview(rows: Array<Partial<ImportPreview['rows'][number]>>): ImportPreview {
  const full = rows.map((row, index) => ({
    line: index + 2,
    slug: 'desk',
    sku: '',
    variantSku: '',
    name: 'Desk',
    action: 'unchanged' as const,
    reasons: [],
    ...row,
  }));
  const count = (action: string) => new Set(full.filter((r) => r.action === action).map((r) => r.slug)).size;
  return {
    previewId: 'a'.repeat(32),
    rows: full,
    products: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      error: count('error'),
    },
  };
}

async function uploadFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('CSV file'), csvFile());
  await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
  return screen.findByRole('heading', { name: 'Preview of products.csv' });
}

describe('CSV section', () => {
  it('asks for a file before uploading anything', async () => {
    server = stubFetch(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<CsvSection />);
    await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
    const input = screen.getByLabelText('CSV file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent).toBe(
      'Choose a CSV file first.',
    );
    expect(document.activeElement).toBe(input);
    expect(server.requests).toEqual([]);
  });

  it('previews the lines, applies them, and shows what was done', async () => {
    server = stubFetch((request) =>
      request.path === '/api/admin/import/products'
        ? ok(
            preview([
              { slug: 'desk', variantSku: 'D-OAK', action: 'update', reasons: ['variantPrice'] },
              { line: 3, slug: 'desk', variantSku: 'D-WAL', action: 'update', reasons: [] },
              { line: 4, slug: 'chair', name: 'Chair', action: 'unchanged' },
              { line: 5, slug: 'lamp', name: 'Lamp', action: 'create' },
            ]),
          )
        : ok({ created: 1, updated: 1 }),
    );
    const user = userEvent.setup();
    await renderInLanguage(<CsvSection />);
    const heading = await uploadFile(user);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('csv-counts').textContent).toBe(
      '1 to create, 1 to update, 1 unchanged, 0 with errors (products)',
    );
    // Unchanged lines are left out until asked for.
    const table = screen.getByRole('table', { name: 'What the import does with each line of the file' });
    expect(
      within(table)
        .getAllByTestId('csv-preview-row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('UpdatevariantPrice'),
      expect.stringContaining('D-WAL'),
      expect.stringContaining('Create'),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Show unchanged lines (1)' }));
    expect(within(table).getAllByTestId('csv-preview-row')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Apply the import' }));
    expect(await screen.findByRole('heading', { name: 'Import applied' })).toBeTruthy();
    expect(screen.getByTestId('csv-done').textContent).toContain('1 products created and 1 updated.');
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/admin/import/products', undefined],
      ['POST', '/api/admin/import/products/apply', { previewId: 'a'.repeat(32) }],
    ]);
  });

  it('keeps Apply disabled while any line has an error, and says why', async () => {
    server = stubFetch(() =>
      ok(
        preview([
          { action: 'error', reasons: ['SKU D-OAK belongs to another product (chair)'] },
          { line: 3, slug: 'lamp', action: 'update', reasons: ['price'] },
        ]),
      ),
    );
    const user = userEvent.setup();
    await renderInLanguage(<CsvSection />);
    await uploadFile(user);
    const apply = screen.getByRole('button', { name: 'Apply the import' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(apply.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Correct the lines with errors/,
    );
    expect(screen.getByText('SKU D-OAK belongs to another product (chair)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByLabelText('CSV file')).toBeTruthy();
  });

  it("shows the server's refusal of a file and stays on the file form", async () => {
    server = stubFetch(() =>
      refused(400, 'CSV_COLUMNS', 'The file lacks the columns slug, category', [
        { path: 'slug', message: 'Missing column' },
      ]),
    );
    const user = userEvent.setup();
    await renderInLanguage(<CsvSection />);
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
    const alert = await screen.findByTestId('form-problem');
    expect(alert.textContent).toContain('The file lacks the columns slug, category');
    expect(alert.textContent).toContain('slug: Missing column');
    expect(screen.getByRole('button', { name: 'Upload and preview' })).toBeTruthy();
  });

  it('refuses an orders range that ends before it starts, without a request', async () => {
    server = stubFetch(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<CsvSection />);
    const to = screen.getByLabelText('Last day');
    await user.clear(to);
    await user.type(to, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Download orders' }));
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(to.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a day on or after the first day.',
    );
    expect(server.requests).toEqual([]);
  });

  it('reads in Arabic', async () => {
    server = stubFetch(() => ok(preview([{ action: 'create' }])));
    const user = userEvent.setup();
    await renderInLanguage(<CsvSection />, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'استيراد وتصدير CSV' })).toBeTruthy();
    await user.upload(screen.getByLabelText('ملف CSV'), csvFile());
    await user.click(screen.getByRole('button', { name: 'رفع ومعاينة' }));
    expect(await screen.findByRole('heading', { name: 'معاينة products.csv' })).toBeTruthy();
    expect(screen.getByText('إنشاء')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'تطبيق الاستيراد' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
