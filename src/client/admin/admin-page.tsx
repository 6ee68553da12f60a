/**
 * The admin panel at /{ADMIN_PATH} (docs/product.md#admin-panel): the password gate, or the shell
 * with its four tabs once GET /api/admin/session confirms the session.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { AdminLoading } from './admin-loading';
import { readAdminHint, useAdminSession } from './admin-api';
import { PasswordGate } from './password-gate';
import { AcceptInvitePage, readInviteToken } from './staff/accept-invite-page';
import { removeStorage } from '../lib/storage';
import { useHydrated } from '../lib/use-hydrated';
import { STORAGE_KEYS } from '#shared/cart';

// The shell and its tabs load once a session exists (or is hinted): the password screen stays light.
const AdminShell = lazy(() => import('./admin-shell').then((m) => ({ default: m.AdminShell })));

/** The admin panel: the password gate, or the shell once signed in. */
export function AdminPage() {
  const session = useAdminSession();
  // Storage is read once hydrated: the gate is prerendered for browsers without an admin cookie.
  const hinted = useHydrated() && readAdminHint();
  const authenticated = session.data?.authenticated === true;
  // An invite or password link (`#invite=…`) opens the page to choose a password, whatever the session.
  const [leftInvite, setLeftInvite] = useState(false);
  const inviteToken = useHydrated() && !leftInvite ? readInviteToken(window.location.hash) : null;
  const leaveInvite = () => {
    window.history.replaceState(null, '', window.location.pathname);
    setLeftInvite(true);
  };

  // The server is the truth: a stale hint goes (docs/product.md#auth-state, docs/product.md#admin-auth).
  useEffect(() => {
    if (session.data && !session.data.authenticated) removeStorage(STORAGE_KEYS.adminLoggedIn);
  }, [session.data]);

  if (inviteToken) return <AcceptInvitePage token={inviteToken} onDone={leaveInvite} />;
  // Without the hint this browser has not signed in: the gate shows while the session is
  // checked (and is what the prerender paints, decision 031); a live session still opens the shell.
  if (session.isPending && !hinted) return <PasswordGate />;
  if (session.isPending || authenticated) {
    return (
      <Suspense fallback={<AdminLoading />}>
        <AdminShell sessionConfirmed={authenticated} me={session.data?.me} />
      </Suspense>
    );
  }
  return <PasswordGate />;
}
