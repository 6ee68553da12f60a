/**
 * My Account's WhatsApp box (docs/product.md#whatsapp-updates) over GET and PUT
 * /api/account/whatsapp: the opt-in and the language of the updates (English or Hindi).
 */
import type { AccountWhatsAppResponse } from '#shared/schemas/messages';
import type { MessageLanguage } from '#shared/whatsapp';
import { apiRequest } from '../api/fetch';
import { queryKeys } from '../api/query-keys';
import { WhatsAppOptInCard } from '../components/whatsapp-opt-in-card';

const load = () => apiRequest<AccountWhatsAppResponse>('GET', '/api/account/whatsapp');
const save = (optedIn: boolean) => apiRequest<AccountWhatsAppResponse>('PUT', '/api/account/whatsapp', { optedIn });
const saveLanguage = (language: MessageLanguage) => apiRequest<AccountWhatsAppResponse>('PUT', '/api/account/whatsapp', { language });

export function WhatsAppToggle() {
  return <WhatsAppOptInCard queryKey={queryKeys.auth.whatsapp()} load={load} save={save} saveLanguage={saveLanguage} />;
}
