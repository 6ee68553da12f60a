import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { issueDealerToken } from './dealer-tokens';
import { IP_LIMIT, hitLoginThrottle } from './login-throttle';
import { tooManyAttempts, type DealerAuthFailure, type DealerAuthResult } from './login-dealer';
import { hashPin } from './pin-hash';
import { SETUP_CODE_MAX_ATTEMPTS, hashSetupCode, setupCodeMatches } from './setup-code';
import { toDealer } from './to-dealer';

const codeRefused: DealerAuthFailure = { ok: false, status: 401, message: DEALER_MESSAGES.setupCodeRefused };

/**
 * First-time PIN setup with the admin's one-time setup code (spec §2, §4; DESIGN.md §5 "Dealer
 * onboarding"; docs/decisions/016). In order: the per-IP limit; an unknown phone, a dealer
 * without a live code, an expired or burnt code and a wrong code all answer the same 401 with
 * no argon2 work (one HMAC, one constant-time compare); an inactive dealer 403; a dealer who
 * already has a PIN 409. The try is counted BEFORE the code is compared, in one guarded UPDATE
 * (`setup_code_attempts < 5`), so parallel guesses get at most 5 compares per code; the 5th wrong
 * try burns the code. The right code sets the PIN, burns the code and logs the dealer in, all in
 * one compare-and-set on (pin_hash IS NULL, setup_code_hash = the code), so a code works once.
 * Every refusal of a known dealer is logged as a security event.
 */
export async function setupDealerPin(
  db: Db,
  options: {
    phoneNumber: string;
    setupCode: string;
    newPin: string;
    ip: string;
    pepper: string;
    now: Date;
    log?: FastifyBaseLogger;
  },
): Promise<DealerAuthResult> {
  const { now, pepper } = options;
  const wait = await hitLoginThrottle(db, [{ key: `ip:${options.ip}`, limit: IP_LIMIT }], now);
  if (wait !== null) return tooManyAttempts(wait);

  const candidate = hashSetupCode(pepper, options.setupCode);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.phoneNumber, options.phoneNumber));
  const refuse = (dealerId: number | null, reason: string): DealerAuthFailure => {
    if (dealerId !== null) {
      options.log?.warn({ event: 'security', kind: 'dealer_setup_code_refused', dealerId, reason }, 'dealer setup code refused');
    }
    return codeRefused;
  };
  if (!dealer) {
    setupCodeMatches(null, candidate); // the same work as a known phone
    return refuse(null, 'unknown_phone');
  }
  if (!dealer.isActive) return { ok: false, status: 403, message: DEALER_MESSAGES.inactive };
  if (dealer.pinHash !== null) return { ok: false, status: 409, message: DEALER_MESSAGES.pinAlreadySet };

  const [attempt] = await db
    .update(dealers)
    .set({ setupCodeAttempts: sql`${dealers.setupCodeAttempts} + 1` })
    .where(
      and(
        eq(dealers.id, dealer.id),
        isNotNull(dealers.setupCodeHash),
        gt(dealers.setupCodeExpiresAt, now),
        lt(dealers.setupCodeAttempts, SETUP_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ setupCodeHash: dealers.setupCodeHash, attempts: dealers.setupCodeAttempts });
  if (!attempt) {
    setupCodeMatches(null, candidate);
    const reason =
      dealer.setupCodeHash === null
        ? 'no_code'
        : dealer.setupCodeExpiresAt === null || dealer.setupCodeExpiresAt <= now
          ? 'expired'
          : 'burnt';
    return refuse(dealer.id, reason);
  }
  if (!setupCodeMatches(attempt.setupCodeHash, candidate)) {
    if (attempt.attempts >= SETUP_CODE_MAX_ATTEMPTS) {
      await db
        .update(dealers)
        .set({ setupCodeHash: null, setupCodeExpiresAt: null })
        .where(and(eq(dealers.id, dealer.id), eq(dealers.setupCodeHash, attempt.setupCodeHash!)));
      return refuse(dealer.id, 'wrong_code_burnt');
    }
    return refuse(dealer.id, 'wrong_code');
  }

  const pinHash = await hashPin(pepper, options.newPin);
  const [updated] = await db
    .update(dealers)
    .set({
      pinHash,
      setupCodeHash: null,
      setupCodeExpiresAt: null,
      setupCodeAttempts: 0,
      failedPinAttempts: 0,
      pinLockedUntil: null,
      pinDisabledAt: null,
      lastLoginAt: now,
    })
    .where(
      and(eq(dealers.id, dealer.id), isNull(dealers.pinHash), eq(dealers.setupCodeHash, candidate), gt(dealers.setupCodeExpiresAt, now)),
    )
    .returning();
  if (!updated) return refuse(dealer.id, 'used_concurrently');
  const token = await issueDealerToken(db, dealer.id, now);
  return { ok: true, response: { success: true, token, dealer: toDealer(updated), message: DEALER_MESSAGES.loginSuccess } };
}
