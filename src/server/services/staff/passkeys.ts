/**
 * Passkeys for staff (docs/product.md#staff-sign-in): WebAuthn Level 3 through @simplewebauthn/server,
 * user verification required (a PIN or biometric on the device, so a passkey is both factors'
 * worth of proof on its own phishing-resistant channel, NIST SP 800-63B-4 §3.2.5). The relying
 * party is PUBLIC_URL's host, or the request's host when PUBLIC_URL is not set (development). The
 * challenge waits in the staff session (one at a time) and is used once.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffPasskeys } from '../../db/schema/index';

/** The relying party: its id (a host name) and the origin the browser must report. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

/** The relying party for `publicUrl` (PUBLIC_URL) or, without it, for the request's `origin` (scheme://host[:port]). */
export function relyingPartyOf(publicUrl: string | undefined, requestOrigin: string): RelyingParty {
  const url = new URL(publicUrl ?? requestOrigin);
  return { rpID: url.hostname, origin: url.origin };
}

/** A passkey as the account screen lists it. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Staff member `staffId`'s passkeys, oldest first. */
export async function listPasskeys(db: Db, staffId: number): Promise<PasskeySummary[]> {
  return db
    .select({ id: staffPasskeys.id, name: staffPasskeys.name, createdAt: staffPasskeys.createdAt, lastUsedAt: staffPasskeys.lastUsedAt })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.id));
}

/** Registration options for a new passkey of `person` (their existing passkeys excluded). */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  person: { id: number; email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.select({ id: staffPasskeys.credentialId }).from(staffPasskeys).where(eq(staffPasskeys.staffId, person.id));
  return generateRegistrationOptions({
    rpName: 'Chaabi Admin',
    rpID: rp.rpID,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(`chaabi-staff-${person.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

/**
 * What registration and sign-in both check an authenticator's answer against: the `challenge` we
 * issued, the relying party's origin and RP id, and user verification (docs/product.md#staff-sign-in).
 */
function expectedBy(rp: RelyingParty, challenge: string) {
  return { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpID, requireUserVerification: true } as const;
}

/**
 * Verifies a registration `response` against `challenge` and stores the passkey as `name`.
 * Returns the new passkey's id, or null when the response does not verify (wrong challenge,
 * origin or RP, no user verification, a credential already registered).
 */
export async function registerPasskey(
  db: Db,
  options: { rp: RelyingParty; staffId: number; challenge: string; response: RegistrationResponseJSON; name: string },
): Promise<number | null> {
  let credential;
  try {
    const result = await verifyRegistrationResponse({
      response: options.response,
      ...expectedBy(options.rp, options.challenge),
    });
    if (!result.verified) return null;
    credential = result.registrationInfo.credential;
  } catch {
    return null;
  }
  const [row] = await db
    .insert(staffPasskeys)
    .values({
      staffId: options.staffId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: options.name,
    })
    .onConflictDoNothing()
    .returning({ id: staffPasskeys.id });
  return row?.id ?? null;
}

/** Sign-in options for staff member `staffId`: their passkeys allowed, user verification required. */
export async function passkeyAuthenticationOptions(
  db: Db,
  rp: RelyingParty,
  staffId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const mine = await db
    .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId));
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: mine.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    userVerification: 'required',
  });
}

/**
 * Verifies a sign-in `response` from one of staff member `staffId`'s passkeys against `challenge`
 * at `now`; on success stores the authenticator's new signature counter (a counter that did not
 * grow is refused by the library: a cloned authenticator) and the time of use. Returns whether it verified.
 */
export async function verifyPasskeySignIn(
  db: Db,
  options: { rp: RelyingParty; staffId: number; challenge: string; response: AuthenticationResponseJSON; now: Date },
): Promise<boolean> {
  const [passkey] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, options.staffId), eq(staffPasskeys.credentialId, options.response.id)))
    .limit(1);
  if (!passkey) return false;
  try {
    const result = await verifyAuthenticationResponse({
      response: options.response,
      ...expectedBy(options.rp, options.challenge),
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    if (!result.verified) return false;
    await db
      .update(staffPasskeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: options.now })
      .where(eq(staffPasskeys.id, passkey.id));
    return true;
  } catch {
    return false;
  }
}

/** Deletes passkey `id` of staff member `staffId`; returns whether there was one. */
export async function removePasskey(db: Db, staffId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
    .returning({ id: staffPasskeys.id });
  return gone.length > 0;
}
