/**
 * "My account" (docs/product.md#staff-sign-in): who is signed in, the authenticator app (set up or
 * remove), passkeys, and recovery codes (how many are left, a new set). In production a person
 * without a second factor sees only this tab until they enrol one.
 */
import { useState } from 'react';
import { KeyRound, Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { STAFF_ROLE_LABELS } from '#shared/staff-roles';
import type { StaffMe } from '#shared/schemas/admin-session';
import { ApiError } from '../../api/fetch';
import { useMyMfa, useNewRecoveryCodes, useRemoveFactor } from './account-api';
import { PasskeysPanel } from './passkeys-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSetup } from './totp-setup';

const refused = (e: unknown) =>
  toast({ title: 'Not done', description: e instanceof ApiError ? e.serverMessage : 'Try again.', variant: 'destructive' });

/** The tab; `me` is the signed-in person (GET /api/admin/session), when known. */
export function AccountTab({ me }: { me?: StaffMe }) {
  const mfa = useMyMfa();
  const removeFactor = useRemoveFactor();
  const newCodes = useNewRecoveryCodes();
  const [settingUp, setSettingUp] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const enrolled = (fresh: string[] | null) => {
    setSettingUp(false);
    if (fresh) setCodes(fresh);
  };

  return (
    <div className="grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h2 className="text-xl font-bold text-gray-900">My account</h2>
        {me && (
          <p className="text-sm text-gray-600">
            {me.name} · {me.email} · {STAFF_ROLE_LABELS[me.role]}
          </p>
        )}
      </header>
      {me?.mustEnrol && (
        <p role="status" className="rounded-xl border border-pink-200 bg-pink-50 p-4 text-sm text-pink-900">
          Set up an authenticator app or a passkey to open the rest of the admin panel.
        </p>
      )}
      {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
      {mfa.isPending && <Loader2 className="animate-spin text-gray-500" aria-label="Loading" />}
      {mfa.isError && <p className="text-sm text-red-700">Could not load your sign-in methods.</p>}
      {mfa.data && (
        <>
          <section aria-labelledby="totp-title" className="grid gap-3">
            <h3 id="totp-title" className="font-bold text-gray-900">
              Authenticator app
            </h3>
            {mfa.data.totp ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="flex items-center gap-2 text-sm text-green-800">
                  <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                  Set up
                </p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={removeFactor.isPending}
                  onClick={() => removeFactor.mutate('totp', { onError: refused })}
                >
                  Remove authenticator app
                </Button>
              </div>
            ) : settingUp ? (
              <TotpSetup onEnrolled={enrolled} onCancel={() => setSettingUp(false)} />
            ) : (
              <Button type="button" variant="brand" className="justify-self-start" onClick={() => setSettingUp(true)}>
                <KeyRound aria-hidden="true" />
                Set up authenticator app
              </Button>
            )}
          </section>
          <PasskeysPanel passkeys={mfa.data.passkeys} onRecoveryCodes={(fresh) => enrolled(fresh)} />
          <section aria-labelledby="recovery-title" className="grid gap-2">
            <h3 id="recovery-title" className="font-bold text-gray-900">
              Recovery codes
            </h3>
            <p className="text-sm text-gray-600">{mfa.data.recoveryCodesLeft} of 10 unused.</p>
            {(mfa.data.totp || mfa.data.passkeys.length > 0) && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={newCodes.isPending}
                onClick={() => newCodes.mutate(undefined, { onSuccess: (answer) => setCodes(answer.recoveryCodes), onError: refused })}
              >
                Make new recovery codes
              </Button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
