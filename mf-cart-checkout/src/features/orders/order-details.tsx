import { useState } from 'react';
import { COMPANY, formatPhone, formatPrice, Link, readApiError, whatsappUrl } from '@ogulf/web-kit';
import { CalendarIcon, CheckIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '@ogulf/web-kit/icons';
import { TRACK_ORDER_PATH } from '@ogulf/contracts/constants';
import type { OrderCustomerView } from '@ogulf/contracts';
import type { TFunction } from 'i18next';
import { resendOrderEmail } from './api/resend-order-email';
import { invoicePath } from './api/upload-receipt';
import { OrderTimeline } from './order-timeline';
import { ReceiptList, ReceiptUpload } from './receipt-upload';
import { formatDay } from '../../shared/qatar-time';
import { groupIban, isolate, ltrIsolate } from '../../shared/bidi';
import type { OrderView } from '../../shared/order-types';
import { SummaryLine } from '../../shared/summary-line';
import { localName, nameWithVariant, useCartLanguage } from '../../shared/use-cart-language';

/** The confirmation: order number, what to pay and how, delivery, the server's lines and totals, ways to reach us. */
export function OrderDetails({ order, onChanged }: { order: OrderView; onChanged: () => void }) {
  const { t } = useCartLanguage();
  return (
    <div className="stack confirmation" data-testid="order-confirmation">
      <div className="confirmation__hero">
        <span className="done-mark">
          <CheckIcon size={28} />
        </span>
        <div>
          <p className="confirmation__thanks">{t('confirmation.thanks', { name: isolate(order.customer.name) })}</p>
          <p className="confirmation__number">
            {t('confirmation.number')}{' '}
            <strong className="ltr" data-testid="order-number">
              {order.orderNumber}
            </strong>
          </p>
          <p className="confirmation__email">
            {t('confirmation.emailed', { email: ltrIsolate(order.customer.email) })}
          </p>
        </div>
      </div>

      <OrderTimeline status={order.status} timeline={order.timeline} headingId="confirmation-status" />

      <div className="confirmation__grid">
        <PaymentCard order={order} onChanged={onChanged} />
        <DeliveryCard order={order} />
      </div>

      <OrderItems order={order} />

      <section className="stack confirmation__card confirmation__help" aria-labelledby="confirmation-help">
        <h2 id="confirmation-help">{t('confirmation.questions')}</h2>
        <p>{t('confirmation.questionsHint', { orderNumber: ltrIsolate(order.orderNumber) })}</p>
        <p>
          <Link
            to={`${TRACK_ORDER_PATH}?order=${encodeURIComponent(order.orderNumber)}`}
            className="confirmation__track"
            data-testid="order-track-link"
          >
            {t('confirmation.trackLink')}
          </Link>
        </p>
        <div className="confirmation__actions">
          <a
            className="btn btn-whatsapp"
            href={whatsappUrl(t('confirmation.whatsappText', { orderNumber: order.orderNumber }))}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="order-whatsapp"
          >
            <WhatsAppIcon size={20} />
            {t('confirmation.whatsapp')}
          </a>
          <a className="btn btn-outline" href={COMPANY.phoneHref} data-testid="order-phone">
            <PhoneIcon size={18} />
            <span>
              {t('confirmation.call')}{' '}
              <span className="ltr" dir="ltr">
                {COMPANY.phone}
              </span>
            </span>
          </a>
          <ResendEmail token={order.token} />
        </div>
      </section>

      <p className="confirmation__continue">
        <Link className="btn btn-primary" to="/products">
          {t('cartPage.continue')}
        </Link>
      </p>
    </div>
  );
}

/** How the order is paid, where the payment stands, and for a transfer the receipts and their upload; the invoice once there is one. */
export function PaymentCard({ order, onChanged }: { order: OrderView; onChanged: () => void }) {
  const { t, lang } = useCartLanguage();
  const total = formatPrice(order.total, lang);
  return (
    <section className="stack confirmation__card" aria-labelledby="confirmation-payment">
      <h2 id="confirmation-payment">{t('confirmation.payment')}</h2>
      <p className="confirmation__method" data-testid="payment-method">
        {t(`payment.${order.paymentMethod}.name`)}
      </p>
      {order.paymentMethod === 'bank-transfer' ? (
        <>
          <p>{t('confirmation.bankInstructions', { total, orderNumber: ltrIsolate(order.orderNumber) })}</p>
          {order.bankDetails ? (
            <dl className="bank-details" data-testid="bank-details">
              <div>
                <dt>{t('confirmation.bankName')}</dt>
                <dd>{order.bankDetails.bankName}</dd>
              </div>
              <div>
                <dt>{t('confirmation.accountName')}</dt>
                <dd>{order.bankDetails.accountName}</dd>
              </div>
              <div>
                <dt>IBAN</dt>
                <dd className="ltr" data-testid="bank-iban">
                  {groupIban(order.bankDetails.iban)}
                </dd>
              </div>
              <div>
                <dt>SWIFT</dt>
                <dd className="ltr">{order.bankDetails.swift}</dd>
              </div>
              <div>
                <dt>{t('confirmation.reference')}</dt>
                <dd className="ltr">{order.orderNumber}</dd>
              </div>
            </dl>
          ) : (
            <p>{t('confirmation.bankByEmail')}</p>
          )}
        </>
      ) : (
        <p>
          {t(order.paymentMethod === 'card' ? 'confirmation.cardInstructions' : 'confirmation.cashInstructions', {
            total,
          })}
        </p>
      )}
      <PaymentStatus order={order} />
      {order.paymentMethod === 'bank-transfer' && (
        <>
          <ReceiptList token={order.token} payment={order.payment} />
          <ReceiptUpload
            token={order.token}
            payment={order.payment}
            cancelled={order.status === 'cancelled'}
            onUploaded={onChanged}
          />
        </>
      )}
      {order.invoiceAvailable && (
        <p>
          <a className="btn btn-outline" href={invoicePath(order.token)} download data-testid="invoice-link">
            {t('confirmation.invoice')}
          </a>
        </p>
      )}
    </section>
  );
}

/** Where the payment stands, in words the customer needs (cash and card are paid to the driver). */
function PaymentStatus({ order }: { order: OrderView }) {
  const { t, lang } = useCartLanguage();
  const { status, paidOn } = order.payment;
  const onDelivery = order.paymentMethod !== 'bank-transfer' && status === 'unpaid';
  return (
    <p className="payment-status">
      {t('paymentStatus.label')}{' '}
      <span className={`status-badge status-badge--${status}`} data-testid="payment-status">
        {onDelivery ? t('paymentStatus.onDelivery') : t(`paymentStatus.${status}`)}
      </span>
      {status === 'paid' && paidOn && (
        <span className="payment-status__date"> {t('paymentStatus.paidOn', { date: formatDay(paidOn, lang) })}</span>
      )}
    </p>
  );
}

/** The address, zone and phone the order goes to, and the day and slot it is booked for. */
export function DeliveryCard({ order }: { order: OrderView }) {
  const { t, lang } = useCartLanguage();
  const zoneName = localName({ name: order.customer.zoneName, nameAr: order.customer.zoneNameAr }, lang);
  return (
    <section className="stack confirmation__card" aria-labelledby="confirmation-delivery">
      <h2 id="confirmation-delivery">{t('confirmation.delivery')}</h2>
      <p className="confirmation__address">{order.customer.address}</p>
      <p>{zoneName}</p>
      <p className="confirmation__muted">
        <span className="ltr" dir="ltr" data-testid="order-customer-phone">
          {formatPhone(order.customer.phone)}
        </span>
      </p>
      {order.customer.nationalAddress && (
        <p data-testid="order-national-address">{nationalAddressText(order.customer.nationalAddress, t)}</p>
      )}
      {order.delivery ? (
        <p className="confirmation__slot" data-testid="order-slot">
          <CalendarIcon size={18} />
          <span>
            {t('slots.booked', {
              day: formatDay(order.delivery.date, lang),
              slot: t(`slots.names.${order.delivery.slot}`),
              hours: ltrIsolate(`${order.delivery.start}–${order.delivery.end}`),
            })}
          </span>
        </p>
      ) : (
        order.estimatedDeliveryDays !== null && <p>{t('delivery.leadTime', { count: order.estimatedDeliveryDays })}</p>
      )}
      {order.customer.notes && (
        <p className="confirmation__muted">{t('confirmation.notes', { notes: order.customer.notes })}</p>
      )}
      {order.status !== 'delivered' && order.status !== 'cancelled' && (
        <p className="confirmation__muted">
          {order.delivery ? t('confirmation.nextStepsBooked') : t('confirmation.nextSteps')}
        </p>
      )}
    </section>
  );
}

/** The server's lines and totals. */
export function OrderItems({ order }: { order: OrderView }) {
  const { t, lang } = useCartLanguage();
  return (
    <section className="stack confirmation__card" aria-labelledby="confirmation-items">
      <h2 id="confirmation-items">{t('confirmation.items')}</h2>
      <ul className="stack summary-lines" role="list">
        {order.items.map((item) => (
          <SummaryLine
            key={`${item.productId}~${item.variantSku}`}
            image={item.image}
            name={nameWithVariant(item, lang)}
            quantity={t('confirmation.quantityTimes', {
              count: item.quantity,
              price: formatPrice(item.unitPrice, lang),
            })}
            total={formatPrice(item.lineTotal, lang)}
            testId="order-item"
          />
        ))}
      </ul>
      <dl className="summary-rows summary-rows--total">
        <div className="summary-row">
          <dt>{t('checkout.subtotal')}</dt>
          <dd data-testid="order-subtotal">{formatPrice(order.subtotal, lang)}</dd>
        </div>
        <div className="summary-row">
          <dt>{t('checkout.delivery')}</dt>
          <dd data-testid="order-delivery">
            {order.deliveryFee > 0 ? formatPrice(order.deliveryFee, lang) : t('delivery.freeShort')}
          </dd>
        </div>
        <div className="summary-row summary-row--total">
          <dt>{t('confirmation.total')}</dt>
          <dd data-testid="order-total">{formatPrice(order.total, lang)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** "Email me this confirmation again", with its result announced. */
function ResendEmail({ token }: { token: string }) {
  const { t } = useCartLanguage();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'limited'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await resendOrderEmail(token);
      setState('sent');
    } catch (error) {
      setState(readApiError(error).status === 429 ? 'limited' : 'failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={state === 'sending' || state === 'sent'}
        onClick={() => void send()}
        data-testid="resend-email"
      >
        <MailIcon size={18} />
        {t('confirmation.resend')}
      </button>
      <p className="confirmation__resend" role="status">
        {state === 'sent'
          ? t('confirmation.resent')
          : state === 'failed'
            ? t('confirmation.resendFailed')
            : state === 'limited'
              ? t('errors.rateLimited')
              : ''}
      </p>
    </>
  );
}

/** "Zone 45, Street 340, Building 12, Unit 3" (the blue plate's numbers). */
export function nationalAddressText(address: NonNullable<OrderCustomerView['nationalAddress']>, t: TFunction<'cart'>) {
  return t(address.unit === null ? 'nationalAddress.text' : 'nationalAddress.textUnit', {
    zone: address.zone,
    street: address.street,
    building: address.building,
    unit: address.unit,
  });
}
