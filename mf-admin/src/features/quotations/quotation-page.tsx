import { formatPrice, Link } from '@ogulf/web-kit';
import type { AdminQuotation } from '@ogulf/contracts';
import { formatDateTime, formatDay } from '../../shared/format-date';
import { SectionHeader } from '../../shared/section-header';
import { ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { quotationPdfPath, useQuotation } from './quotation-api';
import { QuotationEditor } from './quotation-editor';
import { isolatedNumber, QuotationStatusBadge } from './quotation-status';
import { QuotationView } from './quotation-view';
import './quotation-texts';
import './quotations.css';
import { Card } from '../../shared/card';

/**
 * `/admin/quotations/:id`: a draft opens in the builder; a quotation sent (or past that) is shown
 * as it was sent, with what may still be done to it. Both list the versions of its number.
 */
export default function QuotationPage({ id }: { id: string }) {
  const { t } = useAdminLanguage();
  const reply = useQuotation(id);
  const shown = reply.status === 'success' ? reply.data : null;
  return (
    <>
      <SectionHeader
        title={
          shown
            ? t('quotations.detailTitle', { number: isolatedNumber(shown.number), version: shown.version })
            : t('quotations.detail')
        }
        actions={
          <>
            <Link to="/admin/quotations" className="btn btn-outline btn-sm">
              {t('quotations.back')}
            </Link>
            {shown && (
              <a
                href={quotationPdfPath(shown.id)}
                className="btn btn-outline btn-sm"
                download
                data-testid="quotation-pdf"
              >
                {shown.status === 'draft' ? t('quotations.pdfPreview') : t('quotations.pdf')}
              </a>
            )}
          </>
        }
      />
      {reply.status === 'loading' && <LoadingPanel rows={8} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {shown && (
        <div className="qt-page" data-testid="quotation-page">
          <QuotationSummary quotation={shown} />
          {shown.status === 'draft' ? (
            <QuotationEditor key={shown.id} quotation={shown} />
          ) : (
            <QuotationView quotation={shown} />
          )}
          <Versions quotation={shown} />
        </div>
      )}
    </>
  );
}

/** Status, validity, where it came from and what it became. */
function QuotationSummary({ quotation }: { quotation: AdminQuotation }) {
  const { t, lang } = useAdminLanguage();
  return (
    <div className="adm-card">
      <dl className="adm-facts">
        <div>
          <dt>{t('quotations.statusLabel')}</dt>
          <dd data-testid="quotation-status">
            <QuotationStatusBadge status={quotation.status} />
          </dd>
        </div>
        <div>
          <dt>{t('quotations.validUntil')}</dt>
          <dd>{formatDay(quotation.validUntil, lang)}</dd>
        </div>
        {quotation.sentAt && (
          <div>
            <dt>{t('quotations.sentAt')}</dt>
            <dd>{formatDateTime(quotation.sentAt, lang)}</dd>
          </div>
        )}
        {quotation.acceptedAt && (
          <div>
            <dt>{t('quotations.acceptedAt')}</dt>
            <dd>{formatDateTime(quotation.acceptedAt, lang)}</dd>
          </div>
        )}
        {quotation.requestReference && (
          <div>
            <dt>{t('quotations.fromRequest')}</dt>
            <dd>
              {quotation.requestId ? (
                <Link to={`/admin/inbox/quote-requests/${quotation.requestId}`} className="adm-mono ltr">
                  {quotation.requestReference}
                </Link>
              ) : (
                <span className="adm-mono ltr">{quotation.requestReference}</span>
              )}
            </dd>
          </div>
        )}
        {quotation.orderId && quotation.orderNumber && (
          <div>
            <dt>{t('quotations.order')}</dt>
            <dd>
              <Link to={`/admin/orders/${quotation.orderId}`} className="adm-mono" data-testid="quotation-order">
                {quotation.orderNumber}
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('quotations.total')}</dt>
          <dd className="adm-num">{formatPrice(quotation.total, lang)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Every version of this number, oldest first; the one on show is marked. */
function Versions({ quotation }: { quotation: AdminQuotation }) {
  const { t, lang } = useAdminLanguage();
  if (quotation.versions.length < 2) return null;
  return (
    <Card title={t('quotations.versions')}>
      <ol className="qt-versions" role="list" data-testid="quotation-versions">
        {quotation.versions.map((version) => (
          <li key={version.id}>
            {version.id === quotation.id ? (
              <span aria-current="page" className="qt-versions__current">
                {t('quotations.versionNumber', { version: version.version })}
              </span>
            ) : (
              <Link to={`/admin/quotations/${version.id}`}>
                {t('quotations.versionNumber', { version: version.version })}
              </Link>
            )}
            <QuotationStatusBadge status={version.status} />
            <span className="adm-num">{formatPrice(version.total, lang)}</span>
            <span className="adm-muted">{formatDateTime(version.sentAt ?? version.createdAt, lang)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
