/** The print room's printers and the plates sent to them (docs/print-room.md#printers). */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PrinterState } from '#shared/schemas/printers';
import { plates } from './print-room';

/** A printer reached over its REST API. */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** prusalink | moonraker | octoprint */
    kind: text('kind').notNull(),
    /** Base URL, http(s), no credentials, no trailing slash. */
    url: text('url').notNull(),
    /** The API key sealed with AES-256-GCM (lib/secret-box.ts); '' when the printer needs none. */
    apiKeySealed: text('api_key_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The poller's last reading; null before the first. */
    lastState: jsonb('last_state').$type<PrinterState>(),
    stateReadAt: timestamp('state_read_at', { withTimezone: true }),
  },
  (t) => [check('printers_kind_check', sql`${t.kind} in ('prusalink', 'moonraker', 'octoprint')`)],
);

/**
 * A plate sent to a printer: one row per plate (the primary key), so a plate sent twice at once
 * starts once. The row is removed again when the printer does not take the plate.
 */
export const plateSends = pgTable(
  'plate_sends',
  {
    plateId: integer('plate_id')
      .primaryKey()
      .references(() => plates.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    /** sending → started */
    state: text('state').notNull().default('sending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('plate_sends_state_check', sql`${t.state} in ('sending', 'started')`)],
);
