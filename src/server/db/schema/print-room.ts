/** The print room's settings: one row (id 1), changed by the admin without a deploy (docs/print-room.md). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const printRoomSettings = pgTable(
  'print_room_settings',
  {
    /** Always 1: the shop has one print room. */
    id: integer('id').primaryKey().default(1),
    /** Layer height the plates are sliced at, µm (200 = 0.2 mm): whole numbers, so heights add up exactly. */
    layerHeightUm: integer('layer_height_um').notNull().default(200),
    /** First layer height, µm. */
    firstLayerHeightUm: integer('first_layer_height_um').notNull().default(200),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('print_room_settings_single_row', sql`${t.id} = 1`),
    check('print_room_settings_layer_height', sql`${t.layerHeightUm} between 50 and 600`),
    check('print_room_settings_first_layer_height', sql`${t.firstLayerHeightUm} between 50 and 600`),
  ],
);
