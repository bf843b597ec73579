import { reply } from './support/api';
import { mailsTo } from './support/outbox';
import { expect, test, type Page } from './support/test';

/** Searches the box on show (the site header has a Search button of its own). */
async function searchInbox(page: Page, text: string): Promise<void> {
  const filters = page.getByRole('search', { name: 'Filter the inbox' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(text);
  await filters.getByRole('button', { name: 'Search' }).click();
}

/** A tag that keeps this run's senders apart from every other test's (the inbox is shared). */
const tag = () => Math.random().toString(36).slice(2, 8);

test.describe('admin inbox', () => {
  // Each test walks a message through several dashboard screens and mails: slow on two cores.
  test.describe.configure({ timeout: 60_000 });

  test('a quote request arrives as new; the admin takes it on, notes, replies by mail (answered) and makes a quotation of it', async ({
    page,
    api,
    signIn,
  }) => {
    const run = tag();
    const email = `hamad.${run}@example.qa`;
    const products = await api('/api/products?limit=2', reply.productList);
    const [first, second] = products.items;
    const { reference } = await api('/api/quote-request', reply.messageReceipt, {
      body: {
        name: `Hamad ${run}`,
        email,
        phone: '+974 5512 3456',
        company: 'Doha Trading',
        message: 'Twelve workstations for our new floor.\nDelivery before January, please.',
        items: [
          { productId: first!.id, quantity: 12 },
          { productId: second!.id, quantity: 3 },
        ],
        language: 'en',
      },
    });

    await signIn();
    await page.goto('/admin');
    const card = page.getByTestId('overview-inbox-quote-requests');
    await expect(card).toContainText(/new quote requests?/);
    await card.click();
    await expect(page).toHaveURL(/\/admin\/inbox\/quote-requests\?status=new$/);
    await expect(page.getByTestId('inbox-tab-quote-requests')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('inbox-tab-quote-requests')).toContainText(/\d+ new/);

    await searchInbox(page, reference);
    const row = page.getByTestId('inbox-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveAttribute('data-status', 'new');
    await expect(row).toContainText('New');
    await expect(row).toContainText('Doha Trading');
    await expect(row).toContainText('Twelve workstations for our new floor.');
    await expect(row).toContainText('2 products');
    await row.getByRole('link', { name: `Hamad ${run}` }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request ${reference}`);
    const item = page.getByTestId('inbox-item');
    await expect(item.getByTestId('inbox-status')).toHaveText('New');
    await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const lines = item.getByTestId('inbox-lines');
    await expect(lines.getByRole('row').filter({ hasText: first!.name })).toContainText('12');
    await expect(lines.getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      `/admin/products/${first!.id}`,
    );

    // Taken on.
    const statusForm = page.getByTestId('status-form');
    await statusForm.getByRole('combobox', { name: 'Status' }).selectOption('in-progress');
    await statusForm.getByRole('button', { name: 'Save status' }).click();
    await expect(item.getByTestId('inbox-status')).toHaveText('In progress');

    const noteForm = page.getByTestId('note-form');
    await noteForm.getByRole('textbox', { name: 'Note' }).fill('Called Hamad: wants walnut finish.');
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('inbox-notes')).toContainText('Called Hamad: wants walnut finish.');

    const answer = `We can deliver the twelve workstations in two weeks (${run}).`;
    const replyForm = page.getByTestId('reply-form');
    await replyForm.getByRole('textbox', { name: 'Message' }).fill(answer);
    await replyForm.getByRole('button', { name: 'Send reply' }).click();
    const thread = page.getByTestId('inbox-thread');
    await expect(thread).toContainText('Reply sent');
    await expect(thread).toContainText(answer);
    await expect(replyForm.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // A reply marks the request answered.
    await expect(item.getByTestId('inbox-status')).toHaveText('Answered');
    // The note stays with the team: never in the mail.
    await expect.poll(() => mailsTo(email, answer).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(email, answer);
    expect(mail!.subject).toBe(`Your quote request ${reference}`);
    expect(mail!.text).toContain(`Dear Hamad ${run},`);
    expect(mail!.text).not.toContain('walnut finish');

    // The list shows it answered, no longer new.
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await searchInbox(page, reference);
    const answered = page.getByTestId('inbox-table').getByRole('row').filter({ hasText: reference });
    await expect(answered).toHaveAttribute('data-status', 'answered');

    // The request becomes a draft quotation, opened on its own screen.
    await answered.getByRole('link', { name: `Hamad ${run}` }).click();
    await page.getByRole('button', { name: 'Create quotation' }).click();
    await expect(page).toHaveURL(/\/admin\/quotations\/[0-9a-f]{24}$/);
  });

  test('a contact message in Arabic: the admin reads it in Arabic, notes, replies in the sender’s language and closes it', async ({
    page,
    api,
    signIn,
  }) => {
    const run = tag();
    const email = `mariam.${run}@example.qa`;
    const { reference } = await api('/api/contact', reply.messageReceipt, {
      body: {
        name: `مريم ${run}`,
        email,
        subject: 'استفسار عن التوصيل',
        message: 'هل توصلون الكراسي وتركّبونها في الخور؟',
        language: 'ar',
      },
    });

    await signIn({ lang: 'ar' });
    await page.goto(`/admin/inbox/messages?q=${reference}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صندوق الوارد');
    const row = page.getByTestId('inbox-table').getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('جديد');
    await expect(row).toContainText('استفسار عن التوصيل');
    await row.getByRole('link', { name: `مريم ${run}` }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`الرسالة ${reference}`);
    const item = page.getByTestId('inbox-item');
    await expect(item.getByTestId('inbox-message')).toHaveText('هل توصلون الكراسي وتركّبونها في الخور؟');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const noteForm = page.getByTestId('note-form');
    await noteForm.getByRole('textbox', { name: 'الملاحظة' }).fill('الخور ضمن منطقة التوصيل');
    await noteForm.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await expect(page.getByTestId('inbox-notes')).toContainText('الخور ضمن منطقة التوصيل');

    const answer = `نعم، نوصل ونركّب في الخور خلال ثلاثة أيام (${run}).`;
    const replyForm = page.getByTestId('reply-form');
    await replyForm.getByRole('textbox', { name: 'نص الرد' }).fill(answer);
    await replyForm.getByRole('button', { name: 'إرسال الرد' }).click();
    await expect(page.getByTestId('inbox-thread')).toContainText(answer);
    await expect(item.getByTestId('inbox-status')).toHaveText('تم الرد');
    await expect.poll(() => mailsTo(email, answer).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(email, answer);
    expect(mail!.subject).toBe(`رسالتك رقم ${reference}`);
    expect(mail!.text).toContain(`عزيزنا مريم ${run}`);

    const statusForm = page.getByTestId('status-form');
    await statusForm.getByRole('combobox', { name: 'الحالة' }).selectOption('closed');
    await statusForm.getByRole('button', { name: 'حفظ الحالة' }).click();
    await expect(item.getByTestId('inbox-status')).toHaveText('مغلق');
  });
});
