/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FitoutRulesView } from '@ogulf/contracts';
import { fitoutRule } from '@ogulf/contracts/testing';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { RulesForm } from './fitout-rules-section';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());

const view: FitoutRulesView = {
  rooms: [
    {
      type: 'storage',
      items: [
        fitoutRule('product:steel-cabinet', { kind: 'per', answer: 'cabinets', times: 1 }),
        fitoutRule('product:lever-files', { kind: 'fixed', count: 2 }),
      ],
    },
  ],
  updatedAt: null,
};

const puts = () =>
  server.requests.filter((request) => request.method === 'PUT').map(({ path, body }) => ({ path, body }));

describe('fit-out rules editor', () => {
  it('saves the rules as edited: a rule removed, a formula and a condition changed, a rule added', async () => {
    server = stubFetch(() => ok({ ...view, updatedAt: '2026-11-25T05:00:00.000Z' }));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    await renderInLanguage(<RulesForm view={view} onSaved={onSaved} />);
    const storage = screen.getByTestId('fitout-rules-storage');
    await user.click(within(storage).getByRole('button', { name: 'Remove rule 2' }));
    await user.selectOptions(within(storage).getByLabelText('Quantity 1'), 'per-every:cabinets');
    await user.clear(within(storage).getByLabelText('Number 1'));
    await user.type(within(storage).getByLabelText('Number 1'), '3');
    await user.selectOptions(within(storage).getByLabelText('Only when 1'), 'cabinets');
    await user.type(within(storage).getByLabelText('at most 1'), '10');

    const breakout = screen.getByTestId('fitout-rules-breakout');
    await user.click(within(breakout).getByRole('button', { name: 'Add a rule' }));
    await user.selectOptions(within(breakout).getByLabelText('Product from 1'), 'subcategory');
    await user.type(within(breakout).getByLabelText('Slug 1'), 'visitor-seating');
    await user.selectOptions(within(breakout).getByLabelText('Quantity 1'), 'per:seats');

    await user.click(screen.getByTestId('fitout-rules-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts()).toEqual([
      {
        path: '/api/admin/fitout-rules',
        body: {
          rooms: [
            {
              type: 'storage',
              items: [
                fitoutRule(
                  'product:steel-cabinet',
                  { kind: 'per-every', answer: 'cabinets', every: 3 },
                  { when: { answer: 'cabinets', atLeast: 1, atMost: 10 } },
                ),
              ],
            },
            {
              type: 'breakout',
              items: [fitoutRule('subcategory:visitor-seating', { kind: 'per', answer: 'seats', times: 1 })],
            },
          ],
        },
      },
    ]);
  });

  it('names the slugs the catalogue does not have when the server refuses them', async () => {
    server = stubFetch(() =>
      refused(422, 'UNKNOWN_CATALOG_SLUG', 'Some rules name products or categories the catalogue does not have', [
        { path: 'rooms.0.items.0.source.slug', kind: 'product', slug: 'steel-cabinet' },
      ]),
    );
    const user = userEvent.setup();
    await renderInLanguage(<RulesForm view={view} onSaved={jest.fn()} />);
    await user.click(screen.getByTestId('fitout-rules-save'));
    const problem = await screen.findByTestId('form-problem');
    expect(problem.textContent).toContain('steel-cabinet (product) is not in the catalogue');
  });
});
