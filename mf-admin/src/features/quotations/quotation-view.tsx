/**
 * A quotation past its draft, as the customer got it: read-only, with the customer's link, their
 * requests for changes, and what may still be done (a revision, a withdrawal).
 */
import { useState } from 'react';
import { formatPhone, formatPrice, notify, useNavigate } from '@ogulf/web-kit';
import type { AdminQuotation } from '@ogulf/contracts';
import { formatDateTime } from '../../shared/format-date';
import { DataTable } from '../../shared/table-head';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ActionDialog } from '../../shared/action-dialog';
import { reviseQuotation } from './quotation-api';
import { QuotationTotalsList } from './quotation-totals';
import { WithdrawAction } from './withdraw-action';
import { Card } from '../../shared/card';

/** Statuses a quotation may be withdrawn from (the server refuses the others). */
const WITHDRAWABLE = new Set<AdminQuotation['status']>(['draft', 'sent', 'changes-requested', 'expired']);
/** Statuses a next version may be made from (only of the newest version). */
const REVISABLE = new Set<AdminQuotation['status']>(['sent', 'changes-requested', 'expired', 'withdrawn']);

export function QuotationView({ quotation }: { quotation: AdminQuotation }) {
  const { t, lang } = useAdminLanguage();
  const navigate = useNavigate();
  const [revising, setRevising] = useState(false);
  const price = (amount: number) => formatPrice(amount, lang);
  const canRevise = quotation.isLatest && REVISABLE.has(quotation.status);
  const canWithdraw = WITHDRAWABLE.has(quotation.status);
  return (
    <div className="qt-view" data-testid="quotation-view">
      {quotation.customerUrl && (
        <Card title={t('quotations.link.title')}>
          <p className="adm-field__hint">{t('quotations.link.hint')}</p>
          <div className="qt-link">
            <a
              href={quotation.customerUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="ltr"
              data-testid="customer-link"
            >
              {quotation.customerUrl}
            </a>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                void navigator.clipboard
                  .writeText(quotation.customerUrl ?? '')
                  .then(() => notify.success(t('quotations.link.copied')));
              }}
            >
              {t('quotations.link.copy')}
            </button>
          </div>
        </Card>
      )}

      {quotation.changeRequests.length > 0 && (
        <Card title={t('quotations.changes')} className="adm-card--alert">
          <ol className="qt-changes" role="list" data-testid="quotation-changes">
            {quotation.changeRequests.map((change) => (
              <li key={change.at}>
                <p className="adm-muted">{formatDateTime(change.at, lang)}</p>
                <p className="adm-pre" dir="auto">
                  {change.message}
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}

      <Card title={t('quotations.customerTitle')}>
        <dl className="adm-facts">
          <div>
            <dt>{t('quotations.fields.name')}</dt>
            <dd dir="auto">{quotation.customer.name}</dd>
          </div>
          {quotation.customer.company && (
            <div>
              <dt>{t('quotations.fields.company')}</dt>
              <dd dir="auto">{quotation.customer.company}</dd>
            </div>
          )}
          <div>
            <dt>{t('quotations.fields.email')}</dt>
            <dd>
              <a href={`mailto:${quotation.customer.email}`} className="ltr">
                {quotation.customer.email}
              </a>
            </dd>
          </div>
          {quotation.customer.phone && (
            <div>
              <dt>{t('quotations.fields.phone')}</dt>
              <dd className="ltr" dir="ltr">
                {formatPhone(quotation.customer.phone)}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('quotations.fields.language')}</dt>
            <dd>{quotation.language === 'ar' ? 'العربية' : 'English'}</dd>
          </div>
          {quotation.customer.address && (
            <div className="adm-facts__wide">
              <dt>{t('quotations.fields.address')}</dt>
              <dd className="adm-pre" dir="auto">
                {quotation.customer.address}
              </dd>
            </div>
          )}
        </dl>
      </Card>

      <Card title={t('quotations.lines.title')}>
        <DataTable
          caption={t('quotations.lines.title')}
          columns={[
            t('quotations.lines.item'),
            t('quotations.lines.quantity'),
            t('quotations.lines.unitPrice'),
            t('quotations.lines.discount'),
            t('quotations.lines.lineTotal'),
          ]}
          testId="quotation-lines"
        >
          {quotation.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" data-label={t('quotations.lines.item')}>
                <span className="qt-item">
                  <span lang="en" dir="ltr">
                    {line.name}
                  </span>
                  {line.nameAr && (
                    <span lang="ar" dir="rtl">
                      {line.nameAr}
                    </span>
                  )}
                  {line.description && <span className="adm-muted adm-pre">{line.description}</span>}
                </span>
              </th>
              <td data-label={t('quotations.lines.quantity')} className="adm-num">
                {line.quantity}
              </td>
              <td data-label={t('quotations.lines.unitPrice')} className="adm-num">
                {price(line.unitPrice)}
              </td>
              <td data-label={t('quotations.lines.discount')} className="adm-num">
                {line.discountPercent > 0 ? `${line.discountPercent} %` : '—'}
              </td>
              <td data-label={t('quotations.lines.lineTotal')} className="adm-num">
                {price(line.lineTotal)}
              </td>
            </tr>
          ))}
        </DataTable>
        <QuotationTotalsList totals={quotation} />
      </Card>

      {(quotation.terms || quotation.notes) && (
        <Card title={t('quotations.termsTitle')}>
          <dl className="adm-facts">
            {quotation.terms && (
              <div className="adm-facts__wide">
                <dt>{t('quotations.fields.terms')}</dt>
                <dd className="adm-pre" dir="auto">
                  {quotation.terms}
                </dd>
              </div>
            )}
            {quotation.notes && (
              <div className="adm-facts__wide">
                <dt>{t('quotations.fields.notes')}</dt>
                <dd className="adm-pre" dir="auto">
                  {quotation.notes}
                </dd>
              </div>
            )}
          </dl>
        </Card>
      )}

      {(canRevise || canWithdraw) && (
        <div className="cluster adm-actions">
          {canWithdraw && <WithdrawAction id={quotation.id} />}
          {canRevise && (
            <button type="button" className="btn btn-primary" onClick={() => setRevising(true)}>
              {t('quotations.revise')}
            </button>
          )}
        </div>
      )}

      <ActionDialog
        open={revising}
        title={t('quotations.reviseTitle')}
        confirmLabel={t('quotations.revise')}
        busyLabel={t('quotations.working')}
        onClose={() => setRevising(false)}
        onConfirm={async () => {
          const next = await reviseQuotation(quotation.id);
          navigate(`/admin/quotations/${next.id}`);
        }}
      >
        <p>{t('quotations.reviseMessage', { version: quotation.version + 1 })}</p>
      </ActionDialog>
    </div>
  );
}
