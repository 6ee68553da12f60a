/**
 * Sign-in step 2 (docs/product.md#staff-sign-in): the 6-digit code from the authenticator app, a
 * passkey (when the person has one and the browser can use it), or one of the recovery codes. A
 * refused code reads the same whatever the reason; a pending sign-in that ended (5 wrong codes, or
 * 5 minutes) sends the person back to the password.
 */
import { useState } from 'react';
import { Fingerprint, Loader2 } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import type { SecondFactorMethod } from '#shared/schemas/admin-session';
import { ApiError } from '../api/fetch';
import { useAdminSecondFactor } from './admin-api';

/** The second step's form; `onRestart` goes back to the e-mail and password. */
export function SecondFactorStep({ methods, onRestart }: { methods: SecondFactorMethod[]; onRestart: () => void }) {
  const verify = useAdminSecondFactor();
  const [recovery, setRecovery] = useState(!methods.includes('totp') && !methods.includes('passkey'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passkeys = methods.includes('passkey') && typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const fail = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401 && e.serverMessage.startsWith('Sign in again')) {
      toast({ title: 'Sign in again', description: e.serverMessage, variant: 'destructive' });
      onRestart();
      return;
    }
    if (e instanceof ApiError) setError(e.status === 429 ? 'Too many attempts. Wait a few minutes and try again.' : e.serverMessage);
    else setError('The passkey did not answer. Try again or use a code.');
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim() || verify.isPending) return;
    setError(null);
    verify.mutate({ code: code.trim() }, { onError: fail, onSettled: () => setCode('') });
  };

  const label = recovery ? 'Recovery code' : 'Authentication code';
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Second factor">
      {(methods.includes('totp') || recovery) && (
        <>
          <Field
            label={label}
            className="gap-2"
            error={error}
            announce
            hint={recovery ? 'One of the ten codes you saved' : 'The 6-digit code from your authenticator app'}
          >
            {(aria) => (
              <Input
                {...aria}
                autoFocus
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                maxLength={recovery ? 40 : 6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="brand" disabled={!code.trim() || verify.isPending}>
            {verify.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Verify
          </Button>
        </>
      )}
      {!methods.includes('totp') && !recovery && error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {passkeys && (
        <Button
          type="button"
          variant="outline"
          disabled={verify.isPending}
          onClick={() => verify.mutate({ passkey: true }, { onError: fail })}
        >
          <Fingerprint aria-hidden="true" />
          Use a passkey
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {methods.includes('recovery') && (
          <button
            type="button"
            className="font-medium text-pink-700 underline"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError(null);
            }}
          >
            {recovery ? (methods.includes('totp') ? 'Use the authenticator app' : 'Use a passkey instead') : 'Use a recovery code'}
          </button>
        )}
        <button type="button" className="text-gray-600 underline" onClick={onRestart}>
          Start again
        </button>
      </div>
    </form>
  );
}
