/**
 * The card a staff member meets before the admin panel (docs/product.md#staff-sign-in,
 * docs/product.md#staff-invites): the sign-in steps and the invited person's page share it.
 */
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';

/** A full-screen card: `icon` in a pink disc over the `title` heading and `description`, then `children`. */
export function SignInCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-gray-50 via-white to-pink-50 px-4 py-10">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-pink-100 text-pink-700">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </div>
          <h1 className="text-xl font-bold leading-tight text-gray-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
