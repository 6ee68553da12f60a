/** The admin password gate (spec §2, §8 texts). */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Loader2, LockKeyhole } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toast } from '../components/ui/toast';
import { ApiError } from '../api/fetch';
import { useAdminLogin } from './admin-api';

export function PasswordGate() {
  const [password, setPassword] = useState('');
  const login = useAdminLogin();
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || login.isPending) return;
    login.mutate(password, {
      onSuccess: () => {
        setPassword('');
        toast({ title: 'Login Successful', description: 'Welcome to the admin panel!', variant: 'success' });
      },
      onError: (error) => {
        // Spec §8: any failure reads "Incorrect password"; the rate limit (ours, DESIGN.md §5) says so.
        const limited = error instanceof ApiError && error.status === 429;
        toast({
          title: 'Login Failed',
          description: limited ? 'Too many attempts. Please wait 15 minutes and try again.' : 'Incorrect password. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

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
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <div className="grid gap-2">
              <Label htmlFor={inputId}>Admin Password</Label>
              <Input
                id={inputId}
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                placeholder="Enter password"
              />
            </div>
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
