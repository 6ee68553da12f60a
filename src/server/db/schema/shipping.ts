/**
 * Shipments and their tracking events (docs/decisions/053-shipping-provider.md). One shipment
 * per order: the row is also our own idempotency record with the courier, which has no
 * duplicate protection of its own, so every step it has done (order, AWB, label) is written
 * down before the next one is asked for.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns';
import { orders } from './orders';

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** requesting: a request holds the claim (since claimed_at); created: the AWB and label exist. */
    state: text('state').notNull().default('requesting'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The courier's own ids, kept as soon as it answers, so a retry resumes instead of repeating. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courier: text('courier'),
    trackingUrl: text('tracking_url'),
    providerLabelUrl: text('provider_label_url'),
    /** The latest tracking status reached (it never moves backwards; see record-tracking-event.ts). */
    trackingStatus: text('tracking_status'),
    trackingAt: timestamp('tracking_at', { withTimezone: true }),
    /** Expected delivery (YYYY-MM-DD, Asia/Kolkata) as the courier last said. */
    expectedDelivery: text('expected_delivery'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('shipments_order_id_idx').on(t.orderId),
    uniqueIndex('shipments_awb_idx').on(t.awb),
    check('shipments_state_check', sql`${t.state} in ('requesting', 'created')`),
  ],
);

/** Every tracking event a courier reported, once each (its key is the courier's event identity). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    status: text('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_event_key_idx').on(t.eventKey), index('shipment_events_shipment_id_idx').on(t.shipmentId)],
);
