import { lazy } from 'react';
import { addNamespace, usePageMatch, type RemotePageProps } from '@ogulf/web-kit';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
// The dashboard's alone (its forms' changes), so it loads beside the dashboard, not with the sign-in page.
const UnsavedChangesGuard = lazy(() =>
  import('./shared/unsaved-changes').then((module) => ({ default: module.UnsavedChangesGuard })),
);
const LoginPage = lazy(() => import('./pages/login-page'));

// Login and shared texts; the dashboard adds its own (dashboard.*.json) with its chunk.
addNamespace('admin', { en, ar });

/** The paths this remote owns (the shell's ROUTE_TABLE sends them here; the dashboard routes inside /admin/*). */
export const PAGES = [
  ['/admin', 'dashboard'],
  ['/admin/*', 'dashboard'],
  ['/adm/ogulf', 'login'],
] as const;

export type PageKey = (typeof PAGES)[number][1];

/** Exposed as `admin/pages`: renders the page for the current path, or the shell's 404. */
export default function Pages({ notFound }: RemotePageProps) {
  const match = usePageMatch(PAGES);
  switch (match?.page) {
    case 'dashboard':
      return (
        <>
          <DashboardPage notFound={notFound} />
          {/* "Discard unsaved changes?" for every form of the dashboard. */}
          <UnsavedChangesGuard />
        </>
      );
    case 'login':
      return <LoginPage />;
    default:
      return notFound;
  }
}
