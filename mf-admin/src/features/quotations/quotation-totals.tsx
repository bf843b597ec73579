import type { QuotationTotals } from '@ogulf/contracts';
import { formatPrice } from '@ogulf/web-kit';
import { useAdminLanguage } from '../../shared/use-admin-language';

type Totals = QuotationTotals & { deliveryCharge: number; installationCharge: number };

/** Subtotal, discounts, charges and the total in QAR. */
export function QuotationTotalsList({ totals }: { totals: Totals }) {
  const { t, lang } = useAdminLanguage();
  const price = (amount: number) => formatPrice(amount, lang);
  return (
    <dl className="adm-totals" data-testid="quotation-totals">
      <div>
        <dt>{t('quotations.totals.subtotal')}</dt>
        <dd className="adm-num">{price(totals.subtotal)}</dd>
      </div>
      {totals.discountTotal > 0 && (
        <div>
          <dt>{t('quotations.totals.discounts')}</dt>
          <dd className="adm-num">−{price(totals.discountTotal)}</dd>
        </div>
      )}
      <div>
        <dt>{t('quotations.totals.delivery')}</dt>
        <dd className="adm-num">{price(totals.deliveryCharge)}</dd>
      </div>
      <div>
        <dt>{t('quotations.totals.installation')}</dt>
        <dd className="adm-num">{price(totals.installationCharge)}</dd>
      </div>
      <div className="adm-totals__grand">
        <dt>{t('quotations.totals.total')}</dt>
        <dd className="adm-num" data-testid="quotation-total">
          {price(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
