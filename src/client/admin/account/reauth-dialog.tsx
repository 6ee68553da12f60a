/**
 * "Confirm it is you" (docs/product.md#staff-sign-in): the dialog an admin call answered 403
 * REAUTH_REQUIRED opens. The password or a code (authenticator or recovery) goes to POST
 * /api/admin/reauth; once accepted the call that asked is sent again.
 */
import { useState, useSyncExternalStore } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogForm, DialogHeading } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError, apiRequest } from '../../api/fetch';
import { reauthOpen, settleReauth, subscribeReauth } from './reauth-prompt';

/** The dialog; mount once (the admin shell). */
export function ReauthDialog() {
  const open = useSyncExternalStore(subscribeReauth, reauthOpen, () => false);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (confirmed: boolean) => {
    setValue('');
    setError(null);
    settleReauth(confirmed);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('POST', '/api/admin/reauth', mode === 'password' ? { password: value } : { code: value.trim() });
      close(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.serverMessage : 'Could not reach the server. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const label = mode === 'password' ? 'Password' : 'Authentication code';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close(false)}>
      <DialogContent>
        <DialogHeading title="Confirm it is you">This action needs your password or a code from the last 5 minutes.</DialogHeading>
        <DialogForm label="Confirm it is you" onSubmit={submit}>
          <Field label={label} error={error} announce>
            {(aria) => (
              <Input
                {...aria}
                type={mode === 'password' ? 'password' : 'text'}
                inputMode={mode === 'password' ? undefined : 'numeric'}
                autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
                autoFocus
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
          <button
            type="button"
            className="justify-self-start text-sm font-medium text-pink-700 underline"
            onClick={() => {
              setMode(mode === 'password' ? 'code' : 'password');
              setValue('');
              setError(null);
            }}
          >
            {mode === 'password' ? 'Use a code instead' : 'Use my password instead'}
          </button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={busy || !value.trim()}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              Confirm
            </Button>
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
