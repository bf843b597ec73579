/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryScheduleView } from '@ogulf/contracts';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import type { DeliveryZone } from '../zones/types';
import { ScheduleForm } from './schedule-section';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());

const zone = (key: string, name: string, nameAr: string): DeliveryZone => ({
  key,
  name,
  nameAr,
  fee: 0,
  freeDeliveryThreshold: 0,
  deliveryDays: ['sunday', 'monday'],
  leadTimeDays: 1,
});
const zones = [zone('doha', 'Doha', 'الدوحة'), zone('al-khor', 'Al Khor', 'الخور')];

const schedule: DeliveryScheduleView = {
  defaultCapacity: { morning: 4, midday: 4, afternoon: 4 },
  zoneCapacity: { 'al-khor': { morning: 1 } },
  closedDays: [{ date: '2026-12-18', label: 'National Day' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const puts = () =>
  server.requests.filter((request) => request.method === 'PUT').map(({ path, body }) => ({ path, body }));

describe('delivery schedule editor', () => {
  it('saves the default capacity, the zones that differ, and the closed days added and removed', async () => {
    server = stubFetch(() => ok(schedule));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    await renderInLanguage(<ScheduleForm schedule={schedule} zones={zones} onSaved={onSaved} />);

    const afternoon = screen.getByRole('textbox', { name: 'Afternoon 15:00–18:00' });
    await user.clear(afternoon);
    await user.type(afternoon, '٦');
    await user.type(screen.getByRole('textbox', { name: 'Doha, Midday' }), '10');
    await user.clear(screen.getByRole('textbox', { name: 'Al Khor, Morning' }));
    await user.type(screen.getByRole('textbox', { name: 'Al Khor, Afternoon' }), '0');

    await user.click(screen.getByRole('button', { name: 'Remove the closed day 2026-12-18' }));
    await user.click(screen.getByRole('button', { name: 'Add a closed day' }));
    const day = within(screen.getByTestId('closed-days')).getAllByRole('listitem')[0]!;
    fireEvent.change(within(day).getByLabelText(/^Date/), { target: { value: '2027-03-30' } });
    await user.type(within(day).getByRole('textbox', { name: 'Label (optional)' }), ' Eid al-Fitr ');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts()).toEqual([
      {
        path: '/api/admin/delivery-schedule',
        body: {
          defaultCapacity: { morning: 4, midday: 4, afternoon: 6 },
          zoneCapacity: { doha: { midday: 10 }, 'al-khor': { afternoon: 0 } },
          closedDays: [{ date: '2027-03-30', label: 'Eid al-Fitr' }],
        },
      },
    ]);
  });

  it('refuses a capacity that is not a whole number in range, and a closed day without its date', async () => {
    server = stubFetch(() => ok(schedule));
    const user = userEvent.setup();
    await renderInLanguage(<ScheduleForm schedule={schedule} zones={zones} onSaved={() => undefined} />);
    const morning = screen.getByRole('textbox', { name: 'Morning 09:00–12:00' });
    await user.clear(morning);
    await user.type(morning, '2.5');
    const doha = screen.getByRole('textbox', { name: 'Doha, Afternoon' });
    await user.type(doha, '500');
    await user.click(screen.getByRole('button', { name: 'Add a closed day' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    await waitFor(() => expect(morning.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(morning.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a whole number.',
    );
    expect(document.getElementById(doha.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter 200 or less.',
    );
    const added = within(screen.getByTestId('closed-days')).getAllByRole('listitem')[1]!;
    expect(within(added).getByLabelText(/^Date/).getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toEqual([]);
  });

  it('names the zones and slots in Arabic', async () => {
    server = stubFetch(() => ok(schedule));
    await renderInLanguage(<ScheduleForm schedule={schedule} zones={zones} onSaved={() => undefined} />, 'ar');
    expect(screen.getByRole('textbox', { name: 'الخور، الصباح' }).getAttribute('value')).toBe('1');
    expect(screen.getByRole('textbox', { name: 'الدوحة، العصر' }).getAttribute('placeholder')).toBe('4');
  });
});
