/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, type StubReply } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { readsAndWrites, stubApiEachTest } from '../../test/stub-api';
import ProductEditor from './product-editor';

const CATEGORY = { id: '6650a1b2c3d4e5f601234568', name: 'Desks', nameAr: 'مكاتب', slug: 'desks', subcategories: [] };

const server = stubApiEachTest();

function serve(onWrite: () => StubReply) {
  server.stub(readsAndWrites(() => ok([CATEGORY]), onWrite));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Desks' });
  await user.type(screen.getByLabelText('Name (English)'), 'Walnut Desk 160');
  await user.type(screen.getByLabelText('Name (Arabic)'), 'مكتب جوز 160');
  await user.selectOptions(screen.getByLabelText('Category'), CATEGORY.id);
  await user.type(screen.getByLabelText('Price (QAR)'), '2450');
}

const counterOf = (label: string) => {
  const ids = (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids.find((id) => id.endsWith('-counter'))!)!;
};

describe('the product form’s address and SEO texts', () => {
  it('makes a new product’s address from its English name until the admin writes one', async () => {
    serve(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={null} />);
    await screen.findByRole('option', { name: 'Desks' });
    const slug = () => screen.getByLabelText('Address (slug)') as HTMLInputElement;
    await user.type(screen.getByLabelText('Name (English)'), 'Walnut Desk');
    expect(slug().value).toBe('walnut-desk');

    await user.clear(slug());
    await user.type(slug(), 'desk-walnut');
    await user.type(screen.getByLabelText('Name (English)'), ' 160');
    expect(slug().value).toBe('desk-walnut');
  });

  it('counts the SEO title and description live, warns past the limit, and refuses to save over it', async () => {
    serve(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={null} />);
    await fillRequired(user);
    const title = screen.getByLabelText('SEO title (English)');
    expect(counterOf('SEO title (English)').textContent).toContain('0/60');
    await user.type(title, 'Walnut desk 160 cm with cable tray, delivered in Doha');
    expect(counterOf('SEO title (English)').textContent).toContain('53/60');
    expect(counterOf('SEO title (English)').className).not.toContain('--over');
    await user.type(title, ' and Lusail');
    expect(counterOf('SEO title (English)').textContent).toContain('64/60');
    expect(counterOf('SEO title (English)').className).toContain('adm-field__counter--over');
    expect(counterOf('SEO description (English)').textContent).toContain('0/160');

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('At most 60 characters.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // Put right: the message goes at once, and the save sends the texts and the address.
    await user.type(title, '{Backspace}'.repeat(11));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('At most 60 characters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      slug: 'walnut-desk-160',
      seoTitle: 'Walnut desk 160 cm with cable tray, delivered in Doha',
      seoDescription: '',
    });
  });

  it('refuses an address with capitals or spaces before sending', async () => {
    serve(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={null} />);
    await fillRequired(user);
    const slug = screen.getByLabelText('Address (slug)');
    await user.clear(slug);
    await user.type(slug, 'Walnut Desk');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows an address another product has (409) on the field, in Arabic too', async () => {
    serve(() => refused(409, 'SLUG_TAKEN', 'The address belongs to another product', { slug: 'walnut-desk-160' }));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={null} />, 'ar');
    await screen.findByRole('option', { name: 'مكاتب' });
    await user.type(screen.getByLabelText('الاسم (بالإنجليزية)'), 'Walnut Desk 160');
    await user.type(screen.getByLabelText('الاسم (بالعربية)'), 'مكتب جوز 160');
    await user.selectOptions(screen.getByLabelText('الفئة'), CATEGORY.id);
    await user.click(screen.getByLabelText(/^تواصل معنا لعرض سعر/));
    await user.click(screen.getByRole('button', { name: /إنشاء/ }));
    expect(await screen.findByText('هذا العنوان مستخدم لمنتج آخر. اختر عنواناً غيره.')).toBeTruthy();
    const slug = screen.getByLabelText('عنوان الصفحة (slug)');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    // Another address: the message goes.
    await user.type(slug, '-b');
    expect(screen.queryByText('هذا العنوان مستخدم لمنتج آخر. اختر عنواناً غيره.')).toBeNull();
  });
});

describe('the sale price', () => {
  it('sends the sale price as the price charged and the price as the regular one, and refuses a sale not below it', async () => {
    serve(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={null} />);
    await fillRequired(user);
    const sale = screen.getByLabelText('Sale price in QAR');
    await user.type(sale, '2450');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Enter a sale price below the regular price.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(sale);
    await user.type(sale, '1999');
    await waitFor(() => expect(screen.queryByText('Enter a sale price below the regular price.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ price: 1999, regularPrice: 2450 });
  });

  it('sends no sale when the field is empty', async () => {
    serve(() => ok({}));
    const user = userEvent.setup();
    await renderInLanguage(<ProductEditor id={null} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')!.body).toMatchObject({ price: 2450, regularPrice: null });
  });
});
