import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEALER_CREDIT_PRICE_PAISE } from '#shared/pricing';
import { postalAddress } from '#shared/schemas/contact';
import { insufficientCreditsMessage } from '#shared/schemas/dealer';
import { type DealerCreateOrderRequest, type DealerCreateOrderResponse } from '#shared/schemas/dealer-portal';
import type { Db } from '../../db/client';
import { dealerCreditTransactions, dealers, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { resolveKeychainDesigns } from '../catalog/resolve-keychain-designs';
import { loadFontNames, queueDealerOrderEmails } from '../email/order-emails';
import { confirmPaidOrder } from '../orders/confirm-paid-order';
import type { PrintabilityChecker } from '../stl/printability-guard';
import type { OptionsCache } from '../catalog/list-customization-options';
import { countOf } from '#shared/plural';

/**
 * A dealer orders for a customer with credits (docs/product.md#dealer-flows,
 * docs/product.md#dealer-inputs; docs/decisions/060-dealer-credit-ledger.md): one credit per
 * keychain sent. ONE conditional UPDATE debits the balance only if it covers the order (`WHERE
 * keychain_credits >= n`: PostgreSQL re-checks it on the latest row version after a concurrent
 * debit commits), in the same transaction as the order and its ledger row. The order is prepaid:
 * payment_status 'completed', total_price the credits' value at ₹130 (docs/decisions/014). The
 * designs are checked against the catalogue before any credit moves and stored with the catalogue's
 * colours (resolveKeychainDesigns).
 * @throws AppError BAD_REQUEST for a font or colour combination the shop does not offer;
 * CONFLICT 'You need {n} credits but only have {m}'.
 */
export async function createDealerOrder(
  db: Db,
  options: {
    dealerId: number;
    order: z.output<typeof DealerCreateOrderRequest>;
    now: Date;
    printability: PrintabilityChecker;
    optionsCache: OptionsCache;
  },
): Promise<DealerCreateOrderResponse> {
  const { order, now } = options;
  const keychains = await resolveKeychainDesigns(db, {
    keychains: order.keychains,
    printability: options.printability,
    optionsCache: options.optionsCache,
  });
  const credits = keychains.length;
  // Read before the transaction: nothing but the writes runs while the dealer row is locked.
  const fontNames = await loadFontNames(db);
  const [contact] = await db
    .select({ email: dealers.email, ownerName: dealers.ownerName, businessName: dealers.businessName })
    .from(dealers)
    .where(eq(dealers.id, options.dealerId));
  return db.transaction(async (tx) => {
    // The guarded UPDATE comes first and locks the dealer row before the ledger row takes its id,
    // so ledger ids follow the order in which the balance changes.
    const [debited] = await tx
      .update(dealers)
      .set({
        keychainCredits: sql`${dealers.keychainCredits} - ${credits}`,
        totalCreditsUsed: sql`${dealers.totalCreditsUsed} + ${credits}`,
        totalOrders: sql`${dealers.totalOrders} + 1`,
      })
      .where(and(eq(dealers.id, options.dealerId), gte(dealers.keychainCredits, credits)))
      .returning({ balance: dealers.keychainCredits });
    if (!debited) {
      const [dealer] = await tx.select({ credits: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, options.dealerId));
      throw new AppError('CONFLICT', insufficientCreditsMessage(credits, dealer?.credits ?? 0));
    }
    const values = {
      dealerId: options.dealerId,
      orderType: 'dealer',
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      keychains,
      quantity: credits,
      totalPaise: credits * DEALER_CREDIT_PRICE_PAISE,
      shippingAddress: postalAddress(order.shippingAddress),
      specialInstructions: order.specialInstructions || null,
      paymentStatus: 'completed',
      createdAt: now,
    } satisfies typeof orders.$inferInsert;
    const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
    // Paid by credits, so confirmed at once (orders/confirm-paid-order.ts, docs/product.md#order-status).
    await confirmPaidOrder(tx, row!.id, 'payment:dealer_credits', now);
    await tx.insert(dealerCreditTransactions).values({
      dealerId: options.dealerId,
      type: 'order',
      amount: -credits,
      balanceAfter: debited.balance,
      description: `Order #${row!.id}: ${countOf(credits, 'keychain')}`,
      paymentStatus: 'completed',
      orderId: row!.id,
      createdAt: now,
    });
    if (contact) {
      await queueDealerOrderEmails(tx, {
        order: { ...values, id: row!.id },
        dealer: contact,
        creditsDeducted: credits,
        balance: debited.balance,
        fontNames,
        now,
      });
    }
    return { orderId: row!.id, creditsDeducted: credits, balance: debited.balance };
  });
}
