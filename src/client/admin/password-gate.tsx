/** The admin password gate (docs/product.md#admin-panel, docs/product.md#admin-messages texts). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { ArrowLeft, Loader2, LockKeyhole } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { AdminLoginRequest } from '#shared/schemas/admin-session';
import { ApiError } from '../api/fetch';
import { useAdminLogin } from './admin-api';

/** The login card shown instead of the panel until the admin session is confirmed. */
export function PasswordGate() {
  const login = useAdminLogin();
  const form = useForm<AdminLoginRequest>({ resolver: zodResolver(AdminLoginRequest), defaultValues: { password: '' } });
  const { register, handleSubmit, reset, watch, formState } = form;
  const password = watch('password');

  const submit = ({ password }: AdminLoginRequest) => {
    if (login.isPending) return;
    login.mutate(password, {
      onSuccess: () => {
        reset({ password: '' });
        toast({ title: 'Login Successful', description: 'Welcome to the admin panel!', variant: 'success' });
      },
      onError: (error) => {
        // docs/product.md#admin-messages: any failure reads "Incorrect password"; the rate limit
        // (ours, docs/product.md#admin-auth) says so.
        const limited = error instanceof ApiError && error.status === 429;
        toast({
          title: 'Login Failed',
          description: limited ? 'Too many attempts. Please wait 15 minutes and try again.' : 'Incorrect password. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-gray-50 via-white to-pink-50 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-pink-100 text-pink-700">
            <LockKeyhole className="h-6 w-6" aria-hidden="true" />
          </div>
          <h1 className="text-xl font-bold leading-tight text-gray-900">Admin Access</h1>
          <CardDescription>Enter the admin password to manage orders, dealers and the catalogue.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* The handler reports its own failures by toast, so the form fires it with `void`. POST: should
              the browser ever submit it itself (no script yet), the password stays out of the URL (decision 096). */}
          <form method="post" onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4" noValidate>
            <Field label="Admin Password" className="gap-2" error={formState.errors.password?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  placeholder="Enter password"
                  {...register('password')}
                />
              )}
            </Field>
            <Button type="submit" variant="brand" disabled={!password || login.isPending}>
              {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Login
            </Button>
            <Button asChild variant="outline">
              <Link href="/">
                <ArrowLeft aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
