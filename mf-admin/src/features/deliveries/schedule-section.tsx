import { useId, useState } from 'react';
import type { DeliveryScheduleView } from '@ogulf/contracts';
import { DELIVERY_SLOT_IDS } from '@ogulf/contracts/constants';
import { TextField } from '../../shared/fields';
import { formatDateTime } from '../../shared/format-date';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useZoneSettings } from '../zones/get-zones';
import type { DeliveryZone } from '../zones/types';
import { useSchedule } from './get-schedule';
import { saveSchedule } from './save-schedule';
import {
  CLOSED_LABEL_MAX,
  closedDayValues,
  MAX_CLOSED_DAYS,
  scheduleSchema,
  scheduleValues,
  type ClosedDayValues,
  type ScheduleValues,
} from './schedule-form';
import { slotHours, useSlotLabel, useSlotName } from './slot-label';
import { DataTable } from '../../shared/table-head';
import { Card } from '../../shared/card';
import { SubmitButton } from '../../shared/submit-button';
import { RowButton } from '../../shared/row-button';

/** `/admin/delivery-schedule`: how many orders each slot takes (by default and per zone), and the days the shop closes. */
export default function ScheduleSection() {
  const { t, lang } = useAdminLanguage();
  const schedule = useSchedule();
  const zones = useZoneSettings();
  const [saved, setSaved] = useState<DeliveryScheduleView | null>(null);
  const shown = saved ?? (schedule.status === 'success' ? schedule.data : null);
  const failed = schedule.status === 'error' || zones.status === 'error';
  return (
    <>
      <SectionHeader
        title={t('schedule.title')}
        intro={
          shown?.updatedAt ? t('schedule.updated', { at: formatDateTime(shown.updatedAt, lang) }) : t('schedule.intro')
        }
        link={{ to: '/admin/deliveries', label: t('nav.deliveries') }}
      />
      {failed && (
        <ErrorPanel
          onRetry={() => {
            schedule.reload();
            zones.reload();
          }}
        />
      )}
      {!failed && (!shown || zones.status !== 'success') && <LoadingPanel rows={6} />}
      {!failed && shown && zones.status === 'success' && (
        <ScheduleForm key={shown.updatedAt ?? 'none'} schedule={shown} zones={zones.data.zones} onSaved={setSaved} />
      )}
    </>
  );
}

export function ScheduleForm({
  schedule,
  zones,
  onSaved,
}: {
  schedule: DeliveryScheduleView;
  zones: DeliveryZone[];
  onSaved: (schedule: DeliveryScheduleView) => void;
}) {
  const { t, fieldError, pick } = useAdminLanguage();
  const slotName = useSlotName();
  const slotLabel = useSlotLabel();
  const id = useId();
  const form = useAdminForm({
    initial: () =>
      scheduleValues(
        schedule,
        zones.map((zone) => zone.key),
      ),
    schema: scheduleSchema,
    send: saveSchedule,
    savedMessage: t('schedule.saved'),
    onSaved: (next) => onSaved(next),
  });
  const values: ScheduleValues = form.values;
  const error = (path: string) => fieldError(form.errors[path]);
  const zoneName = (key: string) => {
    const zone = zones.find((each) => each.key === key);
    return zone ? pick(zone.name, zone.nameAr) : key;
  };
  const setDays = (change: (days: ClosedDayValues[]) => ClosedDayValues[]) =>
    form.setValues((current) => ({ ...current, closedDays: change(current.closedDays) }));

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="schedule-form">
      <FormProblem problem={form.problem} />
      <Card title={t('schedule.capacity')}>
        <p className="adm-muted">{t('schedule.capacityIntro')}</p>
        <fieldset className="adm-fieldset adm-subsection">
          <legend className="adm-subsection__title">{t('schedule.default')}</legend>
          <div className="adm-grid-3">
            {DELIVERY_SLOT_IDS.map((slot) => (
              <TextField
                key={slot}
                {...form.text(`defaultCapacity.${slot}`)}
                label={slotLabel(slot)}
                inputMode="numeric"
                dir="ltr"
                required
              />
            ))}
          </div>
        </fieldset>

        <h3 className="adm-subsection__title adm-subsection">{t('schedule.perZone')}</h3>
        <p className="adm-field__hint">{t('schedule.perZoneHint')}</p>
        <DataTable
          caption={t('schedule.perZone')}
          columns={[
            t('orders.zone'),
            ...DELIVERY_SLOT_IDS.map((slot) => (
              <>
                {slotName(slot)} <span className="ltr adm-muted">{slotHours(slot)}</span>
              </>
            )),
          ]}
          testId="zone-capacity"
        >
          {values.zones.map((row, index) => (
            <tr key={row.key}>
              <th scope="row">{zoneName(row.key)}</th>
              {DELIVERY_SLOT_IDS.map((slot) => {
                const path = `zones.${index}.${slot}`;
                const problem = error(path);
                const cell = `${id}-${row.key}-${slot}`;
                return (
                  <td key={slot} data-label={slotName(slot)}>
                    <input
                      id={cell}
                      className="input adm-capacity"
                      inputMode="numeric"
                      dir="ltr"
                      aria-label={t('schedule.zoneSlot', { zone: zoneName(row.key), slot: slotName(slot) })}
                      placeholder={values.defaultCapacity[slot]}
                      value={row[slot]}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${cell}-error` : undefined}
                      onChange={(event) => form.set(`zones.${index}.${slot}`, event.target.value)}
                    />
                    {problem && (
                      <p id={`${cell}-error`} className="adm-field__error">
                        {problem}
                      </p>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </DataTable>
      </Card>

      <Card title={t('schedule.closedDays')}>
        <p className="adm-muted">{t('schedule.closedIntro')}</p>
        {values.closedDays.length === 0 ? (
          <p className="adm-muted" data-testid="no-closed-days">
            {t('schedule.noClosedDays')}
          </p>
        ) : (
          <ul className="adm-closed-days" role="list" data-testid="closed-days">
            {values.closedDays.map((day, index) => (
              <li key={day.rowId} className="adm-closed-day">
                <TextField
                  {...form.text(`closedDays.${index}.date`)}
                  type="date"
                  dir="ltr"
                  required
                  label={t('schedule.date')}
                />
                <TextField
                  {...form.text(`closedDays.${index}.label`)}
                  label={t('schedule.label')}
                  maxLength={CLOSED_LABEL_MAX}
                />
                <RowButton
                  tone="danger"
                  onClick={() => setDays((days) => days.filter((_, i) => i !== index))}
                  name={t('schedule.removeNamed', { day: day.date || t('schedule.newDay') })}
                >
                  {t('schedule.remove')}
                </RowButton>
              </li>
            ))}
          </ul>
        )}
        <div className="cluster adm-actions">
          <button
            type="button"
            className="btn btn-outline adm-actions__start"
            disabled={values.closedDays.length >= MAX_CLOSED_DAYS}
            onClick={() => setDays((days) => [...days, closedDayValues()])}
          >
            {t('schedule.addDay')}
          </button>
        </div>
      </Card>

      <div className="cluster adm-actions adm-actions--sticky">
        <SubmitButton busy={form.busy} label={t('schedule.save')} />
      </div>
    </form>
  );
}
