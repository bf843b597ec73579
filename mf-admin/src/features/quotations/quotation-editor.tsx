/**
 * The builder of a draft quotation: the customer, the lines (from the catalogue or free), charges,
 * validity, terms and notes, with every line total and the totals computed as the admin types
 * (by the server's own rule; the server's numbers are put back in after each save). Save keeps
 * the draft; Send saves it and mails the customer the private link.
 */
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { QUOTATION_LIMITS, LIMITS, type AdminQuotation, type QuotationDraftInput } from '@ogulf/contracts';
import { formatPrice, notify } from '@ogulf/web-kit';
import { useSubmit, valueAt } from '@ogulf/web-kit/forms';
import { bodyResolver } from '@ogulf/web-kit/forms/resolver';
import { focusFirstError, SelectField, TextAreaField, TextField } from '../../shared/fields';
import { adminMessageFor } from '../../shared/form-messages';
import { FormProblem } from '../../shared/form-problem';
import { addDays, qatarToday } from '../../shared/qatar-day';
import { serverProblem } from '../../shared/server-problem';
import { flatErrors, setAndRecheck } from '../../shared/use-admin-form';
import { useUnsavedChanges } from '../../shared/unsaved-changes';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ActionDialog } from '../../shared/action-dialog';
import { ProductPicker } from './product-picker';
import { saveQuotation, sendQuotation } from './quotation-api';
import {
  catalogueLine,
  freeLine,
  linePrice,
  liveTotals,
  quotationSchema,
  quotationValues,
  type QuotationValues,
} from './quotation-form';
import { QuotationTotalsList } from './quotation-totals';
import { WithdrawAction } from './withdraw-action';
import { Card } from '../../shared/card';
import { RowButton } from '../../shared/row-button';

/** The customer's one-line fields: the name and company in their own script, the contacts left to right. */
const CUSTOMER_FIELDS = [
  ['name', { maxLength: LIMITS.personName.max, dir: 'auto' }],
  ['company', { maxLength: LIMITS.company, dir: 'auto' }],
  ['email', { type: 'email', dir: 'ltr', autoComplete: 'off' }],
  ['phone', { type: 'tel', dir: 'ltr', autoComplete: 'off' }],
] as const;

const CHARGES = ['deliveryCharge', 'installationCharge'] as const;

/** The free texts under the charges, with the rows each shows. */
const NOTES = [
  ['terms', 4],
  ['notes', 3],
] as const;

export function QuotationEditor({ quotation }: { quotation: AdminQuotation }) {
  const { t, lang, fieldError } = useAdminLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const resolver = useMemo(
    () => bodyResolver<QuotationValues, QuotationDraftInput>(quotationSchema, adminMessageFor),
    [],
  );
  const form = useForm<QuotationValues, unknown, QuotationDraftInput>({
    defaultValues: quotationValues(quotation),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  useUnsavedChanges(form.formState.isDirty);
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [confirmSend, setConfirmSend] = useState(false);

  const common = {
    form,
    messageFor: adminMessageFor,
    failureText: (error: unknown) => {
      const { message } = serverProblem(error, t('errors.saveFailed'));
      notify.error(message);
      return message;
    },
    onInvalid: () => {
      requestAnimationFrame(() => focusFirstError(formRef.current));
    },
  };
  const save = useSubmit<QuotationValues, AdminQuotation, QuotationDraftInput>({
    ...common,
    send: (body) => saveQuotation(quotation.id, body),
    onSent: (reply) => {
      notify.success(t('quotations.saved'));
      form.reset(quotationValues(reply));
    },
  });
  const send = useSubmit<QuotationValues, AdminQuotation, QuotationDraftInput>({
    ...common,
    // Sent as it stands on screen: what the customer gets is what the admin sees.
    send: async (body) => {
      await saveQuotation(quotation.id, body);
      return sendQuotation(quotation.id);
    },
    onSent: () => {
      // Saved before it went: nothing left to lose on leaving.
      form.reset(form.getValues());
      notify.success(t('quotations.sentDone'));
    },
  });
  const failure = send.failure ?? save.failure;
  const problem = failure ? serverProblem(failure.error, t('errors.saveFailed')) : null;
  const busy = save.pending || send.pending;

  const values = form.watch();
  const errors = flatErrors(form.formState.errors);
  const totals = liveTotals(values);
  const today = qatarToday();

  /** A text control bound to a field of the form: id, value, onChange and its error. */
  const field = (path: Path<QuotationValues>) => ({
    id: `qt-${path.replace(/\./g, '-')}`,
    name: path,
    value: String(valueAt(values, path) ?? ''),
    onChange: (event: { target: { value: string } }) => setAndRecheck(form, path, event.target.value as never),
    error: fieldError(errors[path]),
  });

  return (
    <form
      ref={formRef}
      className="adm-form qt-editor"
      noValidate
      data-testid="quotation-editor"
      onSubmit={(event) => {
        send.clearFailure();
        void save.onSubmit(event);
      }}
    >
      <FormProblem problem={problem} />

      <Card title={t('quotations.customerTitle')}>
        <div className="adm-grid-2">
          {CUSTOMER_FIELDS.map(([name, props]) => (
            <TextField key={name} label={t(`quotations.fields.${name}`)} {...props} {...field(`customer.${name}`)} />
          ))}
          <TextAreaField
            label={t('quotations.fields.address')}
            rows={2}
            maxLength={LIMITS.address.max}
            dir="auto"
            {...field('customer.address')}
          />
          <SelectField
            label={t('quotations.fields.language')}
            hint={t('quotations.fields.languageHint')}
            {...field('language')}
          >
            <option value="en">English</option>
            <option value="ar">العربية</option>
          </SelectField>
        </div>
        <p className="adm-field__hint">{t('quotations.customerHint')}</p>
      </Card>

      <Card title={t('quotations.lines.title')}>
        {errors['lines'] && (
          <p className="adm-alert adm-alert--error" role="alert">
            {t('quotations.lines.needOne')}
          </p>
        )}
        {lines.fields.length === 0 && <p className="adm-muted">{t('quotations.lines.empty')}</p>}
        <ol className="qt-lines" role="list" data-testid="quotation-lines">
          {lines.fields.map((row, index) => {
            const line = values.lines[index];
            if (!line) return null;
            const at = (part: string) => `lines.${index}.${part}` as Path<QuotationValues>;
            const price = linePrice(line);
            const title = line.name || line.nameAr || t('quotations.lines.untitled', { number: index + 1 });
            return (
              <li key={row.id} className="qt-line" data-testid="quotation-line">
                <fieldset className="adm-fieldset">
                  <legend className="qt-line__legend">
                    <span className="qt-line__number">{index + 1}</span>
                    <span className="adm-badge adm-badge--inactive">
                      {line.productId ? t('quotations.lines.catalogue') : t('quotations.lines.free')}
                    </span>
                  </legend>
                  <div className="adm-grid-2">
                    <TextField
                      label={t('quotations.lines.nameEn')}
                      lang="en"
                      maxLength={QUOTATION_LIMITS.lineName.max}
                      {...field(at('name'))}
                    />
                    <TextField
                      label={t('quotations.lines.nameAr')}
                      lang="ar"
                      maxLength={QUOTATION_LIMITS.lineName.max}
                      {...field(at('nameAr'))}
                    />
                  </div>
                  <TextAreaField
                    label={t('quotations.lines.description')}
                    rows={2}
                    maxLength={QUOTATION_LIMITS.lineDescription}
                    dir="auto"
                    {...field(at('description'))}
                  />
                  <div className="qt-line__numbers">
                    <TextField
                      label={t('quotations.lines.quantity')}
                      inputMode="numeric"
                      dir="ltr"
                      {...field(at('quantity'))}
                    />
                    <TextField
                      label={t('quotations.lines.unitPrice')}
                      inputMode="decimal"
                      dir="ltr"
                      {...(line.onRequest && !line.unitPrice ? { hint: t('quotations.lines.priceOnRequest') } : {})}
                      {...field(at('unitPrice'))}
                    />
                    <TextField
                      label={t('quotations.lines.discount')}
                      inputMode="decimal"
                      dir="ltr"
                      {...field(at('discountPercent'))}
                    />
                    <div className="adm-field qt-line__total">
                      <span className="adm-field__label" id={`qt-line-${row.id}-total`}>
                        {t('quotations.lines.lineTotal')}
                      </span>
                      <output className="adm-num" aria-labelledby={`qt-line-${row.id}-total`} data-testid="line-total">
                        {formatPrice(price.lineTotal, lang)}
                      </output>
                      {price.netUnitPrice !== linePrice({ ...line, discountPercent: '0' }).netUnitPrice && (
                        <span className="adm-field__hint">
                          {t('quotations.lines.netEach', { price: formatPrice(price.netUnitPrice, lang) })}
                        </span>
                      )}
                    </div>
                  </div>
                  <div className="qt-line__actions">
                    <RowButton
                      tone="ghost"
                      disabled={index === 0}
                      onClick={() => lines.move(index, index - 1)}
                      name={t('quotations.lines.moveUpNamed', { name: title })}
                    >
                      {t('quotations.lines.moveUp')}
                    </RowButton>
                    <RowButton
                      tone="danger"
                      onClick={() => lines.remove(index)}
                      name={t('quotations.lines.removeNamed', { name: title })}
                    >
                      {t('quotations.lines.remove')}
                    </RowButton>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {lines.fields.length < QUOTATION_LIMITS.maxLines && (
          <div className="qt-add">
            <ProductPicker onPick={(product) => lines.append(catalogueLine(product))} />
            <button type="button" className="btn btn-outline" onClick={() => lines.append(freeLine())}>
              {t('quotations.lines.addFree')}
            </button>
          </div>
        )}
      </Card>

      <Card title={t('quotations.termsTitle')}>
        <div className="adm-grid-3">
          {CHARGES.map((name) => (
            <TextField
              key={name}
              label={t(`quotations.fields.${name}`)}
              inputMode="decimal"
              dir="ltr"
              {...field(name)}
            />
          ))}
          <TextField
            label={t('quotations.fields.validUntil')}
            type="date"
            dir="ltr"
            min={today}
            max={addDays(today, QUOTATION_LIMITS.maxValidDays)}
            {...field('validUntil')}
          />
        </div>
        {NOTES.map(([name, rows]) => (
          <TextAreaField
            key={name}
            label={t(`quotations.fields.${name}`)}
            hint={t(`quotations.fields.${name}Hint`)}
            rows={rows}
            maxLength={QUOTATION_LIMITS[name]}
            dir="auto"
            {...field(name)}
          />
        ))}
        <QuotationTotalsList totals={totals} />
      </Card>

      <div className="cluster adm-actions adm-actions--sticky">
        <WithdrawAction id={quotation.id} className="adm-actions__start" />
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {save.pending ? t('common.saving') : t('quotations.save')}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setConfirmSend(true)}>
          {send.pending ? t('quotations.sending') : t('quotations.send')}
        </button>
      </div>

      <ActionDialog
        open={confirmSend}
        title={t('quotations.sendTitle')}
        confirmLabel={t('quotations.sendConfirm')}
        busyLabel={t('quotations.sending')}
        onClose={() => setConfirmSend(false)}
        onConfirm={async () => {
          save.clearFailure();
          await send.onSubmit();
        }}
      >
        <p>
          {t('quotations.sendMessage', {
            name: values.customer.name || t('quotations.noName'),
            email: values.customer.email || '—',
            total: formatPrice(totals.total, lang),
          })}
        </p>
      </ActionDialog>
    </form>
  );
}
