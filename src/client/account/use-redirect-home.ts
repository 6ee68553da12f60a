import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../components/ui/toast';

/**
 * Sends a signed-out visitor home after 500 ms (docs/product.md#screens), with a toast when given
 * one.
 */
export function useRedirectHome(leave: boolean, message: { title: string; description: string } | null): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!leave) return;
    if (message) toast({ ...message, variant: 'destructive' });
    const timer = window.setTimeout(() => navigate('/'), 500);
    return () => window.clearTimeout(timer);
  }, [leave, navigate, message]);
}
