import { useId, useState } from 'react';
import { formatPhone, formatPrice, phoneHref, useNavigate } from '@ogulf/web-kit';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { CheckboxField, SelectField, TextAreaField } from '../../shared/fields';
import { formatDateTime } from '../../shared/format-date';
import { FormProblem } from '../../shared/form-problem';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminForm } from '../../shared/use-admin-form';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { addOrderNote } from './add-order-note';
import { deleteOrder } from './delete-order';
import { DeliveryPanel } from './delivery-panel';
import { useOrder } from './get-order';
import {
  ADMIN_NOTES_MAX,
  adminNotesSchema,
  NOTE_MAX,
  noteSchema,
  statusSchema,
  type NoteValues,
  type StatusValues,
} from './order-status-form';
import { PaymentBadge } from './payment-badge';
import { PaymentPanel } from './payment-panel';
import { showOrder } from './show-order';
import { StatusBadge } from './status-badge';
import { ORDER_STATUS_TRANSITIONS, type AdminOrder } from './types';
import { updateOrderNotes } from './update-order';
import { updateOrderStatus } from './update-order-status';
import { whatsappToCustomer } from './whatsapp-link';
import { DataTable } from '../../shared/table-head';
import { Card } from '../../shared/card';
import { SubmitButton } from '../../shared/submit-button';
import { Thumb } from '../../shared/thumb';

/** `/admin/orders/:id`: items and totals, customer, payment, delivery, status change with note, notes, history. */
export default function OrderDetail({ id }: { id: string }) {
  const { t } = useAdminLanguage();
  const reply = useOrder(id);
  const shown = reply.status === 'success' ? reply.data : null;
  return (
    <>
      <SectionHeader
        title={shown ? t('orders.detailTitle', { number: shown.orderNumber }) : t('orders.detail')}
        link={{ to: '/admin/orders', label: t('orders.back') }}
      />
      {reply.status === 'loading' && <LoadingPanel rows={8} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {shown && <OrderView order={shown} />}
    </>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const { t, lang, pick } = useAdminLanguage();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const price = (amount: number) => formatPrice(amount, lang);
  const languageName = order.language === 'ar' ? 'العربية' : 'English';
  return (
    <div className="adm-order" data-testid="order-detail">
      <div className="adm-order__summary adm-card">
        <dl className="adm-facts">
          <div>
            <dt>{t('orders.statusLabel')}</dt>
            <dd data-testid="order-status">
              <StatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.date')}</dt>
            <dd>{formatDateTime(order.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{t('orders.payment')}</dt>
            <dd>{t(`orders.paymentMethod.${order.paymentMethod}`)}</dd>
          </div>
          <div>
            <dt>{t('orders.pay.status')}</dt>
            <dd>
              <PaymentBadge status={order.payment.status} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.language')}</dt>
            <dd>{languageName}</dd>
          </div>
          {order.estimatedDeliveryDays !== null && (
            <div>
              <dt>{t('orders.estimate')}</dt>
              <dd>{t('orders.days', { count: order.estimatedDeliveryDays })}</dd>
            </div>
          )}
        </dl>
      </div>

      <Card title={t('orders.items')}>
        <DataTable
          caption={t('orders.items')}
          columns={[t('products.name'), t('orders.unitPrice'), t('orders.quantity'), t('orders.lineTotal')]}
        >
          {order.items.map((item) => (
            <tr key={`${item.productId}~${item.variantSku}`}>
              <th scope="row" data-label={t('products.name')}>
                <span className="adm-item">
                  <Thumb image={item.image} width={40} height={40} />
                  {pick(item.name, item.nameAr)}
                  {item.variantSku ? ` (${pick(item.variantName, item.variantNameAr)} · ${item.variantSku})` : null}
                </span>
              </th>
              <td data-label={t('orders.unitPrice')} className="adm-num">
                {price(item.unitPrice)}
              </td>
              <td data-label={t('orders.quantity')} className="adm-num">
                {item.quantity}
              </td>
              <td data-label={t('orders.lineTotal')} className="adm-num">
                {price(item.lineTotal)}
              </td>
            </tr>
          ))}
        </DataTable>
        <dl className="adm-totals">
          <div>
            <dt>{t('orders.subtotal')}</dt>
            <dd className="adm-num">{price(order.subtotal)}</dd>
          </div>
          <div>
            <dt>{t('orders.deliveryFee')}</dt>
            <dd className="adm-num">{order.deliveryFee === 0 ? t('orders.free') : price(order.deliveryFee)}</dd>
          </div>
          <div className="adm-totals__grand">
            <dt>{t('orders.total')}</dt>
            <dd className="adm-num">{price(order.total)}</dd>
          </div>
        </dl>
      </Card>

      <Card title={t('orders.customer')}>
        <dl className="adm-facts">
          <div>
            <dt>{t('orders.name')}</dt>
            <dd>{order.customer.name}</dd>
          </div>
          <div>
            <dt>{t('orders.phone')}</dt>
            <dd>
              <a href={phoneHref(order.customer.phone)} className="ltr" dir="ltr">
                {formatPhone(order.customer.phone)}
              </a>
              <a
                href={whatsappToCustomer(order, window.location.origin)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline btn-sm adm-whatsapp"
                data-testid="whatsapp-customer"
              >
                {t('orders.whatsapp.link')}
                <span className="visually-hidden"> {t('orders.whatsapp.inLanguage', { language: languageName })}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('orders.email')}</dt>
            <dd>
              <a href={`mailto:${order.customer.email}`} className="ltr">
                {order.customer.email}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('orders.zone')}</dt>
            <dd>{pick(order.customer.zoneName, order.customer.zoneNameAr) || order.customer.zone}</dd>
          </div>
          <div className="adm-facts__wide">
            <dt>{t('orders.address')}</dt>
            <dd className="adm-pre">{order.customer.address}</dd>
          </div>
          {order.customer.nationalAddress && (
            <div className="adm-facts__wide">
              <dt>{t('orders.nationalAddress')}</dt>
              <dd data-testid="national-address">
                {t('orders.nationalAddressParts', {
                  zone: order.customer.nationalAddress.zone,
                  street: order.customer.nationalAddress.street,
                  building: order.customer.nationalAddress.building,
                })}
                {order.customer.nationalAddress.unit !== null &&
                  t('orders.nationalAddressUnit', { unit: order.customer.nationalAddress.unit })}
              </dd>
            </div>
          )}
          {order.customer.notes && (
            <div className="adm-facts__wide">
              <dt>{t('orders.customerNotes')}</dt>
              <dd className="adm-pre">{order.customer.notes}</dd>
            </div>
          )}
        </dl>
      </Card>

      <PaymentPanel order={order} />
      <DeliveryPanel order={order} />
      <StatusChange key={order.status} order={order} />
      <AddNote order={order} />

      <Card title={t('orders.history')}>
        {order.statusHistory.length === 0 ? (
          <p className="adm-muted">{t('orders.noHistory')}</p>
        ) : (
          <ol className="adm-history" data-testid="order-history">
            {[...order.statusHistory].reverse().map((change, index) => (
              <li key={`${change.at}-${index}`} data-kind={change.kind}>
                {change.kind === 'note' ? (
                  <span className="adm-badge adm-badge--note">{t('orders.historyNote')}</span>
                ) : (
                  <StatusBadge status={change.status} />
                )}
                <span className="adm-muted">{formatDateTime(change.at, lang)}</span>
                {change.notified ? (
                  <span className="adm-badge adm-badge--notified">{t('orders.notified')}</span>
                ) : (
                  change.kind === 'note' && <span className="adm-muted">{t('orders.teamOnly')}</span>
                )}
                {change.note && (
                  <p className="adm-pre" dir="auto">
                    {change.note}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>

      <AdminNotes order={order} />

      <div className="cluster adm-actions">
        <button
          type="button"
          className="btn btn-ghost adm-text-danger adm-actions__start"
          onClick={() => setDeleting(true)}
        >
          {t('orders.delete')}
        </button>
      </div>
      <ConfirmDialog
        subject={deleting ? t('orders.subject', { number: order.orderNumber }) : null}
        onClose={() => setDeleting(false)}
        doneMessage={t('common.deleted')}
        onConfirm={async () => {
          await deleteOrder(order.id);
          navigate('/admin/orders');
        }}
      />
    </div>
  );
}

function StatusChange({ order }: { order: AdminOrder }) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const moves = ORDER_STATUS_TRANSITIONS[order.status];
  const form = useAdminForm({
    initial: (): StatusValues => ({ status: '', note: '', tellCustomer: false }),
    schema: statusSchema(order.status),
    send: (body) => updateOrderStatus(order.id, body),
    savedMessage: t('orders.statusSaved'),
    onSaved: (updated, _body, reset) => {
      reset({ status: '', note: '', tellCustomer: false });
      showOrder(updated);
    },
  });
  return (
    <Card title={t('orders.changeStatus')}>
      {moves.length === 0 ? (
        <p className="adm-muted" data-testid="status-final">
          {t('orders.finalStatus', { status: t(`orders.status.${order.status}`) })}
        </p>
      ) : (
        <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="status-form">
          <FormProblem problem={form.problem} />
          <div className="adm-grid-2">
            <SelectField
              id={`${id}-status`}
              label={t('orders.newStatus')}
              required
              value={form.values.status}
              onChange={(event) => form.set('status', event.target.value)}
              error={fieldError(form.errors.status)}
            >
              <option value="">{t('fields.choose')}</option>
              {moves.map((status) => (
                <option key={status} value={status}>
                  {t(`orders.status.${status}`)}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              id={`${id}-note`}
              label={t('orders.note')}
              hint={t('orders.noteHint')}
              rows={2}
              maxLength={NOTE_MAX}
              value={form.values.note}
              onChange={(event) => form.set('note', event.target.value)}
              error={fieldError(form.errors.note)}
            />
          </div>
          <CheckboxField
            id={`${id}-tell`}
            label={t('orders.tellCustomer')}
            checked={form.values.tellCustomer}
            onChange={(checked) => form.set('tellCustomer', checked)}
          />
          <p className="adm-field__hint">{t('orders.tellCustomerHint')}</p>
          <div className="cluster adm-actions">
            <SubmitButton busy={form.busy} label={t('orders.updateStatus')} />
          </div>
        </form>
      )}
    </Card>
  );
}

function AddNote({ order }: { order: AdminOrder }) {
  const { t } = useAdminLanguage();
  const id = useId();
  const form = useAdminForm({
    initial: (): NoteValues => ({ note: '', notifyCustomer: false }),
    schema: noteSchema,
    send: (body) => addOrderNote(order.id, body),
    savedMessage: t('orders.noteAdded'),
    onSaved: (reply, _body, reset) => {
      reset({ note: '', notifyCustomer: false });
      showOrder(reply);
    },
  });
  return (
    <Card title={t('orders.addNote')}>
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form" data-testid="note-form">
        <FormProblem problem={form.problem} />
        <TextAreaField
          {...form.text('note')}
          label={t('orders.noteText')}
          hint={t('orders.noteTextHint')}
          rows={2}
          required
          maxLength={NOTE_MAX}
        />
        <CheckboxField
          id={`${id}-notify`}
          label={t('orders.tellCustomerNote')}
          checked={form.values.notifyCustomer}
          onChange={(checked) => form.set('notifyCustomer', checked)}
        />
        <div className="cluster adm-actions">
          <button type="submit" className="btn btn-outline" disabled={form.busy}>
            {form.busy ? t('common.saving') : t('orders.addNoteSubmit')}
          </button>
        </div>
      </form>
    </Card>
  );
}

function AdminNotes({ order }: { order: AdminOrder }) {
  const { t, fieldError } = useAdminLanguage();
  const id = useId();
  const form = useAdminForm({
    initial: { adminNotes: order.adminNotes ?? '' },
    schema: adminNotesSchema,
    send: ({ adminNotes }) => updateOrderNotes(order.id, adminNotes ?? ''),
    savedMessage: t('orders.notesSaved'),
    onSaved: (updated) => showOrder(updated),
  });
  return (
    <Card title={t('orders.adminNotes')}>
      <form ref={form.formRef} onSubmit={form.submit} noValidate className="adm-form">
        <FormProblem problem={form.problem} />
        <TextAreaField
          id={`${id}-notes`}
          label={t('orders.adminNotesLabel')}
          hint={t('orders.adminNotesHint')}
          rows={3}
          maxLength={ADMIN_NOTES_MAX}
          value={form.values.adminNotes}
          onChange={(event) => form.set('adminNotes', event.target.value)}
          error={fieldError(form.errors.adminNotes)}
        />
        <div className="cluster adm-actions">
          <button type="submit" className="btn btn-outline" disabled={form.busy}>
            {form.busy ? t('common.saving') : t('orders.saveNotes')}
          </button>
        </div>
      </form>
    </Card>
  );
}
