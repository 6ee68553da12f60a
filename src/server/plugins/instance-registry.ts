/**
 * Instances know each other (docs/decisions/109-instances-know-each-other.md, docs/deploy.md
 * "Instance check"): when the app gets ready it writes its row in `server_instances`, then
 * looks for another live instance; one alive while REDIS_URL or S3_BUCKET is unset stops the
 * start with a message naming what is missing (without them a font uploaded through one
 * instance is missing on the other). The row's heartbeat is refreshed every 10 s and the row
 * is removed when the app closes. An instance is alive while its heartbeat is under 30 s old,
 * unless it ran on this machine under a process id that is gone (a crash, then a quick restart).
 * The row also says where the instance listens (its port, and HOST or, for 0.0.0.0 and ::, every
 * interface's address), so a printer is never registered at a sibling instance
 * (services/printers/printer-address.ts); the port is the one bound once the server listens.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { serverInstances } from '../db/schema/index';
import type { Config } from '../env';

/** How often an instance refreshes its heartbeat, ms. */
const HEARTBEAT_INTERVAL_MS = 10_000;
/** An instance whose heartbeat is older than this is taken for dead, ms. */
export const INSTANCE_ALIVE_MS = 30_000;

/** Who this instance is: the machine's host name and the process id. */
export interface InstanceIdentity {
  hostname: string;
  pid: number;
}

/** The start refused: another instance is alive and what they must share is not configured. */
export class InstanceCheckError extends Error {
  override name = 'InstanceCheckError';
}

/** The addresses that reach a server bound to `host`: every interface's for 0.0.0.0 and ::. */
export function listenAddressesOf(host: string): string[] {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare !== '' && bare !== '0.0.0.0' && bare !== '::') return [bare];
  const all = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address.replace(/%.*$/, '')));
  return [...new Set(all)];
}

/** Whether process `pid` runs on this machine. */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The message for a start refused because `other` is alive, naming whichever of REDIS_URL and
 * S3_BUCKET `config` lacks; null when both are set.
 */
export function instanceCheckProblem(
  config: Pick<Config, 'redisUrl' | 's3'>,
  other: InstanceIdentity & { heartbeatAgoMs: number },
): string | null {
  const missing = [config.redisUrl ? null : 'REDIS_URL', config.s3 ? null : 'S3_BUCKET'].filter((m) => m !== null);
  if (missing.length === 0) return null;
  const seconds = Math.max(0, Math.round(other.heartbeatAgoMs / 1000));
  return (
    `Another Chaabi instance is running on this database (${other.hostname}, pid ${other.pid}, heartbeat ${seconds} s ago). ` +
    `Instances that share a database must share rate limits and uploaded files: set ${missing.join(' and ')} ` +
    `(docs/deploy.md "Instance check"), or stop the other instance.`
  );
}

/**
 * Announces the app in `db` when it gets ready and removes it when it closes.
 * `identity` defaults to this machine and process. @throws InstanceCheckError from `ready()`.
 */
export function installInstanceRegistry(
  app: FastifyInstance,
  options: {
    db: Db;
    config: Pick<Config, 'redisUrl' | 's3'> & Partial<Pick<Config, 'host' | 'port'>>;
    now: () => Date;
    identity?: InstanceIdentity;
  },
): void {
  const { db, now } = options;
  const identity = options.identity ?? { hostname: os.hostname(), pid: process.pid };
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const listen = { listenPort: options.config.port ?? null, listenAddresses: listenAddressesOf(options.config.host ?? '0.0.0.0') };

  const beat = async () => {
    const at = now();
    const updated = await db.update(serverInstances).set({ heartbeatAt: at }).where(eq(serverInstances.id, id)).returning();
    if (updated.length === 0) await db.insert(serverInstances).values({ id, ...identity, ...listen, startedAt: at, heartbeatAt: at });
  };

  app.addHook('onListen', async () => {
    // PORT=0 (tests, some platforms) binds a port chosen at listen: record that one.
    const bound = app.server.address();
    if (!bound || typeof bound === 'string' || bound.port === listen.listenPort) return;
    listen.listenPort = bound.port;
    await db.update(serverInstances).set({ listenPort: bound.port }).where(eq(serverInstances.id, id));
  });

  app.addHook('onReady', async () => {
    const at = now();
    // Our row first, then the look: of two instances starting together, at least one sees the other.
    await db.insert(serverInstances).values({ id, ...identity, ...listen, startedAt: at, heartbeatAt: at });
    await db.delete(serverInstances).where(lt(serverInstances.heartbeatAt, new Date(at.getTime() - INSTANCE_ALIVE_MS)));
    const others = await db
      .select()
      .from(serverInstances)
      .where(and(ne(serverInstances.id, id), gte(serverInstances.heartbeatAt, new Date(at.getTime() - INSTANCE_ALIVE_MS))));
    const alive = [];
    for (const other of others) {
      // On this machine a process that is gone (or was this very process id before a restart) is dead.
      const gone = other.hostname === identity.hostname && (other.pid === identity.pid || !processRuns(other.pid));
      if (gone) await db.delete(serverInstances).where(eq(serverInstances.id, other.id));
      else alive.push(other);
    }
    const other = alive[0];
    const problem = other
      ? instanceCheckProblem(options.config, { ...other, heartbeatAgoMs: at.getTime() - other.heartbeatAt.getTime() })
      : null;
    if (problem) {
      await db.delete(serverInstances).where(eq(serverInstances.id, id));
      throw new InstanceCheckError(problem);
    }
    if (other) app.log.info({ instances: alive.length + 1 }, 'other instances on this database share Redis and S3');
    timer = setInterval(() => {
      beat().catch((error: unknown) => app.log.warn({ err: error }, 'instance heartbeat failed (retried in 10 s)'));
    }, HEARTBEAT_INTERVAL_MS);
    timer.unref();
  });

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    try {
      await db.delete(serverInstances).where(eq(serverInstances.id, id));
    } catch (error) {
      app.log.warn({ err: error }, 'could not remove this instance’s row (it expires in 30 s)');
    }
  });
}
