/**
 * The dashboard's sections as the menu names them in English, in order: what the frame's component
 * test and the browser test (e2e/admin-dashboard.e2e.ts) expect the menu to list.
 */
export const SECTION_NAMES_EN = [
  'Overview',
  'Inbox',
  'Quotations',
  'Orders',
  'Deliveries',
  'Products',
  'Categories',
  'Testimonials',
  'Content',
  'Delivery zones',
  'Delivery schedule',
  'Fit-out rules',
  'CSV import and export',
];
