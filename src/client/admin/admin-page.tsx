/**
 * The admin panel at /{ADMIN_PATH} (spec §2 "Admin panel"): the password gate, or the shell
 * with its four tabs once GET /api/admin/session confirms the session.
 */
import { useEffect } from 'react';
import { AdminLoading } from './admin-loading';
import { AdminShell } from './admin-shell';
import { readAdminHint, useAdminSession } from './admin-api';
import { PasswordGate } from './password-gate';
import { removeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '#shared/cart';

export function AdminPage() {
  const session = useAdminSession();
  const hinted = readAdminHint();
  const authenticated = session.data?.authenticated === true;

  // The server is the truth: a stale hint goes (spec §4 "Admin session", DESIGN.md §5).
  useEffect(() => {
    if (session.data && !session.data.authenticated) removeStorage(STORAGE_KEYS.adminLoggedIn);
  }, [session.data]);

  if (session.isPending) return hinted ? <AdminShell sessionConfirmed={false} /> : <AdminLoading />;
  if (authenticated) return <AdminShell sessionConfirmed />;
  return <PasswordGate />;
}
