/** The admin panel's route: code-split so the storefront never downloads it. */
import { lazy, Suspense } from 'react';
import { readAdminPath } from './admin-path';
import { AdminLoading } from './admin-loading';

/** `/{ADMIN_PATH}` as the admin page's meta tag tells it; null on every other page (no admin route there). */
const adminPath = readAdminPath();
export const ADMIN_ROUTE: string | null = adminPath === null ? null : `/${adminPath}`;

const AdminPage = lazy(() => import('./admin-page').then((m) => ({ default: m.AdminPage })));

/** Renders the admin panel, loading its chunk on first visit. */
export function AdminRoute() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminPage />
    </Suspense>
  );
}
