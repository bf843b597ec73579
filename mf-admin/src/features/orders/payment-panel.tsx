import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { PaymentActionInput } from '@ogulf/contracts';
import { SelectField, TextAreaField, TextField } from '../../shared/fields';
import { formatDateTime } from '../../shared/format-date';
import { qatarToday } from '../../shared/qatar-day';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { invoiceUrl, receiptUrl } from './order-files';
import { PaymentBadge } from './payment-badge';
import {
  markPaidSchema,
  NOTE_MAX,
  REASON_MAX,
  REFERENCE_MAX,
  refundSchema,
  rejectSchema,
  type MarkPaidValues,
  type RefundValues,
  type RejectValues,
} from './payment-forms';
import { sendPaymentAction } from './send-payment-action';
import { showOrder } from './show-order';
import { SubForm } from './sub-form';
import type { AdminOrder, ReceiptView } from './types';
import { DataTable } from '../../shared/table-head';

/** `2.4 MB`, `310 KB`: a receipt's size, Latin digits in both languages. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** `image/jpeg` -> `JPEG`. */
const typeName = (contentType: string) => (contentType.split('/')[1] ?? contentType).toUpperCase();

/**
 * The order's payment beside its status: what was paid and how, the transfer receipts the customer
 * uploaded (each downloadable with the admin session), and the actions the payment allows now.
 */
export function PaymentPanel({ order }: { order: AdminOrder }) {
  const { t, lang } = useAdminLanguage();
  const id = useId();
  const { payment } = order;
  const pending = payment.receipts.filter((receipt) => receipt.status === 'pending');
  // The forms start again from the order as it now is after each payment change.
  const version = `${payment.status}:${payment.receipts.map((receipt) => receipt.status).join(',')}`;
  return (
    <section className="adm-card" aria-labelledby={`${id}-title`} data-testid="payment-panel">
      <div className="split-row adm-card__head">
        <h2 id={`${id}-title`} className="adm-card__title">
          {t('orders.pay.title')}
        </h2>
        {order.invoiceAvailable && (
          <a href={invoiceUrl(order.id)} className="btn btn-outline btn-sm" download data-testid="invoice-link">
            {t('orders.pay.invoice')}
          </a>
        )}
      </div>
      <dl className="adm-facts">
        <div>
          <dt>{t('orders.pay.status')}</dt>
          <dd data-testid="payment-status">
            <PaymentBadge status={payment.status} />
          </dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{t(`orders.paymentMethod.${order.paymentMethod}`)}</dd>
        </div>
        {payment.reference && (
          <div>
            <dt>{t('orders.pay.reference')}</dt>
            <dd className="ltr">{payment.reference}</dd>
          </div>
        )}
        {payment.paidOn && (
          <div>
            <dt>{t('orders.pay.paidOn')}</dt>
            <dd>{formatDateTime(`${payment.paidOn}T12:00:00+03:00`, lang, false)}</dd>
          </div>
        )}
      </dl>

      {(order.paymentMethod === 'bank-transfer' || payment.receipts.length > 0) && (
        <Receipts orderId={order.id} receipts={payment.receipts} />
      )}

      {(payment.status === 'unpaid' || payment.status === 'awaiting-confirmation') && (
        <MarkPaidForm key={`paid-${version}`} order={order} pending={pending} />
      )}
      {pending.length > 0 && <RejectForm key={`reject-${version}`} order={order} pending={pending} />}
      {payment.status === 'paid' && <RefundForm key={`refund-${version}`} order={order} />}
    </section>
  );
}

function Receipts({ orderId, receipts }: { orderId: string; receipts: ReceiptView[] }) {
  const { t, lang } = useAdminLanguage();
  const id = useId();
  return (
    <div className="adm-subsection">
      <h3 id={id} className="adm-subsection__title">
        {t('orders.pay.receipts')}
      </h3>
      {receipts.length === 0 ? (
        <p className="adm-muted">{t('orders.pay.noReceipts')}</p>
      ) : (
        <DataTable
          columns={[
            t('orders.pay.file'),
            t('orders.pay.type'),
            t('orders.pay.size'),
            t('orders.pay.uploaded'),
            t('orders.pay.receiptStatus'),
          ]}
          labelledBy={id}
          testId="receipts"
        >
          {receipts.map((receipt) => (
            <tr key={receipt.id} data-testid="receipt">
              <th scope="row" data-label={t('orders.pay.file')}>
                <a
                  href={receiptUrl(orderId, receipt.id)}
                  download={receipt.fileName}
                  className="adm-receipt-link"
                  aria-label={t('orders.pay.download', { name: receipt.fileName })}
                >
                  <bdi>{receipt.fileName}</bdi>
                </a>
              </th>
              <td data-label={t('orders.pay.type')}>{typeName(receipt.contentType)}</td>
              <td data-label={t('orders.pay.size')} className="adm-num">
                <span className="ltr">{formatSize(receipt.size)}</span>
              </td>
              <td data-label={t('orders.pay.uploaded')}>{formatDateTime(receipt.uploadedAt, lang)}</td>
              <td data-label={t('orders.pay.receiptStatus')}>
                <span className={`adm-badge adm-badge--receipt-${receipt.status}`}>
                  {t(`orders.pay.receipt.${receipt.status}`)}
                </span>
                {receipt.reason && (
                  <p className="adm-pre adm-muted" dir="auto">
                    {receipt.reason}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/** The receipts waiting for a decision, one option each ("transfer.pdf · 25 Nov 2026, 12:12"). */
function ReceiptOptions({ receipts }: { receipts: ReceiptView[] }) {
  const { lang } = useAdminLanguage();
  return (
    <>
      {receipts.map((receipt) => (
        <option key={receipt.id} value={receipt.id}>
          {`${receipt.fileName} · ${formatDateTime(receipt.uploadedAt, lang)}`}
        </option>
      ))}
    </>
  );
}

/** Each payment action's form: its test id, the note once done (`orders.pay.<done>`) and its button's look. */
const PAYMENT_ACTIONS = {
  markPaid: { testId: 'mark-paid-form', done: 'markedPaid', tone: 'primary' },
  reject: { testId: 'reject-form', done: 'rejected', tone: 'danger' },
  refund: { testId: 'refund-form', done: 'refunded', tone: 'danger' },
} as const;

type PaymentForm<V extends FieldValues> = ReturnType<typeof useAdminForm<V, PaymentActionInput, unknown>>;

/**
 * A payment action's form, titled `orders.pay.<action>Title` and sent with `orders.pay.<action>`:
 * `POST /api/orders/:id/payment` with what `schema` makes of the values.
 */
function PaymentActionForm<V extends FieldValues>({
  order,
  action,
  initial,
  schema,
  children,
}: {
  order: AdminOrder;
  action: keyof typeof PAYMENT_ACTIONS;
  initial: V;
  schema: $ZodType<PaymentActionInput, FieldValues>;
  children: (form: PaymentForm<V>) => ReactNode;
}) {
  const { t } = useAdminLanguage();
  const { testId, done, tone } = PAYMENT_ACTIONS[action];
  const form = useAdminForm<V, PaymentActionInput, unknown>({
    initial,
    schema,
    send: (body) => sendPaymentAction(order.id, body),
    savedMessage: t(`orders.pay.${done}`),
    onSaved: (reply) => showOrder(reply),
  });
  return (
    <SubForm
      form={form}
      title={t(`orders.pay.${action}Title`)}
      testId={testId}
      submitLabel={t(`orders.pay.${action}`)}
      tone={tone}
    >
      {children(form)}
    </SubForm>
  );
}

function MarkPaidForm({ order, pending }: { order: AdminOrder; pending: ReceiptView[] }) {
  const { t } = useAdminLanguage();
  // The newest receipt waiting is the one a payment usually accepts.
  const initial: MarkPaidValues = { reference: '', paidOn: qatarToday(), receiptId: pending.at(-1)?.id ?? '' };
  return (
    <PaymentActionForm order={order} action="markPaid" initial={initial} schema={markPaidSchema}>
      {(form) => (
        <div className="adm-grid-3">
          <TextField
            {...form.text('reference')}
            label={t('orders.pay.reference')}
            hint={t('orders.pay.referenceHint')}
            dir="ltr"
            maxLength={REFERENCE_MAX}
          />
          <TextField {...form.text('paidOn')} type="date" label={t('orders.pay.paidOn')} required dir="ltr" />
          {pending.length > 0 && (
            <SelectField {...form.text('receiptId')} label={t('orders.pay.acceptReceipt')}>
              <option value="">{t('orders.pay.noReceipt')}</option>
              <ReceiptOptions receipts={pending} />
            </SelectField>
          )}
        </div>
      )}
    </PaymentActionForm>
  );
}

function RejectForm({ order, pending }: { order: AdminOrder; pending: ReceiptView[] }) {
  const { t } = useAdminLanguage();
  const initial: RejectValues = { receiptId: pending.length === 1 ? (pending[0]?.id ?? '') : '', reason: '' };
  return (
    <PaymentActionForm order={order} action="reject" initial={initial} schema={rejectSchema}>
      {(form) => (
        <div className="adm-grid-2">
          <SelectField {...form.text('receiptId')} label={t('orders.pay.receiptToReject')} required>
            <option value="">{t('fields.choose')}</option>
            <ReceiptOptions receipts={pending} />
          </SelectField>
          <TextAreaField
            {...form.text('reason')}
            label={t('orders.pay.reason')}
            hint={t('orders.pay.reasonHint')}
            rows={2}
            required
            maxLength={REASON_MAX}
          />
        </div>
      )}
    </PaymentActionForm>
  );
}

function RefundForm({ order }: { order: AdminOrder }) {
  const { t } = useAdminLanguage();
  const initial: RefundValues = { note: '' };
  return (
    <PaymentActionForm order={order} action="refund" initial={initial} schema={refundSchema}>
      {(form) => (
        <TextAreaField
          {...form.text('note')}
          label={t('orders.pay.refundNote')}
          hint={t('orders.pay.refundHint')}
          rows={2}
          maxLength={NOTE_MAX}
        />
      )}
    </PaymentActionForm>
  );
}
