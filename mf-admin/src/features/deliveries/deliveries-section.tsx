import { useId } from 'react';
import type { DeliveryDayView } from '@ogulf/contracts';
import { formatPhone, phoneHref, useNavigate } from '@ogulf/web-kit';
import { useSearchString } from '@ogulf/web-kit/search-params';
import { formatDay } from '../../shared/format-date';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { addDays, isDay, qatarToday } from '../../shared/qatar-day';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useDeliveries } from './get-deliveries';
import { useSlotLabel, useSlotName } from './slot-label';
import { DataTable } from '../../shared/table-head';
import { OrderNumberCell, OrderTotalStatusCells } from '../orders/order-number-cell';

/** The day the page shows: `?date=` when it is a real day, else today in Qatar. */
export function dayOf(search: string): string {
  const date = new URLSearchParams(search).get('date');
  return isDay(date) ? date : qatarToday();
}

/** `/admin/deliveries?date=`: one day's deliveries, slot by slot, with the way to the day before and after. */
export default function DeliveriesSection() {
  const { t, lang } = useAdminLanguage();
  const id = useId();
  const navigate = useNavigate();
  const date = dayOf(useSearchString());
  const reply = useDeliveries(date);
  const go = (day: string) => navigate(`/admin/deliveries?date=${day}`, { replace: true });
  return (
    <>
      <SectionHeader
        title={t('deliveries.title')}
        intro={t('deliveries.intro')}
        link={{ to: '/admin/delivery-schedule', label: t('nav.schedule') }}
      />
      <div className="adm-day-picker" role="group" aria-label={t('deliveries.pickDay')}>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => go(addDays(date, -1))}>
          <span aria-hidden="true" className="flip-rtl">
            ‹
          </span>{' '}
          {t('deliveries.previous')}
        </button>
        <div className="adm-field">
          <label htmlFor={`${id}-date`} className="visually-hidden">
            {t('deliveries.day')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="input"
            dir="ltr"
            value={date}
            onChange={(event) => {
              if (isDay(event.target.value)) go(event.target.value);
            }}
          />
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => go(addDays(date, 1))}>
          {t('deliveries.next')}{' '}
          <span aria-hidden="true" className="flip-rtl">
            ›
          </span>
        </button>
        {date !== qatarToday() && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => go(qatarToday())}>
            {t('deliveries.today')}
          </button>
        )}
      </div>
      <h2 className="adm-day-title" aria-live="polite">
        {formatDay(date, lang)}
      </h2>
      {reply.status === 'loading' && <LoadingPanel rows={6} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && <DaySlots day={reply.data} />}
    </>
  );
}

function DaySlots({ day }: { day: DeliveryDayView }) {
  const { t, pick } = useAdminLanguage();
  const slotName = useSlotName();
  const slotLabel = useSlotLabel();
  const count = day.slots.reduce((sum, slot) => sum + slot.orders.length, 0);
  return (
    <div data-testid="delivery-day">
      {day.closed && (
        <p className="adm-alert adm-alert--warn" data-testid="day-closed">
          {t('deliveries.closed')}
        </p>
      )}
      <p className="adm-result-count">{t('deliveries.count', { count })}</p>
      {day.slots.map((slot) => (
        <section key={slot.id} className="adm-card" aria-labelledby={`slot-${slot.id}`} data-testid={`slot-${slot.id}`}>
          <div className="split-row adm-card__head">
            <h3 id={`slot-${slot.id}`} className="adm-card__title">
              {slotName(slot.id)} <span className="ltr adm-muted">{`${slot.start}–${slot.end}`}</span>
            </h3>
            <span className="adm-muted">{t('deliveries.count', { count: slot.orders.length })}</span>
          </div>
          {slot.orders.length === 0 ? (
            <p className="adm-muted">{t('deliveries.emptySlot')}</p>
          ) : (
            <DataTable
              caption={slotLabel(slot.id)}
              columns={[
                t('orders.number'),
                t('orders.customer'),
                t('orders.phone'),
                t('orders.zone'),
                t('orders.total'),
                t('orders.statusLabel'),
              ]}
            >
              {slot.orders.map((order) => (
                <tr key={order.id}>
                  <OrderNumberCell order={order} />
                  <td data-label={t('orders.customer')}>{order.customerName}</td>
                  <td data-label={t('orders.phone')}>
                    <a href={phoneHref(order.phone)} className="ltr" dir="ltr">
                      {formatPhone(order.phone)}
                    </a>
                  </td>
                  <td data-label={t('orders.zone')}>{pick(order.zoneName, order.zoneNameAr) || order.zone}</td>
                  <OrderTotalStatusCells order={order} />
                </tr>
              ))}
            </DataTable>
          )}
        </section>
      ))}
    </div>
  );
}
