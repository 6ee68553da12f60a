/**
 * Customer sign-in with OpenID Connect (spec §4 "Auth", docs/decisions/015): authorization code
 * + PKCE (S256), with state and nonce checked by openid-client. The verifier, state, nonce and
 * returnTo wait in a pending `sessions` row until the callback consumes it once.
 */
import * as client from 'openid-client';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consumePendingSignIn, createPendingSignIn } from './customer-session';
import type { OidcTarget } from './oidc-client';
import { safeReturnTo } from './safe-return-to';
import { upsertUserFromClaims } from './upsert-user';

/** Starts a sign-in: stores the pending row and returns where to send the browser. */
export async function startSignIn(
  db: Db,
  target: OidcTarget,
  options: { returnTo: unknown; origin: string; now: Date },
): Promise<{ authorizationUrl: string; pendingSid: string; expire: Date }> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const pending = await createPendingSignIn(
    db,
    {
      codeVerifier,
      state,
      nonce,
      returnTo: safeReturnTo(options.returnTo),
      origin: options.origin,
    },
    options.now,
  );
  const url = client.buildAuthorizationUrl(target.configuration, {
    redirect_uri: target.redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    // Let the shopper pick an account each time (Google), or see the test-account page (dev).
    prompt: target.dev ? 'login' : 'select_account',
  });
  return { authorizationUrl: url.href, pendingSid: pending.sid, expire: pending.expire };
}

/** Takes the pending sign-in named by the cookie; BAD_REQUEST when missing, used or expired at `now`. */
export async function takePendingSignIn(db: Db, pendingSid: string | null, now: Date) {
  const pending = pendingSid ? await consumePendingSignIn(db, pendingSid, now) : null;
  if (!pending) throw new AppError('BAD_REQUEST', 'This sign-in link has expired or was already used. Please sign in again.');
  return pending;
}

/**
 * Completes a sign-in from the callback URL: checks state (BAD_REQUEST when it does not match),
 * exchanges the code with the PKCE verifier, checks the ID token's nonce, and creates or
 * updates the user. Issuer-side failures (denied, bad code) throw other errors for the caller.
 */
export async function completeSignIn(
  db: Db,
  target: OidcTarget,
  pending: { codeVerifier: string; state: string; nonce: string },
  callbackUrl: URL,
  now: Date,
): Promise<{ userId: string }> {
  if (callbackUrl.searchParams.get('state') !== pending.state) {
    throw new AppError('BAD_REQUEST', 'Sign-in state does not match. Please sign in again.');
  }
  const tokens = await client.authorizationCodeGrant(target.configuration, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the issuer returned no ID token');
  const user = await upsertUserFromClaims(db, claims, now);
  return { userId: user.id };
}
