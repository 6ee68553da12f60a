/**
 * The "My account" calls (docs/product.md#staff-sign-in): the person's second factors, setting up
 * an authenticator app, adding a passkey (the browser's WebAuthn prompt through
 * @simplewebauthn/browser), new recovery codes and removing a factor. Each change refreshes the
 * list and the session (an enrolment can end the `enrol` stage).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaStatus, PasskeyRegisterResponse, RecoveryCodesResponse, TotpSetupResponse } from '#shared/schemas/admin-mfa';
import { queryKeys } from '../../api/query-keys';
import { adminRequest } from '../admin-api';

const MFA_URL = '/api/admin/me/mfa';

/** GET /api/admin/me/mfa. */
export function useMyMfa() {
  return useQuery({ queryKey: queryKeys.admin.myMfa(), queryFn: () => adminRequest<MfaStatus>('GET', MFA_URL), staleTime: 0 });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.admin.myMfa() });
    void client.invalidateQueries({ queryKey: queryKeys.admin.session() });
  };
}

/** POST /api/admin/me/mfa/totp: a new secret and its otpauth:// URI. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => adminRequest<TotpSetupResponse>('POST', `${MFA_URL}/totp`) });
}

/** POST /api/admin/me/mfa/totp/confirm {code}: the recovery codes, shown once. */
export function useConfirmTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => adminRequest<RecoveryCodesResponse>('POST', `${MFA_URL}/totp/confirm`, { code }),
    onSuccess: refresh,
  });
}

/** Adds a passkey named `name`: options, the browser's prompt, then the answer to the server. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await adminRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', `${MFA_URL}/passkeys/options`);
      const response = await startRegistration({ optionsJSON });
      return adminRequest<PasskeyRegisterResponse>('POST', `${MFA_URL}/passkeys`, { response, name });
    },
    onSuccess: refresh,
  });
}

/** POST /api/admin/me/mfa/recovery-codes: a new set replacing the old (needs a recent re-authentication). */
export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => adminRequest<RecoveryCodesResponse>('POST', `${MFA_URL}/recovery-codes`), onSuccess: refresh });
}

/** DELETE the authenticator app (`'totp'`) or a passkey (its id); needs a recent re-authentication. */
export function useRemoveFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (factor: 'totp' | number) =>
      adminRequest<{ success: true }>('DELETE', factor === 'totp' ? `${MFA_URL}/totp` : `${MFA_URL}/passkeys/${factor}`),
    onSuccess: refresh,
  });
}
