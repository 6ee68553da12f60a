/**
 * The running server instances on this database (docs/decisions/109-instances-know-each-other.md):
 * each writes its row at start, refreshes the heartbeat every 10 s and removes the row when it
 * stops. A row whose heartbeat is older than 30 s belongs to an instance that crashed.
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One running instance. */
export const serverInstances = pgTable('server_instances', {
  /** Random per start (UUID). */
  id: text('id').primaryKey(),
  /** The machine's host name and the process id, for the message another instance prints. */
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
  /**
   * Where the instance listens: its port and the addresses that reach it (its HOST, or every
   * interface's address when HOST is 0.0.0.0 or ::), so a printer is never registered at a
   * sibling instance (services/printers/printer-address.ts). Null for rows of older versions.
   */
  listenPort: integer('listen_port'),
  listenAddresses: jsonb('listen_addresses').$type<string[]>(),
});
