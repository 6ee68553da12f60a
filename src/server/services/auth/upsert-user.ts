/**
 * Creates or updates the user from the issuer's ID token claims (docs/decisions/015). Users are
 * matched by e-mail (unique in docs/product.md#users-and-registry); a new user gets a random UUID
 * id and a registry row. An e-mail the issuer has not verified is refused: matching on it would let
 * anyone take over an account by claiming its address.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerRegistry, users } from '../../db/schema/index';
import type { UserRow } from './user-view';

/** The ID token claims (we read email, email_verified, given_name, family_name, name, picture). */
export type IdentityClaims = Readonly<Record<string, unknown>>;

function text(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
}

/** Upserts the user, a new one dated `now` (the shop's clock); throws when the token has no verified e-mail. */
export async function upsertUserFromClaims(db: Db, claims: IdentityClaims, now: Date): Promise<UserRow> {
  const email = text(claims.email, 320)?.toLowerCase();
  if (!email || claims.email_verified === false) throw new Error('the issuer returned no verified e-mail');
  let firstName = text(claims.given_name, 100);
  let lastName = text(claims.family_name, 100);
  const fullName = text(claims.name);
  if (!firstName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first ?? null;
    lastName = lastName ?? (rest.join(' ') || null);
  }
  const picture = text(claims.picture, 2048);
  const profileImageUrl = picture && /^https:\/\//.test(picture) ? picture : null;

  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ id: randomUUID(), email, firstName, lastName, profileImageUrl, createdAt: now })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          // Keep what we have when the issuer sends nothing for a field.
          firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
          lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
          profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
        },
      })
      .returning();
    await tx
      .insert(customerRegistry)
      .values({ userId: user!.id, registrationSource: 'website', lastActivityAt: now, createdAt: now })
      .onConflictDoUpdate({ target: customerRegistry.userId, set: { lastActivityAt: now } });
    return user!;
  });
}
