/**
 * PIN hashing (docs/decisions/014-dealer-pin-security.md): the stored value is
 * argon2id(HMAC-SHA256(PIN_PEPPER, pin)); the pepper never enters the database, so a leaked
 * table alone cannot be brute-forced over the 10^4-10^6 PIN space.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet's argon2id minimum: m = 19 MiB, t = 2, p = 1. */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

function pepperedPin(pepper: string, pin: string): string {
  return createHmac('sha256', pepper).update(pin, 'utf8').digest('base64');
}

/** The stored hash of a PIN. */
export function hashPin(pepper: string, pin: string): Promise<string> {
  return hash(pepperedPin(pepper, pin), ARGON2_OPTIONS);
}

/** True when `pin` matches `storedHash`; false for a malformed hash. */
export async function verifyPin(storedHash: string, pepper: string, pin: string): Promise<boolean> {
  try {
    return await verify(storedHash, pepperedPin(pepper, pin));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** A verify against a random hash with the same cost, so an unknown phone takes as long as a wrong PIN. */
export async function dummyVerifyPin(pepper: string, pin: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('base64'), ARGON2_OPTIONS);
  await verifyPin(await dummyHash, pepper, pin);
  return false;
}

/** The throttle key of a PIN value ('pin:<hmac>'): counts sprays of one PIN over many phones without storing it. */
export function pinThrottleKey(pepper: string, pin: string): string {
  return `pin:${createHmac('sha256', pepper).update(`throttle:${pin}`, 'utf8').digest('base64url')}`;
}
