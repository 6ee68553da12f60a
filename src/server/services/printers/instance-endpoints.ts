/**
 * Where the shop's live instances listen, as their heartbeat rows record it
 * (plugins/instance-registry.ts, docs/decisions/109-instances-know-each-other.md): what a printer
 * address may never be (services/printers/printer-address.ts).
 */
import os from 'node:os';
import net from 'node:net';
import { and, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverInstances } from '../../db/schema/index';

/** One host and port an instance listens on. */
export interface InstanceEndpoint {
  host: string;
  port: number;
}

/** Loopback: on another machine it means that machine, not this one. */
function isLoopback(address: string): boolean {
  if (net.isIPv4(address)) return address.startsWith('127.');
  return address === '::1' || address.toLowerCase() === 'localhost';
}

/**
 * Every address and port recorded by instances whose heartbeat is under `aliveMs` old at `now()`.
 * The loopback addresses of an instance on another machine (`thisHostname` differs) are left out:
 * from here they reach this machine, not it. @throws what the database throws.
 */
export async function listInstanceEndpoints(
  db: Db,
  options: { now: () => Date; aliveMs: number; thisHostname?: string },
): Promise<InstanceEndpoint[]> {
  const thisHostname = options.thisHostname ?? os.hostname();
  const rows = await db
    .select({ hostname: serverInstances.hostname, port: serverInstances.listenPort, addresses: serverInstances.listenAddresses })
    .from(serverInstances)
    .where(
      and(gte(serverInstances.heartbeatAt, new Date(options.now().getTime() - options.aliveMs)), isNotNull(serverInstances.listenPort)),
    );
  return rows.flatMap((row) =>
    (row.addresses ?? [])
      .filter((address) => row.hostname === thisHostname || !isLoopback(address))
      .map((host) => ({ host, port: row.port! })),
  );
}
