import type { ReactNode } from 'react';
import { COMPANY, Link } from '@ogulf/web-kit';
import { AlertIcon, CheckIcon, InfoIcon } from '@ogulf/web-kit/icons';
import type { CustomerQuotation } from './api/quotation-api';
import { ltrIsolate } from '../../shared/bidi';
import { formatDay } from '../../shared/qatar-time';
import { useCartLanguage } from '../../shared/use-cart-language';
import { qatarToday, quotationState } from './quotation-rules';

/**
 * Where the quotation stands, when it is not simply open: accepted (with its order), withdrawn,
 * superseded by a newer version, expired, or changes requested.
 */
export function QuotationStatus({ quotation }: { quotation: CustomerQuotation }) {
  const { t, lang } = useCartLanguage();
  const state = quotationState(quotation);
  // No-break spaces: the number stays on one line inside the sentence.
  const phone = ltrIsolate(COMPANY.phone.replace(/ /g, '\u00a0'));
  switch (state) {
    case 'accepted':
      return (
        <div className="alert alert--success" data-testid="quotation-state-accepted">
          <CheckIcon size={20} />
          <div>
            <p className="alert__title">{t('quotation.state.acceptedTitle')}</p>
            <p>
              {quotation.acceptedAt
                ? t('quotation.state.acceptedOn', {
                    date: formatDay(qatarToday(new Date(quotation.acceptedAt)), lang),
                    orderNumber: ltrIsolate(quotation.orderNumber ?? ''),
                  })
                : t('quotation.state.acceptedText')}
            </p>
            {quotation.orderToken && (
              <p>
                <Link
                  className="btn btn-primary btn-sm"
                  to={`/order-confirmation?token=${encodeURIComponent(quotation.orderToken)}`}
                  data-testid="quotation-order-link"
                >
                  {t('quotation.state.viewOrder')}
                </Link>
              </p>
            )}
          </div>
        </div>
      );
    case 'withdrawn':
      return (
        <Closed testId="quotation-state-withdrawn" title={t('quotation.state.withdrawnTitle')}>
          {t('quotation.state.withdrawnText', { phone })}
        </Closed>
      );
    case 'superseded':
      return (
        <Closed testId="quotation-state-superseded" title={t('quotation.state.supersededTitle')}>
          {t('quotation.state.supersededText')}
        </Closed>
      );
    case 'expired':
      return (
        <Closed testId="quotation-state-expired" title={t('quotation.state.expiredTitle')}>
          {t('quotation.state.expiredText', { date: formatDay(quotation.validUntil, lang) })}
        </Closed>
      );
    case 'changes-requested':
      return (
        <div className="alert" data-testid="quotation-state-changes-requested">
          <InfoIcon size={20} />
          <div>
            <p className="alert__title">{t('quotation.state.changesTitle')}</p>
            <p>{t('quotation.state.changesText')}</p>
          </div>
        </div>
      );
    default:
      return null;
  }
}

/** A quotation that can no longer be accepted, and why. */
function Closed({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <div className="alert alert--warning" role="status" data-testid={testId}>
      <AlertIcon size={20} />
      <div>
        <p className="alert__title">{title}</p>
        <p>{children}</p>
      </div>
    </div>
  );
}
