/**
 * Issues tax invoices (or bills of supply) and credit notes inside the transaction that records
 * the payment or the refund, numbering them from a locked counter row per series and financial
 * year (docs/decisions/050-invoice-numbering.md; CGST Rules 2017, rules 46, 49 and 53).
 */
import { and, eq, sql } from 'drizzle-orm';
import { gstStateByCode, gstStateByName } from '#shared/gst-states';
import { documentSeries, financialYearOf, formatDocumentNumber, shareEvenly, spreadDiscount } from '#shared/gst-invoice';
import type { Tx } from '../../db/client';
import { dealerCreditTransactions, dealers, documentCounters, orders, taxDocuments } from '../../db/schema/index';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import { getBusinessSettings } from '../settings/business-settings';
import { invoiceValues, type InvoiceDraft } from './tax-document-rows';
import { formatRupeesWithPaise } from '#shared/money';
import { countOf } from '#shared/plural';
import { keychainStyle } from '#shared/keychain-style';
import { loadFontNames } from '../email/order-emails';

/** An issued document as its callers need it. */
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** An address as stored on orders and dealers; `stateCode` when the address carries one. */
interface AddressLike {
  street: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  stateCode?: string | null;
}

/**
 * The GST state code of an address: its stored code when it has one, else the code its state
 * name means (shared/gst-states), else undefined.
 */
export function addressStateCode(address: AddressLike): string | undefined {
  if (address.stateCode && gstStateByCode(address.stateCode)) return address.stateCode;
  return gstStateByName(address.state)?.code;
}

function addressLines(address: AddressLike): string {
  return [address.street, address.addressLine2, `${address.city} ${address.zipCode}`.trim(), address.country].filter(Boolean).join(', ');
}

/**
 * "Keychain 'Aarav' — Pacifico, Light Pink": the line as the buyer chose it, in the catalogue's
 * display names (keychainStyle, docs/product.md#customization-options; `fontNames` from loadFontNames).
 */
export function describeKeychainLine(design: KeychainDesign, fontNames: ReadonlyMap<string, string>): string {
  return `Keychain '${design.customText}' — ${keychainStyle(design, fontNames)}`;
}

/**
 * Takes the next serial of a series (`CH/25-26`): one `INSERT … ON CONFLICT DO UPDATE … RETURNING`
 * on the series' counter row, which stays locked until the caller's transaction ends. A rollback
 * gives the number back, so serials have no gaps and no two transactions share one.
 */
export async function allocateSerial(tx: Tx, series: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, lastSerial: 1 })
    .onConflictDoUpdate({ target: documentCounters.series, set: { lastSerial: sql`${documentCounters.lastSerial} + 1` } })
    .returning({ lastSerial: documentCounters.lastSerial });
  return row!.lastSerial;
}

async function insertInvoice(tx: Tx, draft: InvoiceDraft, now: Date): Promise<TaxDocumentRow> {
  const settings = await getBusinessSettings(tx);
  const series = documentSeries(settings.invoicePrefix, financialYearOf(now));
  const serial = await allocateSerial(tx, series);
  const number = formatDocumentNumber(series, serial);
  const [row] = await tx
    .insert(taxDocuments)
    .values(invoiceValues(settings, draft, { series, serial, number, now }))
    .returning();
  return row!;
}

/**
 * The place of supply when the buyer's state is unknown: the seller's own state (IGST Act 2017,
 * s. 10(1)(a) reads the delivery address; with no usable state we fall back to the supplier's
 * location as s. 12(2)(b)(ii) does for services).
 */
function placeOrSeller(code: string | undefined, sellerCode: string): { stateCode: string; stateName: string } {
  const state = (code && gstStateByCode(code)) || gstStateByCode(sellerCode);
  return { stateCode: state?.code ?? sellerCode, stateName: state?.name ?? sellerCode };
}

/**
 * How an order is paid as its invoice prints it (docs/product.md#cash-on-delivery): "Paid online",
 * "Cash on delivery — ₹540.00 to collect", or with an advance "Cash on delivery — Paid online
 * ₹100.00, To collect ₹440.00".
 */
export function paymentModeOf(order: { paymentMethod: string; codAdvancePaise: number; codCollectPaise: number }): string {
  if (order.paymentMethod !== 'cod') return 'Paid online';
  if (order.codAdvancePaise > 0) {
    return `Cash on delivery — Paid online ${formatRupeesWithPaise(order.codAdvancePaise)}, To collect ${formatRupeesWithPaise(order.codCollectPaise)}`;
  }
  return `Cash on delivery — ${formatRupeesWithPaise(order.codCollectPaise)} to collect`;
}

/**
 * Issues the invoice of a shop order, inside the transaction that records its time of supply
 * (the order row is already locked there): an online order's at its payment (markPaid), a cash on
 * delivery order's at dispatch (`at: 'dispatch'`, the shipment's booking: CGST Act s. 12(2)(a),
 * docs/product.md#cash-on-delivery); a COD order asked for at payment (its advance) gets none yet.
 * One invoice per order: a second call returns the first. Dealer orders (paid by credits) get
 * none: their invoice was issued when the credits were bought.
 * `now` is the shop's clock: it dates the invoice and picks its financial year.
 */
export async function issueOrderInvoice(
  tx: Tx,
  options: { orderId: number; now: Date; at?: 'payment' | 'dispatch' },
): Promise<TaxDocumentRow | null> {
  const [existing] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, options.orderId), eq(taxDocuments.kind, 'invoice')));
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId));
  if (!order || order.orderType === 'dealer') return null;
  if (order.paymentMethod === 'cod' && options.at !== 'dispatch') return null;
  const settings = await getBusinessSettings(tx);
  const address = order.shippingAddress;
  const place = placeOrSeller(addressStateCode(address), settings.stateCode);
  // Discounts shown on the invoice reduce the taxable value (CGST Act s. 15(3)(a)): each line keeps
  // its gross price and carries its share of them (docs/product.md#discounts-on-the-invoice).
  const discountPaise = order.couponDiscountPaise + order.prepaidDiscountPaise;
  // The COD fee is its own line, taxed with the keychains it comes with: an incidental charge is
  // part of the value of the supply (CGST Act s.15(2)(c); docs/product.md#cash-on-delivery).
  const prices = shareEvenly(order.totalPaise - order.codFeePaise + discountPaise, Math.max(1, order.keychains.length));
  const shares = spreadDiscount(prices, discountPaise);
  const fontNames = await loadFontNames(tx);
  const lines = order.keychains.length
    ? order.keychains.map((design, i) => ({
        description: describeKeychainLine(design, fontNames),
        hsnCode: settings.hsnCode,
        quantity: 1,
        pricePaise: prices[i]!,
        discountPaise: shares[i]!,
      }))
    : [
        {
          description: 'Custom keychain',
          hsnCode: settings.hsnCode,
          quantity: order.quantity,
          pricePaise: prices[0]!,
          discountPaise: shares[0]!,
        },
      ];
  if (order.codFeePaise > 0) {
    lines.push({
      description: 'Cash on delivery fee',
      hsnCode: settings.hsnCode,
      quantity: 1,
      pricePaise: order.codFeePaise,
      discountPaise: 0,
    });
  }
  const discounts = [
    ...(order.couponDiscountPaise > 0
      ? [{ label: `Coupon ${order.couponCode ?? ''}`.trim(), code: order.couponCode, amountPaise: order.couponDiscountPaise }]
      : []),
    ...(order.prepaidDiscountPaise > 0 ? [{ label: 'Prepaid discount', code: null, amountPaise: order.prepaidDiscountPaise }] : []),
  ];
  return insertInvoice(
    tx,
    {
      buyer: { name: order.customerName, address: addressLines(address), ...place, gstin: null, email: null, phone: null },
      lines,
      discounts,
      reference: `Order #${order.id}`,
      paymentMode: paymentModeOf(order),
      orderId: order.id,
    },
    options.now,
  );
}

/**
 * Issues the invoice of a paid dealer credit purchase (the purchase intent's ledger row), inside
 * markPaid's transaction. A dealer with a GSTIN gets a B2B invoice carrying it (rule 46(e)).
 * One invoice per purchase: a second call returns the first.
 */
export async function issueCreditPurchaseInvoice(
  tx: Tx,
  options: { creditTransactionId: number; now: Date },
): Promise<TaxDocumentRow | null> {
  const [existing] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.creditTransactionId, options.creditTransactionId), eq(taxDocuments.kind, 'invoice')));
  if (existing) return existing;
  const [row] = await tx
    .select({ intent: dealerCreditTransactions, dealer: dealers })
    .from(dealerCreditTransactions)
    .innerJoin(dealers, eq(dealers.id, dealerCreditTransactions.dealerId))
    .where(eq(dealerCreditTransactions.id, options.creditTransactionId));
  if (!row || row.intent.paymentStatus !== 'completed') return null;
  const settings = await getBusinessSettings(tx);
  const address = row.dealer.businessAddress;
  const gstinState = row.dealer.gstin?.slice(0, 2);
  const place = placeOrSeller(gstinState ?? addressStateCode(address), settings.stateCode);
  const credits = row.intent.amount;
  return insertInvoice(
    tx,
    {
      buyer: {
        name: row.dealer.businessName,
        address: addressLines(address),
        ...place,
        gstin: row.dealer.gstin,
        email: row.dealer.email,
        phone: row.dealer.phoneNumber,
      },
      lines: [
        {
          description: `Keychain credits (${countOf(credits, 'custom keychain')})`,
          hsnCode: settings.hsnCode,
          quantity: credits,
          pricePaise: row.intent.paymentAmountPaise ?? 0,
        },
      ],
      reference: `Keychain credits, purchase #${row.intent.id}`,
      creditTransactionId: row.intent.id,
      dealerId: row.dealer.id,
    },
    options.now,
  );
}
