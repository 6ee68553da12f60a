/** The print room's settings: one row (id 1), changed by the admin without a deploy (docs/print-room.md). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { updatedAtColumn } from './columns';

export const printRoomSettings = pgTable(
  'print_room_settings',
  {
    /** Always 1: the shop has one print room. */
    id: integer('id').primaryKey().default(1),
    /** Layer height the plates are sliced at, µm (200 = 0.2 mm): whole numbers, so heights add up exactly. */
    layerHeightUm: integer('layer_height_um').notNull().default(200),
    /** First layer height, µm. */
    firstLayerHeightUm: integer('first_layer_height_um').notNull().default(200),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('print_room_settings_single_row', sql`${t.id} = 1`),
    check('print_room_settings_layer_height', sql`${t.layerHeightUm} between 50 and 600`),
    check('print_room_settings_first_layer_height', sql`${t.firstLayerHeightUm} between 50 and 600`),
  ],
);

/**
 * A build plate: keychains of one colour combination printed together (docs/print-room.md#plates).
 * state: queued → printing → printed → checked (each keychain then passed or failed).
 */
export const plates = pgTable(
  'plates',
  {
    id: serial('id').primaryKey(),
    /** `<fontColor>-on-<backgroundColor>`, lower-case hex without '#'. */
    colourKey: text('colour_key').notNull(),
    /** The colour combination's display name when the plate was made. */
    colourName: text('colour_name').notNull(),
    fontColor: text('font_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    textFilamentName: text('text_filament_name').notNull(),
    plateFilamentName: text('plate_filament_name').notNull(),
    state: text('state').notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** PrusaSlicer's estimated print time of the plate's G-code, seconds; null until sliced. */
    estimatedSeconds: integer('estimated_seconds'),
    /** PrusaSlicer's filament estimate, milligrams (whole numbers); null until sliced. */
    filamentMg: integer('filament_mg'),
  },
  (t) => [
    check('plates_state_check', sql`${t.state} in ('queued', 'printing', 'printed', 'checked')`),
    index('plates_created_at_idx').on(t.createdAt),
    index('plates_printed_at_idx').on(t.printedAt),
    index('plates_checked_at_idx').on(t.checkedAt),
  ],
);

/**
 * One keychain (an order's n-th design, 0-based) on a plate, and its quality check: null until
 * checked, then passed or failed. A keychain is on at most one plate that has not failed it.
 */
export const plateKeychains = pgTable(
  'plate_keychains',
  {
    plateId: integer('plate_id')
      .notNull()
      .references(() => plates.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    keychainIndex: integer('keychain_index').notNull(),
    /** Position on the plate, 0-based (the 3MF's object order). */
    slot: integer('slot').notNull(),
    result: text('result'),
  },
  (t) => [
    primaryKey({ columns: [t.plateId, t.orderId, t.keychainIndex] }),
    check('plate_keychains_result_check', sql`${t.result} is null or ${t.result} in ('passed', 'failed')`),
    uniqueIndex('plate_keychains_live_idx')
      .on(t.orderId, t.keychainIndex)
      .where(sql`${t.result} is distinct from 'failed'`),
    index('plate_keychains_order_idx').on(t.orderId),
    // With the plate, so the dashboard's failed and reprinted counts read this index alone.
    index('plate_keychains_failed_idx')
      .on(t.orderId, t.keychainIndex, t.plateId)
      .where(sql`${t.result} = 'failed'`),
  ],
);
