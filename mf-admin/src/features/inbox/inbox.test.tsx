/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, type RecordedRequest, type StubReply } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { stubApiEachTest } from '../../test/stub-api';
import InboxSection from './inbox-section';
import type { InboxDetail, InboxList, InboxSummary } from './types';

const server = stubApiEachTest();

function summary(overrides: Partial<InboxSummary> = {}): InboxSummary {
  return {
    id: '6650a1b2c3d4e5f6a7b8c9d0',
    kind: 'quote-request',
    reference: 'Q-261125-7KQ4',
    status: 'new',
    name: 'Hamad Al-Kuwari',
    company: 'Doha Trading',
    email: 'hamad@example.qa',
    phone: '+974 5512 3456',
    subject: '',
    excerpt: 'Twelve workstations for our new floor\nDelivery before January',
    language: 'en',
    lineCount: 2,
    createdAt: '2026-11-25T07:30:00.000Z',
    updatedAt: '2026-11-25T07:30:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<InboxDetail> = {}): InboxDetail {
  return {
    ...summary(),
    message: 'Twelve workstations for our new floor\nDelivery before January',
    lines: [
      { productId: 'p1', name: 'Walnut desk', nameAr: 'مكتب من خشب الجوز', slug: 'walnut-desk', quantity: 12 },
      { productId: 'p2', name: 'Mesh chair', nameAr: 'كرسي شبكي', slug: 'mesh-chair', quantity: 12 },
    ],
    rooms: [],
    internalNotes: [],
    thread: [],
    quotationIds: [],
    ...overrides,
  };
}

const page = (items: InboxSummary[], total = items.length): InboxList => ({
  items,
  total,
  page: 1,
  pages: Math.max(1, Math.ceil(total / 20)),
  limit: 20,
});

/** The API: lists answer `list(request)`; the item answers `item` until a write answers another. */
function serve({
  list = () => page([]),
  item = detail(),
  onWrite = () => ok(item),
}: {
  list?: (request: RecordedRequest) => InboxList;
  item?: InboxDetail;
  onWrite?: (request: RecordedRequest) => StubReply | InboxDetail;
}) {
  let stored = item;
  server.stub((request) => {
    if (request.method === 'GET') return request.path.includes('?') ? ok(list(request)) : ok(stored);
    const reply = onWrite(request);
    if (!('reference' in reply)) return reply;
    stored = reply;
    return ok(reply);
  });
}

const writes = () => server.requests.filter((request) => request.method !== 'GET');
const listReads = () =>
  server.requests.filter((request) => request.method === 'GET' && request.path.includes('limit=20'));

function open(path: string) {
  window.history.replaceState(null, '', path);
}

describe('inbox list', () => {
  it('marks new items and counts them on the box tab', async () => {
    serve({
      list: (request) =>
        request.path.includes('status=new')
          ? page([summary()], 3)
          : page([
              summary(),
              summary({ id: 'b'.repeat(24), reference: 'Q-261124-AAAA', status: 'answered', name: 'Sara' }),
            ]),
    });
    open('/admin/inbox/quote-requests');
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    const rows = within(await screen.findByTestId('inbox-table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['new', 'answered']);
    expect(rows[0]?.className).toContain('adm-inbox-row--new');
    expect(within(rows[0]!).getByRole('link', { name: 'Hamad Al-Kuwari' }).getAttribute('href')).toBe(
      '/admin/inbox/quote-requests/6650a1b2c3d4e5f6a7b8c9d0',
    );
    expect(rows[0]?.textContent).toContain('Twelve workstations for our new floor');
    expect(rows[0]?.textContent).not.toContain('Delivery before January');
    expect(rows[0]?.textContent).toContain('Doha Trading');
    const tab = await screen.findByTestId('inbox-tab-quote-requests');
    expect(tab.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(tab.textContent).toContain('3 new'));
  });

  it('filters by status and searches, reading the box again with them', async () => {
    serve({ list: () => page([summary({ status: 'in-progress' })]) });
    const user = userEvent.setup();
    open('/admin/inbox/messages');
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    await screen.findByTestId('inbox-table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in-progress');
    await waitFor(() => expect(window.location.search).toBe('?status=in-progress'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Doha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.search).toBe('?status=in-progress&q=Doha'));
    await waitFor(() =>
      expect(listReads().map((request) => request.path)).toEqual([
        '/api/admin/messages?limit=20',
        '/api/admin/messages?status=in-progress&limit=20',
        '/api/admin/messages?status=in-progress&q=Doha&limit=20',
      ]),
    );
  });

  it('reads in Arabic', async () => {
    serve({ list: () => page([summary()]) });
    open('/admin/inbox');
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />, 'ar');
    const table = await screen.findByTestId('inbox-table');
    expect(within(table).getByText('جديد')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('صندوق الوارد');
    expect(screen.getByText('طلب عرض سعر واحد')).toBeTruthy();
  });
});

describe('inbox item', () => {
  const itemPath = '/admin/inbox/quote-requests/6650a1b2c3d4e5f6a7b8c9d0';

  it('mails a reply with the subject and message typed, and shows it on the thread at once', async () => {
    const replied = detail({
      status: 'answered',
      thread: [
        {
          id: 't1',
          kind: 'reply',
          subject: 'Your workstations',
          text: 'We can deliver in two weeks.',
          at: '2026-11-25T09:00:00.000Z',
          mailKey: 'inbox-reply:Q-261125-7KQ4:t1',
        },
      ],
    });
    serve({ onWrite: () => replied });
    const user = userEvent.setup();
    open(itemPath);
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    const form = await screen.findByTestId('reply-form');
    await user.type(within(form).getByRole('textbox', { name: 'Subject (optional)' }), ' Your workstations ');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'We can deliver in two weeks.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    const thread = await screen.findByTestId('inbox-thread');
    expect(thread.textContent).toContain('Reply sent');
    expect(thread.textContent).toContain('We can deliver in two weeks.');
    expect(within(screen.getByTestId('inbox-status')).getByText('Answered')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/quote-requests/6650a1b2c3d4e5f6a7b8c9d0/reply',
        body: { subject: 'Your workstations', message: 'We can deliver in two weeks.' },
      }),
    ]);
  });

  it('sends no reply without a message, and says why', async () => {
    serve({});
    const user = userEvent.setup();
    open(itemPath);
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    const form = await screen.findByTestId('reply-form');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    const message = within(form).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('changes the status, and shows the server refusing it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = false;
    serve({
      onWrite: (request) =>
        refuse ? refused(404, 'QUOTE_REQUEST_NOT_FOUND', 'Quote request not found') : detail(request.body as object),
    });
    const user = userEvent.setup();
    open(itemPath);
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    const form = await screen.findByTestId('status-form');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'in-progress');
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(within(screen.getByTestId('inbox-status')).getByText('In progress')).toBeTruthy());
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/quote-requests/6650a1b2c3d4e5f6a7b8c9d0',
        body: { status: 'in-progress' },
      }),
    ]);

    refuse = true;
    const again = await screen.findByTestId('status-form');
    await user.selectOptions(within(again).getByRole('combobox', { name: 'Status' }), 'closed');
    await user.click(within(again).getByRole('button', { name: 'Save status' }));
    expect((await within(again).findByTestId('form-problem')).textContent).toContain('Quote request not found');
  });

  it('adds an internal note and lists it', async () => {
    serve({
      onWrite: () => detail({ internalNotes: [{ id: 'n1', text: 'Called him back', at: '2026-11-25T08:00:00.000Z' }] }),
    });
    const user = userEvent.setup();
    open(itemPath);
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    const form = await screen.findByTestId('note-form');
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Called him back');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect((await screen.findByTestId('inbox-notes')).textContent).toContain('Called him back');
    expect(writes()[0]).toMatchObject({ method: 'PATCH', body: { note: 'Called him back' } });
  });

  it('makes a quotation of the request and opens it', async () => {
    serve({ onWrite: () => ok({ id: 'c'.repeat(24) }) });
    const user = userEvent.setup();
    open(itemPath);
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />);
    await user.click(await screen.findByRole('button', { name: 'Create quotation' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/admin/quotations/${'c'.repeat(24)}`));
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/admin/quotations',
        body: { requestId: '6650a1b2c3d4e5f6a7b8c9d0' },
      }),
    ]);
  });

  it("shows the lines and the fit-out rooms in the admin's language", async () => {
    serve({
      item: detail({
        rooms: [
          {
            type: 'boardroom',
            label: 'Board room',
            name: 'Boardroom / meeting room',
            nameAr: 'قاعة اجتماعات',
            answers: '10 seats, premium finish',
            answersAr: '10 مقاعد، تشطيب فاخر',
          },
        ],
      }),
    });
    open(itemPath);
    await renderInLanguage(<InboxSection notFound={<p>not found</p>} />, 'ar');
    const lines = await screen.findByTestId('inbox-lines');
    expect(within(lines).getByRole('link', { name: 'مكتب من خشب الجوز' }).getAttribute('href')).toBe(
      '/admin/products/p1',
    );
    const rooms = screen.getByTestId('inbox-rooms');
    expect(rooms.textContent).toContain('Board room');
    expect(rooms.textContent).toContain('قاعة اجتماعات');
    expect(rooms.textContent).toContain('10 مقاعد، تشطيب فاخر');
  });
});
