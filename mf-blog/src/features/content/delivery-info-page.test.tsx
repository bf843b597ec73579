/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiQueryProvider, clearApiCache, setLanguage } from '@ogulf/web-kit';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { DeliveryInfoPage } from './delivery-info-page';
import { zone } from './zone-fixture';

const ZONES = { zones: [zone()], updatedAt: '2026-11-01T08:00:00.000Z' };

let server: ReturnType<typeof stubFetch>;
afterEach(() => {
  jest.restoreAllMocks();
  server.restore();
  clearApiCache();
});

describe('/delivery-info', () => {
  it('shows the zones the API gives, loading first', async () => {
    server = stubFetch(() => ok(ZONES));
    await setLanguage('en');
    render(
      <ApiQueryProvider>
        <DeliveryInfoPage />
      </ApiQueryProvider>,
    );
    expect(screen.getByTestId('delivery-zones-loading').textContent).toBe('Loading the delivery zones…');
    const table = await screen.findByRole('table', { name: 'Delivery zones, days and typical lead times' });
    const row = within(table).getByRole('row', { name: /Umm Salal/ });
    expect(row.textContent).toBe('Umm SalalMonday and Wednesday3 working daysFree');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/zone-delivery-settings']);
  });

  it('says in Arabic when the zones could not load, and loads them on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the client logs each failed read
    let fail = true;
    server = stubFetch(() => (fail ? refused(503, 'UNAVAILABLE', 'Down') : ok(ZONES)));
    const user = userEvent.setup();
    await setLanguage('ar');
    render(
      <ApiQueryProvider>
        <DeliveryInfoPage />
      </ApiQueryProvider>,
    );
    const alert = await screen.findByTestId('delivery-zones-error', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('تعذّر تحميل مناطق التوصيل.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'حاول مرة أخرى' }));
    const table = await screen.findByRole('table', { name: 'مناطق التوصيل وأيامه والمدد المعتادة' });
    expect(within(table).getByRole('rowheader').textContent).toBe('أم صلال');
  });
});
