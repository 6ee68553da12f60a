/**
 * My Account's WhatsApp box (docs/product.md#whatsapp-updates) over GET and PUT
 * /api/account/whatsapp: the opt-in and the language of the updates (English or Hindi).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AccountWhatsAppResponse } from '#shared/schemas/messages';
import type { MessageLanguage } from '#shared/whatsapp';
import { apiRequest } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { WhatsAppOptInCard } from '../components/whatsapp-opt-in-card';

const load = () => apiRequest<AccountWhatsAppResponse>('GET', '/api/account/whatsapp');
const save = (optedIn: boolean) => apiRequest<AccountWhatsAppResponse>('PUT', '/api/account/whatsapp', { optedIn });

export function WhatsAppToggle() {
  const queryClient = useQueryClient();
  // The saved language is the profile's: the signed-in user is read again, so the checkout starts from it.
  const saveLanguage = async (language: MessageLanguage) => {
    const saved = await apiRequest<AccountWhatsAppResponse>('PUT', '/api/account/whatsapp', { language });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auth.user() });
    return saved;
  };
  return <WhatsAppOptInCard queryKey={queryKeys.auth.whatsapp()} load={load} save={save} saveLanguage={saveLanguage} />;
}
