/** @jest-environment jsdom */
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { SLOTS } from '../../test/slots-fixture';
import { SlotPicker, type SlotChoice } from './slot-picker';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());

let chosen: SlotChoice = { date: '', slot: '' };
function Harness({
  zone = 'lusail',
  start = { date: '', slot: '' },
  conflict = null,
}: {
  zone?: string;
  start?: SlotChoice;
  conflict?: { nextFree: { date: string; slot: 'morning' | 'midday' | 'afternoon' } | null } | null;
}) {
  const [value, setValue] = useState(start);
  chosen = value;
  return <SlotPicker zone={zone} value={value} onChange={setValue} conflict={conflict} />;
}

const radio = (name: RegExp | string) => screen.getByRole('radio', { name });

describe('slot picker', () => {
  it("asks the zone's slots and preselects the first free one; full days and slots cannot be chosen", async () => {
    server = stubFetch(() => ok(SLOTS));
    await renderInLanguage(<Harness />);
    await waitFor(() => expect(chosen).toEqual({ date: '2026-11-29', slot: 'midday' }));
    expect(server.requests.map((request) => request.path)).toEqual(['/api/delivery-slots?zone=lusail']);

    const days = screen.getByRole('radiogroup', { name: 'Delivery day' });
    expect(days).toBeTruthy();
    expect(radio('Saturday, 28 November 2026, Full')).toHaveProperty('disabled', true);
    expect(radio('Sunday, 29 November 2026')).toHaveProperty('checked', true);
    expect(screen.getByRole('radiogroup', { name: 'Time slot' })).toBeTruthy();
    expect(radio(/^Morning/)).toHaveProperty('disabled', true);
    expect(radio(/^Morning/).closest('label')?.textContent).toContain('Full');
    expect(radio(/^Midday/)).toHaveProperty('checked', true);
    expect(radio(/^Midday/).closest('label')?.textContent).toContain('1 left');
    // Plenty of room: no count.
    expect(radio(/^Afternoon/).closest('label')?.textContent).not.toContain('left');
  });

  it('moves to the first free slot of another day, and to any free slot of the day', async () => {
    server = stubFetch(() => ok(SLOTS));
    const user = userEvent.setup();
    await renderInLanguage(<Harness />);
    await waitFor(() => expect(chosen.slot).toBe('midday'));
    await user.click(radio('Monday, 30 November 2026'));
    expect(chosen).toEqual({ date: '2026-11-30', slot: 'morning' });
    await user.click(radio(/^Afternoon/));
    expect(chosen).toEqual({ date: '2026-11-30', slot: 'afternoon' });
    expect(radio(/^Afternoon/)).toHaveProperty('checked', true);
  });

  it('gives a drafted slot that is now full up for the first free one', async () => {
    server = stubFetch(() => ok(SLOTS));
    await renderInLanguage(<Harness start={{ date: '2026-11-29', slot: 'morning' }} />);
    await waitFor(() => expect(chosen).toEqual({ date: '2026-11-29', slot: 'midday' }));
  });

  it('keeps a drafted slot that is still free', async () => {
    server = stubFetch(() => ok(SLOTS));
    await renderInLanguage(<Harness start={{ date: '2026-11-30', slot: 'afternoon' }} />);
    await screen.findByRole('radiogroup', { name: 'Time slot' });
    expect(radio(/^Afternoon/)).toHaveProperty('checked', true);
    expect(chosen).toEqual({ date: '2026-11-30', slot: 'afternoon' });
  });

  it('lets the order go without a slot when the slots cannot be loaded, in Arabic', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = stubFetch(() => refused(503, 'UNAVAILABLE', 'Try later'));
    await renderInLanguage(<Harness zone="al-waab" start={{ date: '2026-11-30', slot: 'morning' }} />, 'ar');
    expect((await screen.findByTestId('slots-failed', {}, { timeout: 4000 })).textContent).toContain(
      'تعذّر تحميل أيام التوصيل',
    );
    expect(chosen).toEqual({ date: '', slot: '' });
  });

  it('offers the next free slot after the server refused the chosen one', async () => {
    server = stubFetch(() => ok(SLOTS));
    const user = userEvent.setup();
    await renderInLanguage(
      <Harness
        start={{ date: '2026-11-29', slot: 'midday' }}
        conflict={{ nextFree: { date: '2026-11-30', slot: 'midday' } }}
      />,
    );
    const conflict = await screen.findByTestId('slot-conflict');
    expect(conflict.textContent).toContain('The next free slot is Monday, 30 November 2026, Midday');
    await user.click(screen.getByTestId('slot-choose-next'));
    expect(chosen).toEqual({ date: '2026-11-30', slot: 'midday' });
  });
});
