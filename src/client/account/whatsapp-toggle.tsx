/**
 * My Account's WhatsApp box (docs/product.md#whatsapp-updates): "Send order updates on WhatsApp to
 * this number" for the profile phone, unticked until the customer ticks it; each change is
 * recorded with its wording (PUT /api/account/whatsapp).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { AccountWhatsAppResponse } from '#shared/schemas/messages';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import { apiRequest, ApiError } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

const KEY = queryKeys.auth.whatsapp();

export function WhatsAppToggle() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: KEY, queryFn: () => apiRequest<AccountWhatsAppResponse>('GET', '/api/account/whatsapp') });
  const change = useMutation({
    mutationFn: (optedIn: boolean) => apiRequest<AccountWhatsAppResponse>('PUT', '/api/account/whatsapp', { optedIn }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
  const data = current.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MessageCircle className="h-5 w-5 text-green-600" aria-hidden />
          WhatsApp updates
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {current.isLoading && <p role="status">Loading...</p>}
        {current.isError && <p role="alert">Could not load your WhatsApp choice.</p>}
        {data && !data.phone && <p className="text-gray-600">Add your mobile number above to get order updates on WhatsApp.</p>}
        {data?.phone && (
          <label className="flex items-start gap-3 text-gray-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0 accent-pink-600"
              checked={data.optedIn}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
            <span>
              {WHATSAPP_CONSENT_WORDING} (+91 {data.phone}). Reply STOP on WhatsApp to stop at any time.
            </span>
          </label>
        )}
        {change.isError && (
          <p role="alert" className="text-red-700">
            {change.error instanceof ApiError ? change.error.serverMessage : 'Could not save your choice. Please try again.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
