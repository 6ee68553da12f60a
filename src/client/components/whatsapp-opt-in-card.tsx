/**
 * The WhatsApp box of My Account and the dealer profile (docs/product.md#whatsapp-updates): "Send
 * order updates on WhatsApp to this number" for the person's phone, unticked until they tick it;
 * each change is saved at once (and says so) and recorded with its wording by the server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { AccountWhatsAppResponse } from '#shared/schemas/messages';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import { ApiError } from '../api/fetch';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** Where the card reads and saves the choice: GET and PUT /api/account/whatsapp or /api/dealer/whatsapp. */
export interface WhatsAppOptInSource {
  queryKey: readonly unknown[];
  load: () => Promise<AccountWhatsAppResponse>;
  save: (optedIn: boolean) => Promise<AccountWhatsAppResponse>;
}

export function WhatsAppOptInCard({ queryKey, load, save }: WhatsAppOptInSource) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey, queryFn: load });
  const change = useMutation({ mutationFn: save, onSuccess: (data) => queryClient.setQueryData(queryKey, data) });
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
              // The tick shows at once while it is saved; a refusal puts it back.
              checked={change.isPending ? change.variables : data.optedIn}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
            <span>
              {WHATSAPP_CONSENT_WORDING} (+91 {data.phone}). Reply STOP on WhatsApp to stop at any time.
            </span>
          </label>
        )}
        {change.isSuccess && data && (
          <p role="status" className="pl-7 text-green-700">
            {data.optedIn
              ? 'Saved: updates will come on WhatsApp as well as by e-mail.'
              : 'Saved: no more WhatsApp messages; e-mail continues.'}
          </p>
        )}
        {change.isError && (
          <p role="alert" className="pl-7 text-red-700">
            {change.error instanceof ApiError ? change.error.serverMessage : 'Could not save your choice. Please try again.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
