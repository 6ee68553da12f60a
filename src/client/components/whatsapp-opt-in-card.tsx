/**
 * The WhatsApp box of My Account and the dealer profile (docs/product.md#whatsapp-updates): "Send
 * order updates on WhatsApp to this number" for the person's phone, unticked until they tick it;
 * each change is saved at once (and says so) and recorded with its wording by the server. With
 * `saveLanguage` (My Account only: dealers' receipts are in English) a ticked box also offers
 * "Updates in: English / हिन्दी" (docs/decisions/184-message-language-separate-from-site-language.md).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { WhatsAppChoiceResponse } from '#shared/schemas/messages';
import { MESSAGE_LANGUAGE_NAMES, WHATSAPP_CONSENT_WORDING, type MessageLanguage } from '#shared/whatsapp';
import { ApiError } from '../api/fetch';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { MessageLanguageChoice } from './message-language-choice';

/** The choice as GET answers it; `language` only where the person has one (customers). */
type WhatsAppChoice = WhatsAppChoiceResponse & { language?: MessageLanguage };

/** Where the card reads and saves the choice: GET and PUT /api/account/whatsapp or /api/dealer/whatsapp. */
export interface WhatsAppOptInSource {
  queryKey: readonly unknown[];
  load: () => Promise<WhatsAppChoice>;
  save: (optedIn: boolean) => Promise<WhatsAppChoice>;
  /** Saves the updates' language; without it the card offers no language choice (the dealer portal). */
  saveLanguage?: (language: MessageLanguage) => Promise<WhatsAppChoice>;
}

export function WhatsAppOptInCard({ queryKey, load, save, saveLanguage }: WhatsAppOptInSource) {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey, queryFn: load });
  const onSuccess = (data: WhatsAppChoice) => queryClient.setQueryData(queryKey, data);
  const change = useMutation({ mutationFn: save, onSuccess });
  const changeLanguage = useMutation({
    mutationFn: (language: MessageLanguage) => (saveLanguage ? saveLanguage(language) : Promise.reject(new Error('No language'))),
    onSuccess,
  });
  // The tick or language shows at once (set in the event, not after the mutation's notify) while
  // it is saved; a refusal puts it back.
  const [tick, setTick] = useState<boolean | null>(null);
  const [picked, setPicked] = useState<MessageLanguage | null>(null);
  const data = current.data;
  const optedIn = tick ?? data?.optedIn;
  const lastSaved = change.submittedAt >= changeLanguage.submittedAt ? 'optIn' : 'language';
  const failed = lastSaved === 'optIn' ? change.error : changeLanguage.error;
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
              checked={optedIn ?? false}
              disabled={change.isPending}
              onChange={(event) => {
                setTick(event.target.checked);
                change.mutate(event.target.checked, { onSettled: () => setTick(null) });
              }}
            />
            <span>
              {WHATSAPP_CONSENT_WORDING} (+91 {data.phone}). Reply STOP on WhatsApp to stop at any time.
            </span>
          </label>
        )}
        {saveLanguage && data?.phone && optedIn && (
          <MessageLanguageChoice
            name="account-whatsapp-language"
            className="pl-7"
            value={picked ?? data.language ?? 'en'}
            disabled={changeLanguage.isPending}
            onChange={(language) => {
              setPicked(language);
              changeLanguage.mutate(language, { onSettled: () => setPicked(null) });
            }}
          />
        )}
        {lastSaved === 'optIn' && change.isSuccess && data && (
          <p role="status" className="pl-7 text-green-700">
            {data.optedIn
              ? 'Saved: updates will come on WhatsApp as well as by e-mail.'
              : 'Saved: no more WhatsApp messages; e-mail continues.'}
          </p>
        )}
        {lastSaved === 'language' && changeLanguage.isSuccess && data?.language && (
          <p role="status" className="pl-7 text-green-700">
            Saved: your updates will come in {MESSAGE_LANGUAGE_NAMES[data.language]}.
          </p>
        )}
        {failed && (
          <p role="alert" className="pl-7 text-red-700">
            {failed instanceof ApiError ? failed.serverMessage : 'Could not save your choice. Please try again.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
