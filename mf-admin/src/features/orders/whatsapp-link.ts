/** A WhatsApp chat with the customer, the message typed in the ORDER's language (not the admin's). */
import { TRACK_ORDER_PATH } from '@ogulf/contracts/constants';
import { initI18n } from '@ogulf/web-kit';
import type { AdminOrder } from './types';

/** `+974 5512 3456` as wa.me wants it: country code and number, digits only. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 8 ? `974${digits}` : digits;
}

export function whatsappToCustomer(order: AdminOrder, origin: string): string {
  const t = initI18n().getFixedT(order.language, 'admin');
  const text = t('orders.whatsapp.message', {
    name: order.customer.name,
    number: order.orderNumber,
    status: t(`orders.status.${order.status}`),
    link: `${origin}${TRACK_ORDER_PATH}?order=${encodeURIComponent(order.orderNumber)}`,
  });
  return `https://wa.me/${whatsappNumber(order.customer.phone)}?text=${encodeURIComponent(text)}`;
}
