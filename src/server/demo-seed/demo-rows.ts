/** The shapes the demo data set is generated in (docs/product.md#demo-data). */
import type * as schema from '../db/schema/index';
import type { DraftDocument } from './documents';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The catalogue the designs are drawn from. */
export interface DemoCatalogue {
  fonts: { value: string; displayName: string; script: string }[];
  colours: {
    value: string;
    displayName: string;
    fontColor: string;
    backgroundColor: string;
    textFilament: string;
    plateFilament: string;
  }[];
}

/** Everything generated, table by table. */
export interface DemoRows {
  orders: Insert<typeof schema.orders>[];
  payments: Insert<typeof schema.payments>[];
  refunds: Insert<typeof schema.refunds>[];
  shipments: Insert<typeof schema.shipments>[];
  dealers: Insert<typeof schema.dealers>[];
  ledger: Insert<typeof schema.dealerCreditTransactions>[];
  plates: Insert<typeof schema.plates>[];
  plateKeychains: Insert<typeof schema.plateKeychains>[];
  documents: DraftDocument[];
}
