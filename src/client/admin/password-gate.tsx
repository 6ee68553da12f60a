/**
 * The staff sign-in screen (docs/product.md#staff-sign-in, docs/product.md#admin-messages texts):
 * e-mail and password, then, when the person has a second factor, the code from their
 * authenticator app, a passkey, or a recovery code (second-factor-step.tsx).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { ArrowLeft, Loader2, LockKeyhole } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { AdminLoginRequest, type SecondFactorMethod } from '#shared/schemas/admin-session';
import { ApiError } from '../api/fetch';
import { useAdminLogin } from './admin-api';
import { SecondFactorStep } from './second-factor-step';
import { SignInCard } from './sign-in-card';

/** The sign-in card shown instead of the panel until the admin session is confirmed. */
export function PasswordGate() {
  const login = useAdminLogin();
  const [methods, setMethods] = useState<SecondFactorMethod[] | null>(null);
  const form = useForm<AdminLoginRequest>({ resolver: zodResolver(AdminLoginRequest), defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, reset, watch, formState } = form;
  const [email, password] = watch(['email', 'password']);

  const submit = (input: AdminLoginRequest) => {
    if (login.isPending) return;
    login.mutate(input, {
      onSuccess: (answer) => {
        reset({ email: input.email, password: '' });
        if (answer.mfaRequired) {
          setMethods(answer.methods);
          return;
        }
        toast({ title: 'Signed in', description: 'Welcome to the admin panel!', variant: 'success' });
      },
      onError: (error) => {
        // The same answer whether or not the e-mail exists; the lock-out says so.
        const limited = error instanceof ApiError && error.status === 429;
        toast({
          title: 'Sign-in failed',
          description: limited ? 'Too many attempts. Wait a few minutes and try again.' : 'Incorrect e-mail or password. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  if (methods) {
    return (
      <SignInCard icon={LockKeyhole} title="Admin Access" description="Confirm it is you with your second factor.">
        <SecondFactorStep methods={methods} onRestart={() => setMethods(null)} />
      </SignInCard>
    );
  }

  return (
    <SignInCard
      icon={LockKeyhole}
      title="Admin Access"
      description="Sign in with your staff e-mail and password to manage orders, dealers and the catalogue."
    >
      {/* The handler reports its own failures by toast, so the form fires it with `void`. POST: should
          the browser ever submit it itself (no script yet), the password stays out of the URL (decision 096). */}
      <form method="post" onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4" noValidate aria-label="Sign in">
        <Field label="Email" className="gap-2" error={formState.errors.email?.message}>
          {(aria) => (
            <Input {...aria} type="email" autoComplete="username" autoFocus placeholder="you@example.com" {...register('email')} />
          )}
        </Field>
        <Field label="Password" className="gap-2" error={formState.errors.password?.message}>
          {(aria) => (
            <Input {...aria} type="password" autoComplete="current-password" placeholder="Enter password" {...register('password')} />
          )}
        </Field>
        <Button type="submit" variant="brand" disabled={!email || !password || login.isPending}>
          {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Sign in
        </Button>
        <Button asChild variant="outline">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </form>
    </SignInCard>
  );
}
