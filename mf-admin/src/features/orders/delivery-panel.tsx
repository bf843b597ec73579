import { useId } from 'react';
import { deliveryChoice, type DeliveryChoice } from '@ogulf/contracts';
import { DELIVERY_SLOT_IDS, type DeliverySlotId } from '@ogulf/contracts/constants';
import { Link, readApiError } from '@ogulf/web-kit';
import { SelectField, TextField } from '../../shared/fields';
import { formatDay } from '../../shared/format-date';
import { qatarToday } from '../../shared/qatar-day';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { slotHours, useSlotLabel, useSlotName } from '../deliveries/slot-label';
import { moveDelivery } from './move-delivery';
import { showOrder } from './show-order';
import { SubForm } from './sub-form';
import type { AdminOrder } from './types';
import { RowButton } from '../../shared/row-button';

interface MoveValues {
  date: string;
  slot: string;
}

/** The free place a refused move offers instead (`details.nextFree` of a 409 `SLOT_UNAVAILABLE`). */
export function nextFreeOf(error: unknown): DeliveryChoice | null {
  const { code, details } = readApiError(error);
  if (code !== 'SLOT_UNAVAILABLE' || details === null || typeof details !== 'object') return null;
  const next = (details as { nextFree?: unknown }).nextFree;
  if (next === null || typeof next !== 'object') return null;
  const { date, slot } = next as { date?: unknown; slot?: unknown };
  return typeof date === 'string' && DELIVERY_SLOT_IDS.includes(slot as DeliverySlotId)
    ? { date, slot: slot as DeliverySlotId }
    : null;
}

/** The day and slot the order is booked for (or "to be arranged"), and moving it to another. */
export function DeliveryPanel({ order }: { order: AdminOrder }) {
  const { t, lang } = useAdminLanguage();
  const slotName = useSlotName();
  const id = useId();
  const booked = order.delivery;
  const open = order.status !== 'delivered' && order.status !== 'cancelled';
  return (
    <section className="adm-card" aria-labelledby={`${id}-title`} data-testid="delivery-panel">
      <h2 id={`${id}-title`} className="adm-card__title">
        {t('orders.delivery.title')}
      </h2>
      <p data-testid="delivery-booking">
        {booked ? (
          <>
            <strong>{formatDay(booked.date, lang)}</strong> · {slotName(booked.slot)}{' '}
            <span className="ltr adm-muted">{slotHours(booked.slot)}</span>{' '}
            <Link to={`/admin/deliveries?date=${booked.date}`} className="adm-card__link">
              {t('orders.delivery.dayView')}
            </Link>
          </>
        ) : (
          t('orders.delivery.toArrange')
        )}
      </p>
      {open && <MoveForm key={booked ? `${booked.date}:${booked.slot}` : 'none'} order={order} />}
    </section>
  );
}

function MoveForm({ order }: { order: AdminOrder }) {
  const { t, lang } = useAdminLanguage();
  const slotLabel = useSlotLabel();
  const form = useAdminForm<MoveValues, DeliveryChoice, unknown>({
    initial: { date: order.delivery?.date ?? qatarToday(), slot: order.delivery?.slot ?? '' },
    schema: deliveryChoice,
    send: (body) => moveDelivery(order.id, body),
    savedMessage: t('orders.delivery.moved'),
    onSaved: (reply) => showOrder(reply),
  });
  const nextFree = nextFreeOf(form.refusal);
  return (
    <SubForm
      form={form}
      title={t('orders.delivery.move')}
      testId="move-delivery-form"
      submitLabel={t('orders.delivery.moveSubmit')}
    >
      {nextFree && (
        <p className="adm-alert" data-testid="next-free">
          {t('orders.delivery.nextFree', {
            when: `${formatDay(nextFree.date, lang)} · ${slotLabel(nextFree.slot)}`,
          })}{' '}
          <RowButton tone="outline" onClick={() => form.setValues({ date: nextFree.date, slot: nextFree.slot })}>
            {t('orders.delivery.useNextFree')}
          </RowButton>
        </p>
      )}
      <div className="adm-grid-2">
        <TextField {...form.text('date')} type="date" label={t('orders.delivery.day')} required dir="ltr" />
        <SelectField {...form.text('slot')} label={t('orders.delivery.slot')} required>
          <option value="">{t('fields.choose')}</option>
          {DELIVERY_SLOT_IDS.map((slot) => (
            <option key={slot} value={slot}>
              {slotLabel(slot)}
            </option>
          ))}
        </SelectField>
      </div>
    </SubForm>
  );
}
