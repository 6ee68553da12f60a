/**
 * Setting up an authenticator app (docs/product.md#staff-sign-in): the QR code of the otpauth://
 * URI (drawn by the `qrcode` package), the secret as text for typing by hand, and the first code
 * to confirm it; the answer's recovery codes go to `onEnrolled`.
 */
import { useEffect, useRef, useState } from 'react';
import { toDataURL } from 'qrcode';
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { TotpSetupResponse } from '#shared/schemas/admin-mfa';
import { ApiError } from '../../api/fetch';
import { useConfirmTotp, useStartTotp } from './account-api';

/** The set-up flow; `onEnrolled` gets the recovery codes, `onCancel` closes it. */
export function TotpSetup({ onEnrolled, onCancel }: { onEnrolled: (codes: string[]) => void; onCancel: () => void }) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { mutate: begin } = start;
  const begun = useRef(false);

  // One secret per opening (a second POST would replace the one on screen).
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin(undefined, {
      onSuccess: (answer) => {
        setSetup(answer);
        toDataURL(answer.otpauthUrl, { margin: 1, width: 192 }).then(setQr, () => setQr(null));
      },
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : 'Could not start the set-up. Try again.'),
    });
  }, [begin]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from the app');
      return;
    }
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => onEnrolled(answer.recoveryCodes),
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : 'Could not reach the server. Try again.'),
    });
  };

  return (
    <section aria-labelledby="totp-setup-title" className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4">
      <h3 id="totp-setup-title" className="font-bold text-gray-900">
        Set up an authenticator app
      </h3>
      {!setup && !error && <Loader2 className="animate-spin text-gray-500" aria-label="Loading" />}
      {setup && (
        <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
          {qr ? (
            <img src={qr} alt="QR code for your authenticator app" width={192} height={192} className="rounded border border-gray-200" />
          ) : (
            <div className="h-48 w-48 rounded border border-gray-200" aria-hidden="true" />
          )}
          <div className="grid gap-2 text-sm text-gray-700">
            <p>Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</p>
            <p>Or type this key into the app:</p>
            <code aria-label="Secret key" className="break-all rounded bg-gray-100 px-2 py-1 font-mono text-gray-900">
              {setup.secret}
            </code>
          </div>
        </div>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-xs" aria-label="Confirm authenticator app">
        <Field label="Authentication code" error={error} announce hint="The 6-digit code the app shows now">
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="brand" disabled={!setup || confirm.isPending}>
            {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Confirm
          </Button>
        </div>
      </form>
    </section>
  );
}
