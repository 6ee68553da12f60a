/**
 * The dealer volume offer (docs/product.md#dealer-volume-bonus): a purchase of at least
 * `minCredits` credits earns `percent` % of them extra, free, rounded down to a whole credit.
 */
import { z } from 'zod';

/** Smallest and largest purchase size an offer may start at (a purchase is 10-10,000 credits). */
export const VOLUME_BONUS_MIN_CREDITS = { min: 10, max: 10_000 } as const;

export const VOLUME_BONUS_MESSAGES = {
  minCredits: 'The purchase size is a whole number of credits from 10 to 10,000',
  percent: 'The bonus is a whole percent from 1 to 100',
} as const;

/** A dealer's volume offer: `percent` % extra credits on purchases of `minCredits` or more. */
export const DealerVolumeBonus = z.object({
  minCredits: z
    .number({ error: VOLUME_BONUS_MESSAGES.minCredits })
    .int(VOLUME_BONUS_MESSAGES.minCredits)
    .min(VOLUME_BONUS_MIN_CREDITS.min, VOLUME_BONUS_MESSAGES.minCredits)
    .max(VOLUME_BONUS_MIN_CREDITS.max, VOLUME_BONUS_MESSAGES.minCredits),
  percent: z
    .number({ error: VOLUME_BONUS_MESSAGES.percent })
    .int(VOLUME_BONUS_MESSAGES.percent)
    .min(1, VOLUME_BONUS_MESSAGES.percent)
    .max(100, VOLUME_BONUS_MESSAGES.percent),
});
export type DealerVolumeBonus = z.infer<typeof DealerVolumeBonus>;

/** PUT /api/admin/dealers/:dealerId/volume-bonus body: the offer, or null to end it. */
export const SetVolumeBonusRequest = z.object({ volumeBonus: DealerVolumeBonus.nullable() });
export type SetVolumeBonusRequest = z.infer<typeof SetVolumeBonusRequest>;

/**
 * Free credits a purchase of `credits` earns under `bonus` (null: no offer): ⌊credits × percent
 * ÷ 100⌋ from `minCredits` up, else 0. 150 credits at 10 % from 100 → 15; 99 → 0; 105 at 10 % → 10.
 */
export function volumeBonusCredits(credits: number, bonus: DealerVolumeBonus | null): number {
  if (!bonus || credits < bonus.minCredits) return 0;
  return Math.floor((credits * bonus.percent) / 100);
}

/** "Buy 100 or more and get 10 % extra" (the dealer portal and the admin's dealer card). */
export function volumeBonusOffer(bonus: DealerVolumeBonus): string {
  return `Buy ${bonus.minCredits} or more and get ${bonus.percent} % extra`;
}
