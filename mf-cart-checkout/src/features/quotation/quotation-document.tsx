import { formatPhone, formatPrice, type Language } from '@ogulf/web-kit';
import type { CustomerQuotation } from './api/quotation-api';
import { formatDay } from '../../shared/qatar-time';
import { useCartLanguage } from '../../shared/use-cart-language';
import { daysLeft, lineName, qatarToday, quotationState } from './quotation-rules';
import { TitledSection } from '@ogulf/web-kit/titled-section';

/** A percentage in the page's language, with Latin digits in both like the prices. */
/** The numeric columns of the lines table, after the item. */
const COLUMNS = ['quantity', 'unitPrice', 'discount', 'lineTotal'] as const;

const percent = (value: number, lang: Language): string =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);

/**
 * The quotation itself, in the page's language: its number and version, dates, who it is for,
 * the lines (name, description, quantity, unit price, discount, line total), the charges, the
 * totals in QAR and the terms.
 */
export function QuotationDocument({ quotation, now }: { quotation: CustomerQuotation; now: Date }) {
  const { t, lang } = useCartLanguage();
  const money = (amount: number) => formatPrice(amount, lang);
  const left = daysLeft(quotation.validUntil, now);
  const open = ['open', 'changes-requested'].includes(quotationState(quotation));
  const { customer } = quotation;
  return (
    <article className="quotation-document" aria-labelledby="quotation-document-title" data-testid="quotation-document">
      <h2 id="quotation-document-title" className="visually-hidden">
        {t('quotation.documentTitle')}
      </h2>
      <dl className="quotation-facts">
        <div>
          <dt>{t('quotation.number')}</dt>
          <dd>
            <span className="ltr" data-testid="quotation-number">
              {quotation.number}
            </span>{' '}
            <span className="quotation-facts__version">{t('quotation.version', { version: quotation.version })}</span>
          </dd>
        </div>
        {quotation.sentAt && (
          <div>
            <dt>{t('quotation.date')}</dt>
            <dd>{formatDay(qatarToday(new Date(quotation.sentAt)), lang)}</dd>
          </div>
        )}
        <div>
          <dt>{t('quotation.validUntil')}</dt>
          <dd>
            {formatDay(quotation.validUntil, lang)}
            {open && (
              <span
                className={left <= 3 ? 'quotation-expiry quotation-expiry--soon' : 'quotation-expiry'}
                data-testid="quotation-expiry"
              >
                {left < 0
                  ? t('quotation.expired')
                  : left === 0
                    ? t('quotation.expiresToday')
                    : t('quotation.expiresIn', { count: left })}
              </span>
            )}
          </dd>
        </div>
      </dl>

      <TitledSection
        className="quotation-customer"
        headingLevel={3}
        headingClassName="quotation-document__subtitle"
        title={t('quotation.preparedFor')}
      >
        {/* Names and addresses are in whichever language the shop wrote them: each line finds its own direction. */}
        <p className="quotation-customer__name" dir="auto">
          {customer.name}
        </p>
        {customer.company && <p dir="auto">{customer.company}</p>}
        {customer.email && (
          <p className="quotation-customer__contact">
            <span className="ltr">{customer.email}</span>
          </p>
        )}
        {customer.phone && (
          <p className="quotation-customer__contact">
            <span className="ltr" dir="ltr">
              {formatPhone(customer.phone)}
            </span>
          </p>
        )}
        {customer.address && (
          <p className="quotation-customer__address" dir="auto">
            {customer.address}
          </p>
        )}
      </TitledSection>

      <table className="quotation-lines" data-testid="quotation-lines">
        <caption className="visually-hidden">{t('quotation.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quotation.item')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="num">
                {t(`quotation.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quotation.lines.map((line, index) => (
            <tr key={index} data-testid="quotation-line">
              <th scope="row" className="quotation-lines__item">
                <span className="quotation-lines__name" dir="auto">
                  {lineName(line, lang)}
                </span>
                {line.description && (
                  <span className="quotation-lines__description" dir="auto">
                    {line.description}
                  </span>
                )}
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column}
                  className={column === 'lineTotal' ? 'num quotation-lines__total' : 'num'}
                  data-label={t(`quotation.${column}`)}
                >
                  {column === 'quantity'
                    ? line.quantity
                    : column === 'discount'
                      ? line.discountPercent > 0
                        ? percent(line.discountPercent, lang)
                        : '—'
                      : money(line[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="summary-rows quotation-totals" data-testid="quotation-totals">
        <div className="summary-row">
          <dt>{t('quotation.subtotal')}</dt>
          <dd>{money(quotation.subtotal)}</dd>
        </div>
        {quotation.discountTotal > 0 && (
          <div className="summary-row">
            <dt>{t('quotation.discounts')}</dt>
            <dd>{money(-quotation.discountTotal)}</dd>
          </div>
        )}
        <div className="summary-row">
          <dt>{t('quotation.delivery')}</dt>
          <dd>{quotation.deliveryCharge > 0 ? money(quotation.deliveryCharge) : t('quotation.free')}</dd>
        </div>
        {quotation.installationCharge > 0 && (
          <div className="summary-row">
            <dt>{t('quotation.installation')}</dt>
            <dd>{money(quotation.installationCharge)}</dd>
          </div>
        )}
        <div className="summary-row summary-row--total">
          <dt>{t('quotation.total')}</dt>
          <dd data-testid="quotation-total">{money(quotation.total)}</dd>
        </div>
      </dl>

      {quotation.terms && (
        <TitledSection
          className="quotation-terms"
          headingLevel={3}
          headingClassName="quotation-document__subtitle"
          title={t('quotation.terms')}
        >
          <p dir="auto">{quotation.terms}</p>
        </TitledSection>
      )}
    </article>
  );
}
