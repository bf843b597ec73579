import { lazy } from 'react';
import { addNamespace, usePageMatch, type RemotePageProps } from '@ogulf/web-kit';
import { QUOTE_PATH } from '@ogulf/contracts/constants';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
import CartPage from './pages/cart-page';
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout-page" */ './pages/checkout-page'));
const OrderConfirmationPage = lazy(
  () => import(/* webpackChunkName: "order-confirmation-page" */ './pages/order-confirmation-page'),
);
const ContactPage = lazy(() => import(/* webpackChunkName: "contact-page" */ './pages/contact-page'));
const TrackOrderPage = lazy(() => import(/* webpackChunkName: "track-order-page" */ './pages/track-order-page'));
const QuotationPage = lazy(() => import(/* webpackChunkName: "quotation-page" */ './pages/quotation-page'));

addNamespace('cart', { en, ar });

/** The paths this remote owns (the shell's ROUTE_TABLE sends them here). */
export const PAGES = [
  ['/checkout', 'checkout'],
  ['/order-confirmation', 'confirmation'],
  ['/contact', 'contact'],
  ['/track-order', 'track'],
  ['/cart', 'cart'],
  [`${QUOTE_PATH}/:token`, 'quotation'],
] as const;

export type PageKey = (typeof PAGES)[number][1];

/** Exposed as `cart_checkout/pages`: renders the page for the current path, or the shell's 404. */
export default function Pages({ notFound }: RemotePageProps) {
  const match = usePageMatch(PAGES);
  switch (match?.page) {
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmation':
      return <OrderConfirmationPage />;
    case 'contact':
      return <ContactPage />;
    case 'track':
      return <TrackOrderPage />;
    case 'cart':
      return <CartPage />;
    case 'quotation':
      return <QuotationPage token={match.params['token'] ?? ''} />;
    default:
      return notFound;
  }
}
