import { useEffect, useId, useRef } from 'react';
import { DELIVERY_SLOT_IDS, DELIVERY_SLOTS, type DeliverySlotId } from '@ogulf/contracts/constants';
import type { DeliverySlotsView } from '@ogulf/contracts';
import { AlertIcon } from '@ogulf/web-kit/icons';
import { useDeliverySlots } from './api/get-delivery-slots';
import { ltrIsolate } from '../../shared/bidi';
import { formatDay, formatDayShort } from '../../shared/qatar-time';
import { useCartLanguage } from '../../shared/use-cart-language';

/** At or below this many places left, a slot says how many. */
export const FEW_LEFT = 2;

export interface SlotChoice {
  date: string;
  slot: string;
}

type Day = DeliverySlotsView['days'][number];

const isFree = (days: readonly Day[], choice: SlotChoice): boolean =>
  days.some((day) => day.date === choice.date && day.slots.some((s) => s.id === choice.slot && s.remaining > 0));

const hoursOf = (slot: string): string => {
  const found = DELIVERY_SLOTS.find((candidate) => candidate.id === slot);
  return found ? ltrIsolate(`${found.start}–${found.end}`) : '';
};

interface SlotPickerProps {
  zone: string;
  value: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  /** After a 409 SLOT_UNAVAILABLE: the server's next free slot (null: none in the booking window). */
  conflict?: { nextFree: { date: string; slot: DeliverySlotId } | null } | null;
  onConflictSeen?: () => void;
}

/**
 * The delivery day and time slot: days as a radio group (weekday and date), then the chosen day's
 * slots as a radio group with their hours, "N left" when few, full ones disabled. The first free
 * slot is chosen for the shopper, who may change it; when the slots cannot be loaded the order
 * goes without one (the shop then calls to agree a day).
 */
export function SlotPicker({ zone, value, onChange, conflict, onConflictSeen }: SlotPickerProps) {
  const { t, lang } = useCartLanguage();
  const id = useId();
  const slots = useDeliverySlots(zone);
  const days = slots.status === 'success' ? slots.data.days : null;
  const firstFree = slots.status === 'success' ? slots.data.firstFree : null;

  // When a zone's slots arrive, a drafted slot that is not free gives way to the first free one.
  // Only then: a later reload (after any write) must not change the choice behind the shopper's
  // back, nor the body of an order being retried with the same Idempotency-Key; a slot taken
  // meanwhile is the server's to refuse (409, with the next free one to offer).
  const checkedZone = useRef('');
  useEffect(() => {
    if (!zone || slots.status === 'error') {
      checkedZone.current = '';
      if (value.date || value.slot) onChange({ date: '', slot: '' });
      return;
    }
    if (!days || checkedZone.current === zone) return;
    checkedZone.current = zone;
    if (value.date && isFree(days, value)) return;
    const next = firstFree ?? { date: '', slot: '' };
    if (next.date !== value.date || next.slot !== value.slot) onChange(next);
  }, [zone, slots.status, days, firstFree, value, onChange]);

  const chosenDay = days?.find((day) => day.date === value.date);
  const describe = (choice: { date: string; slot: string }) => ({
    day: formatDay(choice.date, lang),
    slot: t(`slots.names.${choice.slot}`),
    hours: hoursOf(choice.slot),
  });

  return (
    <div className="stack slot-picker" aria-labelledby={`${id}-title`} role="group" data-testid="slot-picker">
      <h3 id={`${id}-title`} className="slot-picker__title">
        {t('slots.title')}
      </h3>
      <p className="field__hint">{t('slots.hint')}</p>
      {conflict && (
        <div className="alert alert--error slot-picker__conflict" role="alert" data-testid="slot-conflict">
          <AlertIcon size={20} />
          <div>
            <p className="alert__title">{t('slots.unavailable')}</p>
            {conflict.nextFree ? (
              <>
                <p>{t('slots.nextFree', describe(conflict.nextFree))}</p>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => {
                    if (conflict.nextFree) onChange(conflict.nextFree);
                    onConflictSeen?.();
                  }}
                  data-testid="slot-choose-next"
                >
                  {t('slots.chooseNext')}
                </button>
              </>
            ) : (
              <p>{t('slots.noneFree')}</p>
            )}
          </div>
        </div>
      )}
      {!zone ? (
        <p className="stack slot-picker__note">{t('slots.chooseZoneFirst')}</p>
      ) : slots.status === 'loading' ? (
        <p className="stack slot-picker__note" aria-busy="true">
          {t('slots.loading')}
        </p>
      ) : slots.status === 'error' ? (
        <div className="stack slot-picker__note" data-testid="slots-failed">
          <p>{t('slots.failed')}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={slots.reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : !days || days.length === 0 || !firstFree ? (
        <p className="stack slot-picker__note" data-testid="slots-none">
          {t('slots.none')}
        </p>
      ) : (
        <>
          <p id={`${id}-days`} className="slot-picker__label">
            {t('slots.day')}
          </p>
          <div className="slot-days" role="radiogroup" aria-labelledby={`${id}-days`}>
            {days.map((day) => {
              const full = day.slots.every((slot) => slot.remaining <= 0);
              const first = day.slots.find((slot) => slot.remaining > 0);
              return (
                <label key={day.date} className="slot-option slot-option--day" data-testid={`slot-day-${day.date}`}>
                  <input
                    type="radio"
                    name={`${id}-day`}
                    value={day.date}
                    checked={value.date === day.date}
                    disabled={full}
                    aria-label={`${formatDay(day.date, lang)}${full ? `, ${t('slots.dayFull')}` : ''}`}
                    onChange={() => first && onChange({ date: day.date, slot: first.id })}
                  />
                  <span className="slot-option__main">{t(`days.${day.weekday}`)}</span>
                  <span className="slot-option__sub">{full ? t('slots.dayFull') : formatDayShort(day.date, lang)}</span>
                </label>
              );
            })}
          </div>
          {chosenDay && (
            <>
              <p id={`${id}-slots`} className="slot-picker__label">
                {t('slots.slot')}
              </p>
              <div className="slot-times" role="radiogroup" aria-labelledby={`${id}-slots`}>
                {chosenDay.slots.map((slot) => {
                  const full = slot.remaining <= 0;
                  const few = !full && slot.remaining <= FEW_LEFT;
                  const hours = `${slot.start}–${slot.end}`;
                  return (
                    <label key={slot.id} className="slot-option slot-option--time" data-testid={`slot-${slot.id}`}>
                      <input
                        type="radio"
                        name={`${id}-slot`}
                        value={slot.id}
                        checked={value.slot === slot.id}
                        disabled={full}
                        onChange={() => onChange({ date: chosenDay.date, slot: slot.id })}
                      />
                      <span className="slot-option__main">{t(`slots.names.${slot.id}`)}</span>
                      <span className="slot-option__sub ltr">{hours}</span>
                      {(full || few) && (
                        <span className={full ? 'slot-option__left slot-option__left--full' : 'slot-option__left'}>
                          {full ? t('slots.full') : t('slots.left', { count: slot.remaining })}
                        </span>
                      )}
                    </label>
                  );
                })}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** The `details.nextFree` of a 409 SLOT_UNAVAILABLE, when it is a day and a slot. */
export function nextFreeOf(details: unknown): { date: string; slot: DeliverySlotId } | null {
  const next = (details as { nextFree?: unknown } | null | undefined)?.nextFree;
  if (!next || typeof next !== 'object') return null;
  const { date, slot } = next as { date?: unknown; slot?: unknown };
  const id = DELIVERY_SLOT_IDS.find((candidate) => candidate === slot);
  return typeof date === 'string' && id ? { date, slot: id } : null;
}
