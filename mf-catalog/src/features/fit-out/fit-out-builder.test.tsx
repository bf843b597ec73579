/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FitoutCatalogView, FitoutProduct } from '@ogulf/contracts';
import { fitoutRule } from '@ogulf/contracts/testing';
import { addNamespace, ApiQueryProvider, setLanguage, type Language } from '@ogulf/web-kit';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import '../../i18n/fitout-texts';
import { FitOutBuilder } from './fit-out-builder';

const ref = (slug: string, name: string) => ({ id: `id-${slug}`, slug, name, nameAr: `${name} (ع)` });
const desks = ref('desks', 'Desks');
const chairs = ref('task-chairs', 'Task Chairs');
const tables = ref('meeting-tables', 'Meeting Tables');
const furniture = ref('office-furniture', 'Office Furniture');

let nextId = 0;
function product(slug: string, price: number | null, subcategory: typeof desks): FitoutProduct {
  nextId += 1;
  return {
    id: nextId.toString(16).padStart(24, '0'),
    slug,
    name: slug.replace(/-/g, ' '),
    nameAr: `منتج ${nextId}`,
    price,
    contactForQuote: price === null,
    image: '',
    category: furniture,
    subcategory,
  };
}

const desk = product('straight-desk', 700, desks);
const bigDesk = product('l-desk', 1900, desks);
const chair = product('mesh-chair', 650, chairs);
const cheapChair = product('operator-chair', 350, chairs);
const pedestal = product('pedestal', 480, desks);
const smallTable = product('round-table', 1150, tables);
const customTable = product('custom-table', null, tables);

const CATALOG: FitoutCatalogView = {
  rooms: [
    {
      type: 'workstations',
      items: [
        fitoutRule('product:straight-desk', { kind: 'per', answer: 'people', times: 1 }),
        // The dearest of a subcategory: the mesh chair, not the operator chair.
        fitoutRule('subcategory:task-chairs', { kind: 'per', answer: 'people', times: 1 }, { pick: 'dearest' }),
        fitoutRule('product:pedestal', { kind: 'per-every', answer: 'people', every: 2 }),
      ],
    },
    {
      type: 'boardroom',
      items: [
        fitoutRule('product:round-table', { kind: 'fixed', count: 1 }, { when: { answer: 'seats', atMost: 6 } }),
        fitoutRule('product:custom-table', { kind: 'fixed', count: 1 }, { when: { answer: 'seats', atLeast: 7 } }),
        fitoutRule('product:operator-chair', { kind: 'per', answer: 'seats', times: 1 }),
      ],
    },
  ],
  products: [desk, bigDesk, chair, cheapChair, pedestal, smallTable, customTable],
};

async function renderBuilder(lang: Language = 'en') {
  addNamespace('catalog', { en, ar });
  await setLanguage(lang);
  return render(
    <ApiQueryProvider>
      <FitOutBuilder catalog={CATALOG} />
    </ApiQueryProvider>,
  );
}

/** The lines of the nth room as [slug, quantity]. */
function linesOf(room: HTMLElement): Array<[string, number]> {
  return within(room)
    .queryAllByTestId('fitout-line')
    .map((line) => [
      line.dataset['slug'] ?? '',
      Number((within(line).getByRole('spinbutton') as HTMLInputElement).value),
    ]);
}

let server: ReturnType<typeof stubFetch>;
afterEach(() => server?.restore());

describe('fit-out builder', () => {
  it('turns rooms and answers into lines by the rules, and sends the rooms with the summed lines', async () => {
    server = stubFetch(() => ok({ reference: 'Q-261125-AB12' }));
    const user = userEvent.setup();
    await renderBuilder();

    await user.click(screen.getByTestId('add-room-workstations'));
    const [open] = screen.getAllByTestId('fitout-room');
    // 8 people by default: a desk and the dearest task chair each, a pedestal per two.
    expect(linesOf(open!)).toEqual([
      ['straight-desk', 8],
      ['mesh-chair', 8],
      ['pedestal', 4],
    ]);
    const people = within(open!).getByLabelText('People at workstations');
    await user.clear(people);
    await user.type(people, '5');
    expect(linesOf(open!)).toEqual([
      ['straight-desk', 5],
      ['mesh-chair', 5],
      ['pedestal', 3],
    ]);
    await user.type(within(open!).getByLabelText('Room name'), 'Sales floor');

    await user.click(screen.getByTestId('add-room-boardroom'));
    const board = screen.getAllByTestId('fitout-room')[1]!;
    // 10 seats by default: the table on request for 7 and more, a chair per seat.
    expect(linesOf(board)).toEqual([
      ['custom-table', 1],
      ['operator-chair', 10],
    ]);
    expect(within(board).getByText('Price on request')).toBeTruthy();
    // Adjust: 12 chairs; swap the desk for the L-shaped one; remove the pedestals.
    await user.clear(within(board).getByLabelText('Quantity of operator chair'));
    await user.type(within(board).getByLabelText('Quantity of operator chair'), '12');
    await user.selectOptions(within(open!).getByLabelText('Swap straight desk for another item'), bigDesk.id);
    await user.click(within(open!).getByRole('button', { name: 'Remove pedestal' }));
    expect(linesOf(open!)).toEqual([
      ['l-desk', 5],
      ['mesh-chair', 5],
    ]);

    // 5 × 1900 + 5 × 650 + 12 × 350 = 16,950, the custom table on request.
    expect(screen.getByTestId('fitout-total').textContent?.replace(/\s/g, ' ')).toMatch(/16,950/);
    expect(screen.getByTestId('fitout-on-request').textContent).toBe('+ 1 item priced on request');

    await user.type(screen.getByLabelText('Full name'), 'Mona Saleh');
    await user.type(screen.getByLabelText('Email'), 'mona@example.qa');
    await user.click(screen.getByTestId('fitout-send'));
    expect((await screen.findByTestId('fitout-reference')).textContent).toBe('Q-261125-AB12');
    expect(server.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/quote-request',
        body: {
          name: 'Mona Saleh',
          email: 'mona@example.qa',
          phone: '',
          company: '',
          message: '',
          items: [
            { productId: bigDesk.id, quantity: 5 },
            { productId: chair.id, quantity: 5 },
            { productId: customTable.id, quantity: 1 },
            { productId: cheapChair.id, quantity: 12 },
          ],
          rooms: [
            { type: 'workstations', label: 'Sales floor', answers: { people: 5, finish: 'standard' } },
            { type: 'boardroom', label: '', answers: { seats: 10, finish: 'standard' } },
          ],
          language: 'en',
        },
      },
    ]);
  });

  it('changes the suggestion when an answer crosses a rule’s range, in Arabic', async () => {
    server = stubFetch(() => ok({ reference: 'Q-261125-CD34' }));
    const user = userEvent.setup();
    await renderBuilder('ar');
    await user.click(screen.getByTestId('add-room-boardroom'));
    const board = screen.getByTestId('fitout-room');
    const seats = within(board).getByLabelText('عدد المقاعد');
    await user.clear(seats);
    await user.type(seats, '4');
    expect(linesOf(board)).toEqual([
      ['round-table', 1],
      ['operator-chair', 4],
    ]);
    expect(screen.queryByTestId('fitout-on-request')).toBeNull();
    // Typing 45 passes through 4 (in range) and stops at 45 (out of range): the suggestion for 4 stays.
    await user.clear(seats);
    await user.type(seats, '45');
    expect(linesOf(board)).toEqual([
      ['round-table', 1],
      ['operator-chair', 4],
    ]);
  });

  it('asks for the name and email first, and says so when the shop refuses too many requests', async () => {
    server = stubFetch(() => refused(429, 'RATE_LIMITED', 'Too many requests'));
    const user = userEvent.setup();
    await renderBuilder();
    await user.click(screen.getByTestId('add-room-workstations'));
    await user.click(screen.getByTestId('fitout-send'));
    expect(screen.getByTestId('fitout-name-error').textContent).toBe('Enter your name (at least 2 characters).');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    expect(server.requests).toEqual([]);

    await user.type(screen.getByLabelText('Full name'), 'Mona Saleh');
    await user.type(screen.getByLabelText('Email'), 'mona@example.qa');
    await user.click(screen.getByTestId('fitout-send'));
    expect((await screen.findByTestId('fitout-failure')).textContent).toContain('Too many requests');
    expect(server.requests).toHaveLength(1);
  });
});
