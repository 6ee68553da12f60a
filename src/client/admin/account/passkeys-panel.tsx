/**
 * The person's passkeys (docs/product.md#staff-sign-in): the list with when each was added and
 * last used, a name field and "Add a passkey" (the browser's prompt), and removing one (which
 * needs a recent re-authentication; in production the last factor stays).
 */
import { useState } from 'react';
import { Fingerprint, Loader2, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import type { MfaStatus } from '#shared/schemas/admin-mfa';
import { ApiError } from '../../api/fetch';
import { formatDate } from '../../lib/dates';
import { useAddPasskey, useRemoveFactor } from './account-api';

function failure(e: unknown): string {
  if (e instanceof ApiError) return e.serverMessage;
  if (e instanceof Error && e.name === 'NotAllowedError') return 'The passkey prompt was closed or timed out.';
  return 'This browser could not make a passkey.';
}

/** The passkeys list and the add form; `onRecoveryCodes` gets the codes made with a first factor. */
export function PasskeysPanel({
  passkeys,
  onRecoveryCodes,
}: {
  passkeys: MfaStatus['passkeys'];
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const add = useAddPasskey();
  const remove = useRemoveFactor();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setError(null);
    add.mutate(name.trim() || 'Passkey', {
      onSuccess: (answer) => {
        setName('');
        toast({ title: 'Passkey added', variant: 'success' });
        if (answer.recoveryCodes) onRecoveryCodes(answer.recoveryCodes);
      },
      onError: (e) => setError(failure(e)),
    });
  };

  return (
    <section aria-labelledby="passkeys-title" className="grid gap-3">
      <h3 id="passkeys-title" className="font-bold text-gray-900">
        Passkeys
      </h3>
      {passkeys.length === 0 ? (
        <p className="text-sm text-gray-600">No passkey yet. A passkey signs you in with this device&apos;s fingerprint, face or PIN.</p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {passkeys.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900">{p.name}</p>
                <p className="text-xs text-gray-500">
                  Added {formatDate(p.createdAt)}
                  {p.lastUsedAt ? ` · last used ${formatDate(p.lastUsedAt)}` : ' · not used yet'}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Remove ${p.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(p.id, {
                    onError: (e) => toast({ title: 'Not removed', description: failure(e), variant: 'destructive' }),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-sm" aria-label="Add a passkey">
          <Field label="Passkey name" error={error} announce hint="e.g. Office laptop">
            {(aria) => <Input {...aria} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Button type="submit" variant="outline" disabled={add.isPending} className="justify-self-start">
            {add.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
            Add a passkey
          </Button>
        </form>
      ) : (
        <p className="text-sm text-gray-600">This browser cannot use passkeys.</p>
      )}
    </section>
  );
}
