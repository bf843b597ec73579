import { useId, useState } from 'react';
import { formatDateTime } from '../../shared/format-date';
import { TextField } from '../../shared/fields';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useZoneSettings } from './get-zones';
import { saveZones } from './save-zones';
import { DELIVERY_DAYS, type ZoneSettings } from './types';
import { suggestZoneKey, ZONE_NAME_MAX, zoneValues, zonesSchema, type ZoneValues } from './zone-form';
import { SubmitButton } from '../../shared/submit-button';
import { RowButton } from '../../shared/row-button';

/** `/admin/zones`: the delivery zones the checkout offers, their fees, free-delivery thresholds, days and lead times. */
export default function ZonesSection() {
  const { t, lang } = useAdminLanguage();
  const reply = useZoneSettings();
  const [saved, setSaved] = useState<ZoneSettings | null>(null);
  const settings = saved ?? (reply.status === 'success' ? reply.data : null);
  return (
    <>
      <SectionHeader
        title={t('zones.title')}
        intro={
          settings?.updatedAt ? t('zones.updated', { at: formatDateTime(settings.updatedAt, lang) }) : t('zones.intro')
        }
      />
      {!settings && reply.status === 'loading' && <LoadingPanel rows={6} />}
      {!settings && reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {settings && <ZonesForm key={settings.updatedAt ?? 'none'} settings={settings} onSaved={setSaved} />}
    </>
  );
}

function ZonesForm({ settings, onSaved }: { settings: ZoneSettings; onSaved: (settings: ZoneSettings) => void }) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const form = useAdminForm({
    initial: () => ({ zones: settings.zones.map((zone) => zoneValues(zone)) }),
    schema: zonesSchema,
    send: saveZones,
    savedMessage: t('zones.saved'),
    onSaved: (next) => onSaved(next),
  });
  const rows = form.values.zones;
  const setRows = (change: (current: ZoneValues[]) => ZoneValues[]) =>
    form.setValues((current) => ({ zones: change(current.zones) }));
  const update = (index: number, patch: Partial<ZoneValues>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const error = (index: number, part: string) => fieldError(form.errors[`zones.${index}.${part}`]);

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="zones-form">
      <FormProblem problem={form.problem} />
      {form.errors.zones?.key === 'required' && <p className="adm-alert adm-alert--error">{t('zones.needOne')}</p>}
      <ol className="adm-zones" role="list">
        {rows.map((row, index) => {
          const base = `${id}-${row.rowId}`;
          const daysError = error(index, 'deliveryDays');
          return (
            <li key={row.rowId} className="adm-card adm-zone" data-testid="zone">
              <fieldset className="adm-fieldset">
                <legend>{row.name || row.nameAr || t('zones.newZone')}</legend>
                <div className="adm-grid-3">
                  <TextField
                    id={`${base}-name`}
                    label={t('fields.nameEn')}
                    lang="en"
                    required
                    maxLength={ZONE_NAME_MAX}
                    value={row.name}
                    error={error(index, 'name')}
                    onChange={(event) => {
                      const name = event.target.value;
                      // A new zone's key follows its name until the admin types one.
                      update(
                        index,
                        row.saved || (row.key && row.key !== suggestZoneKey(row.name))
                          ? { name }
                          : { name, key: suggestZoneKey(name) },
                      );
                    }}
                  />
                  <TextField
                    id={`${base}-nameAr`}
                    label={t('fields.nameAr')}
                    lang="ar"
                    required
                    maxLength={ZONE_NAME_MAX}
                    value={row.nameAr}
                    error={error(index, 'nameAr')}
                    onChange={(event) => update(index, { nameAr: event.target.value })}
                  />
                  <TextField
                    id={`${base}-key`}
                    label={t('zones.key')}
                    dir="ltr"
                    required
                    readOnly={row.saved}
                    hint={row.saved ? t('zones.keyFixed') : t('zones.keyHint')}
                    value={row.key}
                    error={error(index, 'key')}
                    onChange={(event) => update(index, { key: event.target.value })}
                  />
                  <TextField
                    id={`${base}-fee`}
                    label={t('zones.fee')}
                    inputMode="decimal"
                    dir="ltr"
                    required
                    hint={t('zones.feeHint')}
                    value={row.fee}
                    error={error(index, 'fee')}
                    onChange={(event) => update(index, { fee: event.target.value })}
                  />
                  <TextField
                    id={`${base}-threshold`}
                    label={t('zones.threshold')}
                    inputMode="decimal"
                    dir="ltr"
                    required
                    hint={t('zones.thresholdHint')}
                    value={row.freeDeliveryThreshold}
                    error={error(index, 'freeDeliveryThreshold')}
                    onChange={(event) => update(index, { freeDeliveryThreshold: event.target.value })}
                  />
                  <TextField
                    id={`${base}-lead`}
                    label={t('zones.leadTime')}
                    inputMode="numeric"
                    dir="ltr"
                    required
                    hint={t('zones.leadTimeHint')}
                    value={row.leadTimeDays}
                    error={error(index, 'leadTimeDays')}
                    onChange={(event) => update(index, { leadTimeDays: event.target.value })}
                  />
                </div>
                <fieldset
                  className={`adm-days${daysError ? ' adm-field--invalid' : ''}`}
                  aria-describedby={daysError ? `${base}-days-error` : `${base}-days-hint`}
                >
                  <legend className="adm-field__label">{t('zones.days')}</legend>
                  <div className="adm-days__list">
                    {DELIVERY_DAYS.map((day) => (
                      <label key={day} className="adm-check">
                        <input
                          type="checkbox"
                          checked={row.deliveryDays.includes(day)}
                          aria-invalid={daysError ? true : undefined}
                          onChange={(event) =>
                            update(index, {
                              deliveryDays: event.target.checked
                                ? [...row.deliveryDays, day]
                                : row.deliveryDays.filter((d) => d !== day),
                            })
                          }
                        />
                        {t(`zones.day.${day}`)}
                      </label>
                    ))}
                  </div>
                  <p id={`${base}-days-hint`} className="adm-field__hint">
                    {t('zones.fridayClosed')}
                  </p>
                  {daysError && (
                    <p id={`${base}-days-error`} className="adm-field__error">
                      {t('zones.dayNeeded')}
                    </p>
                  )}
                </fieldset>
                <div className="cluster adm-actions">
                  <RowButton
                    tone="danger"
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                    name={t('zones.removeNamed', { name: row.name || t('zones.newZone') })}
                  >
                    {t('zones.remove')}
                  </RowButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="cluster adm-actions adm-actions--sticky">
        <button
          type="button"
          className="btn btn-outline adm-actions__start"
          onClick={() => setRows((current) => [...current, zoneValues()])}
        >
          {t('zones.add')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => form.setValues({ zones: settings.zones.map((zone) => zoneValues(zone)) })}
        >
          {t('zones.discard')}
        </button>
        <SubmitButton busy={form.busy} label={t('zones.save')} />
      </div>
      <p className="adm-field__hint">{t('zones.saveHint')}</p>
    </form>
  );
}
