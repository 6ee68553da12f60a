/**
 * The invited person's page (docs/product.md#staff-invites): the admin page opened with
 * `#invite=<token>`. It shows whose link it is, takes a new password (the rules shown; the server's
 * refusals under the field) and then sends them to sign in with their e-mail. A dead link says so.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Loader2, UserCheck } from 'lucide-react';
import { INVITE_FRAGMENT_KEY, NewStaffPassword } from '#shared/schemas/staff';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../api/fetch';
import { showServerIssues } from '../../api/server-issues';
import { SignInCard } from '../sign-in-card';
import { useAcceptInvite, useInviteCheck } from './staff-api';

/** The rule shown under the password (services/staff/passwords.ts checks it and says which part failed). */
const PASSWORD_RULES =
  "At least 12 characters, not a common password, not built from your name, your e-mail or the shop's name. A few unrelated words are easy to remember and hard to guess.";

/** The token of an invite fragment (`#invite=…`), or null. */
export function readInviteToken(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(INVITE_FRAGMENT_KEY);
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

// Length and invisible characters are checked here too; the strength only on the server.
const PasswordForm = z.object({ password: NewStaffPassword });
type PasswordForm = z.infer<typeof PasswordForm>;

/** `onDone` leaves the page for the sign-in (the fragment is dropped). */
export function AcceptInvitePage({ token, onDone }: { token: string; onDone: () => void }) {
  const check = useInviteCheck(token);
  const accept = useAcceptInvite();
  const form = useForm<PasswordForm>({ resolver: zodResolver(PasswordForm), defaultValues: { password: '' } });
  const { register, handleSubmit, setError, formState } = form;

  if (check.isPending) {
    return (
      <SignInCard icon={UserCheck} title="Checking your link" description="One moment…">
        <Loader2 className="mx-auto h-6 w-6 animate-spin text-pink-600" aria-hidden />
      </SignInCard>
    );
  }
  if (check.isError) {
    const message =
      check.error instanceof ApiError && check.error.status === 400
        ? check.error.serverMessage
        : 'The link could not be checked. Please try again.';
    return (
      <SignInCard icon={UserCheck} title="Link not valid" description={message}>
        <p className="mb-4 text-sm text-gray-600">Ask the shop owner to send you a new link.</p>
        <Button type="button" variant="outline" className="w-full" onClick={onDone}>
          Go to sign-in
        </Button>
      </SignInCard>
    );
  }

  const submit = async ({ password }: PasswordForm) => {
    try {
      await accept.mutateAsync({ token, password });
      toast({ title: 'Password set', description: 'Sign in with your e-mail and new password.', variant: 'success' });
      onDone();
    } catch (error) {
      if (!showServerIssues(error, ['password'], (_path, message) => setError('password', { message }))) {
        const message = error instanceof ApiError && error.status < 500 ? error.serverMessage : 'Something went wrong. Please try again.';
        setError('password', { message });
      }
    }
  };

  return (
    <SignInCard icon={UserCheck} title={`Welcome, ${check.data.name}`} description="Choose the password you will sign in with.">
      <form
        method="post"
        noValidate
        className="grid gap-4"
        onSubmit={(event) => void handleSubmit(submit)(event)}
        aria-label="Choose your password"
      >
        <Field label="Email">{(aria) => <Input {...aria} type="email" value={check.data.email} autoComplete="username" readOnly />}</Field>
        <div className="grid gap-1">
          <Field label="New password" error={formState.errors.password?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="new-password" autoFocus {...register('password')} />}
          </Field>
          <p className="text-xs text-gray-600">{PASSWORD_RULES}</p>
        </div>
        <Button type="submit" variant="brand" disabled={accept.isPending}>
          {accept.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Set password
        </Button>
      </form>
    </SignInCard>
  );
}
