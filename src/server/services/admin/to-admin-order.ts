import { paiseToDecimal } from '#shared/money';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import type { OrderRefund } from '#shared/schemas/refund';
import { postalAddress } from '#shared/schemas/contact';
import { codShortfallPaise } from '#shared/schemas/cod-remittances';
import type { orders } from '../../db/schema/index';

type OrderRow = typeof orders.$inferSelect;

/**
 * Maps an orders row to the admin view (docs/product.md#orders): ISO dates, legacy single-design
 * fields from the first keychain.
 */
export function toAdminOrder(
  row: OrderRow,
  dealerName: string | null = null,
  paymentFlag: string | null = null,
  documents: { invoiceNumber: string | null; creditNoteNumber: string | null } = { invoiceNumber: null, creditNoteNumber: null },
  refunds: { refunds: OrderRefund[]; refundablePaise: number } = { refunds: [], refundablePaise: 0 },
): AdminOrder {
  const first = row.keychains[0];
  return {
    id: row.id,
    userId: row.userId,
    dealerId: row.dealerId,
    dealerName,
    orderType: row.orderType,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    modelId: row.modelId,
    keychains: row.keychains.map((k) => ({
      customText: k.customText,
      fontFamily: k.fontFamily,
      textColor: k.textColor,
      ...(k.colorCombination ? { colorCombination: k.colorCombination } : {}),
    })),
    quantity: row.quantity,
    totalPrice: paiseToDecimal(row.totalPaise),
    status: row.status,
    shippingAddress: postalAddress(row.shippingAddress),
    specialInstructions: row.specialInstructions,
    razorpayOrderId: row.razorpayOrderId,
    paymentId: row.paymentId,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod === 'cod' ? 'cod' : 'online',
    codFeePaise: row.codFeePaise,
    codCollectPaise: row.codCollectPaise,
    codAdvancePaise: row.codAdvancePaise,
    codCollectedPaise: row.codCollectedPaise,
    codRemittedAt: row.codRemittedAt?.toISOString() ?? null,
    codUtr: row.codUtr,
    codRemittedPaise: row.codRemittedPaise,
    codShortfallPaise: codShortfallPaise({
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      collectPaise: row.codCollectPaise,
      collectedPaise: row.codCollectedPaise,
      remittedPaise: row.codRemittedPaise,
    }),
    codConfirmedAt: row.codConfirmedAt?.toISOString() ?? null,
    paymentError: row.paymentError,
    paymentFlag,
    invoiceNumber: documents.invoiceNumber,
    creditNoteNumber: documents.creditNoteNumber,
    refunds: refunds.refunds,
    refundablePaise: refunds.refundablePaise,
    orderStatus: row.orderStatus,
    customText: first?.customText ?? null,
    fontFamily: first?.fontFamily ?? null,
    textColor: first?.textColor ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
