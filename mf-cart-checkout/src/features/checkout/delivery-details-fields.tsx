import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { ApiFailure, ApiState } from '@ogulf/web-kit';
import type { DeliverySlotId } from '@ogulf/contracts/constants';
import { nextFreeOf, SlotPicker, type SlotChoice } from '../delivery/slot-picker';
import type { ZoneSettings } from '../delivery/types';
import { ZoneSelect } from '../delivery/zone-select';
import { Field } from '../../shared/form-field';
import { errorText } from '../../shared/form-messages';
import { TextFields } from '../../shared/text-field';
import { useCartLanguage } from '../../shared/use-cart-language';
import type { PlateField } from './checkout-rules';
import { NationalAddressFields } from './national-address-fields';

/** The fields of where and when an order goes, as text (the checkout's and a quotation's acceptance). */
export type DeliveryField = 'address' | PlateField | 'zone' | 'deliveryDate' | 'deliverySlot' | 'notes';

export interface SlotConflict {
  nextFree: { date: string; slot: DeliverySlotId } | null;
}

/** A 409 SLOT_UNAVAILABLE's offer of the next free slot, kept until the shopper has seen it. */
export function useSlotConflict() {
  const [conflict, setConflict] = useState<SlotConflict | null>(null);
  const clear = useCallback(() => setConflict(null), []);
  const read = useCallback((found: ApiFailure) => {
    if (found.code === 'SLOT_UNAVAILABLE') setConflict({ nextFree: nextFreeOf(found.details) });
  }, []);
  return { conflict, clear, read };
}

// V holds every delivery field (V extends Record<DeliveryField, string>); TypeScript cannot see that in Path<V>.
const pathOf = <V extends FieldValues>(field: DeliveryField) => field as Path<V>;
const textOf = <V extends FieldValues>(value: string) => value as PathValue<V, Path<V>>;

interface DeliveryDetailsFieldsProps<V extends Record<DeliveryField, string>> {
  form: UseFormReturn<V, unknown, V>;
  /** Prefix of the controls' ids (`<prefix>-address`). */
  idPrefix: string;
  zones: ApiState<ZoneSettings> & { reload: () => void };
  /** The offer of the next free slot after a 409 (`useSlotConflict`). */
  slotConflict: ReturnType<typeof useSlotConflict>;
  /** After the zone changed (the checkout remembers it for the cart). */
  onZoneChange?: (key: string) => void;
  /** Shown below the zone (the checkout's delivery fee and days). */
  children?: ReactNode;
}

/**
 * The delivery address, the optional National Address, the zone (with a retry when the zones
 * could not be loaded), the day and slot, and delivery notes.
 */
export function DeliveryDetailsFields<V extends Record<DeliveryField, string>>({
  form,
  idPrefix,
  zones,
  slotConflict,
  onZoneChange,
  children,
}: DeliveryDetailsFieldsProps<V>) {
  const { t } = useCartLanguage();
  const message = (field: DeliveryField) => errorText(t, form.formState.errors, pathOf<V>(field));
  const path = pathOf<V>;
  const text = textOf<V>;
  const [zone, date, slot] = form.watch([path('zone'), path('deliveryDate'), path('deliverySlot')]) as string[];
  const setSlot = useCallback(
    (choice: SlotChoice) => {
      form.setValue(path('deliveryDate'), text(choice.date), { shouldDirty: true });
      form.setValue(path('deliverySlot'), text(choice.slot), { shouldDirty: true });
    },
    [form, path, text],
  );
  const slotValue = useMemo(() => ({ date: date ?? '', slot: slot ?? '' }), [date, slot]);
  const known = zones.status === 'success' && zones.data.zones.some((candidate) => candidate.key === zone);

  return (
    <div className="form-grid">
      <TextFields
        form={form}
        idPrefix={idPrefix}
        fields={[
          {
            field: path('address'),
            label: 'fields.address',
            required: true,
            hint: 'fields.addressHint',
            rows: 3,
            maxLength: 500,
            attrs: { autoComplete: 'street-address' },
          },
        ]}
      />
      <NationalAddressFields form={form} idPrefix={idPrefix} />
      <Field
        id={`${idPrefix}-zone`}
        name="zone"
        label={t('delivery.zone')}
        required
        error={message('zone') ?? (zones.status === 'error' ? t('delivery.zonesFailed') : undefined)}
      >
        {(control) => (
          <ZoneSelect
            control={control}
            ref={form.register(path('zone')).ref}
            settings={zones}
            value={zone ?? ''}
            onChange={(key) => {
              // A choice made is a choice to check at once (no blur to wait for).
              form.setValue(path('zone'), text(key), { shouldValidate: true, shouldTouch: true, shouldDirty: true });
              onZoneChange?.(key);
            }}
          />
        )}
      </Field>
      {zones.status === 'error' && (
        <button type="button" className="btn btn-outline btn-sm checkout-retry" onClick={zones.reload}>
          {t('common.retry')}
        </button>
      )}
      {children}
      <SlotPicker
        zone={known ? (zone ?? '') : ''}
        value={slotValue}
        onChange={setSlot}
        conflict={slotConflict.conflict}
        onConflictSeen={slotConflict.clear}
      />
      <TextFields
        form={form}
        idPrefix={idPrefix}
        fields={[
          {
            field: path('notes'),
            label: 'fields.notes',
            optional: true,
            hint: 'fields.notesHint',
            rows: 3,
            maxLength: 1000,
          },
        ]}
      />
    </div>
  );
}
