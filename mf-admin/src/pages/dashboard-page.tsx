import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { initI18n, LANGUAGES, Navigate, usePageMatch } from '@ogulf/web-kit';
import { LoadingPanel } from '../shared/status-panels';
import { useSessionStore } from '../shared/session-store';
import { AdminFrame } from '../frame/admin-frame';
import { installProductFlagDebug } from '../features/debug/product-flags-debug';
import { MigrationNotice } from '../features/migration/migration-notice';
import dashboardEn from '../i18n/dashboard.en.json';
import dashboardAr from '../i18n/dashboard.ar.json';
import '../remote.css';
import '../dashboard.css';

// The dashboard's texts come with its chunk, so the login page stays light.
for (const lang of LANGUAGES)
  initI18n().addResourceBundle(lang, 'admin', lang === 'ar' ? dashboardAr : dashboardEn, true, false);

const OverviewSection = lazy(() => import('../features/overview/overview-section'));
const InboxSection = lazy(() => import('../features/inbox/inbox-section'));
const QuotationsSection = lazy(() => import('../features/quotations/quotations-section'));
const QuotationPage = lazy(() => import('../features/quotations/quotation-page'));
const OrdersSection = lazy(() => import('../features/orders/orders-section'));
const OrderDetail = lazy(() => import('../features/orders/order-detail'));
const ProductsSection = lazy(() => import('../features/products/products-section'));
const ProductEditor = lazy(() => import('../features/products/product-editor'));
const CategoriesSection = lazy(() => import('../features/categories/categories-section'));
const TestimonialsSection = lazy(() => import('../features/testimonials/testimonials-section'));
const ContentSection = lazy(() => import('../features/content/content-section'));
const ZonesSection = lazy(() => import('../features/zones/zones-section'));
const DeliveriesSection = lazy(() => import('../features/deliveries/deliveries-section'));
const ScheduleSection = lazy(() => import('../features/deliveries/schedule-section'));
const FitoutRulesSection = lazy(() => import('../features/fitout-rules/fitout-rules-section'));
const CsvSection = lazy(() => import('../features/csv/csv-section'));

/**
 * The dashboard's routes; the URL names the section (and the record being edited). The side
 * navigation lists the sections in `frame/nav-sections.tsx`.
 */
export const SECTIONS = [
  ['/admin', 'overview'],
  ['/admin/inbox', 'inbox'],
  ['/admin/inbox/*', 'inbox'],
  ['/admin/quotations', 'quotations'],
  ['/admin/quotations/:id', 'quotation'],
  ['/admin/orders', 'orders'],
  ['/admin/orders/:id', 'order'],
  ['/admin/deliveries', 'deliveries'],
  ['/admin/products', 'products'],
  ['/admin/products/new', 'productNew'],
  ['/admin/products/:id', 'productEdit'],
  ['/admin/categories', 'categories'],
  ['/admin/testimonials', 'testimonials'],
  ['/admin/content', 'content'],
  ['/admin/content/*', 'content'],
  ['/admin/zones', 'zones'],
  ['/admin/delivery-schedule', 'schedule'],
  ['/admin/fitout-rules', 'fitoutRules'],
  ['/admin/csv', 'csv'],
] as const;

/** `/admin/*`: the current section inside the dashboard's frame (`frame/admin-frame.tsx`). */
export default function DashboardPage({ notFound }: { notFound: ReactNode }) {
  const ended = useSessionStore((s) => s.ended);
  const match = usePageMatch(SECTIONS);
  useEffect(() => installProductFlagDebug(window), []);
  if (ended) return <Navigate to="/adm/ogulf" replace />;
  // An unknown /admin address: the 404 inside the frame, so every section stays a click away.
  if (!match) return <AdminFrame>{notFound}</AdminFrame>;
  const id = match.params['id'] ?? '';
  let section: ReactNode;
  switch (match.page) {
    case 'overview':
      section = <OverviewSection />;
      break;
    case 'inbox':
      section = <InboxSection notFound={notFound} />;
      break;
    case 'quotations':
      section = <QuotationsSection />;
      break;
    case 'quotation':
      section = <QuotationPage key={id} id={id} />;
      break;
    case 'orders':
      section = <OrdersSection />;
      break;
    case 'order':
      section = <OrderDetail id={id} />;
      break;
    case 'products':
      section = <ProductsSection />;
      break;
    case 'productNew':
      section = <ProductEditor key="new" id={null} />;
      break;
    case 'productEdit':
      section = <ProductEditor key={id} id={id} />;
      break;
    case 'categories':
      section = <CategoriesSection />;
      break;
    case 'testimonials':
      section = <TestimonialsSection />;
      break;
    case 'content':
      section = <ContentSection notFound={notFound} />;
      break;
    case 'zones':
      section = <ZonesSection />;
      break;
    case 'deliveries':
      section = <DeliveriesSection />;
      break;
    case 'schedule':
      section = <ScheduleSection />;
      break;
    case 'fitoutRules':
      section = <FitoutRulesSection />;
      break;
    case 'csv':
      section = <CsvSection />;
      break;
  }
  return (
    <AdminFrame>
      <MigrationNotice />
      <Suspense fallback={<LoadingPanel rows={6} />}>{section}</Suspense>
    </AdminFrame>
  );
}
