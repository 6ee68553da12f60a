/**
 * A TCP proxy on 127.0.0.1 between the app's pool and PostgreSQL that can misbehave on cue:
 * `stall` stops forwarding bytes both ways and leaves new connections
 * hanging, like a SIGSTOPped server or a network partition; `restart(ms)` drops every
 * connection and refuses new ones for `ms`, like a PostgreSQL restart; `heal()` returns to
 * normal. Only loopback addresses are used.
 */
import net from 'node:net';

export interface FaultProxy {
  /** postgres URL that goes through the proxy. */
  url: string;
  stall(): void;
  restart(downMs: number): Promise<void>;
  heal(): void;
  close(): Promise<void>;
}

/** Starts a proxy in front of the database at `targetUrl`. */
export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  let mode: 'ok' | 'stalled' | 'down' = 'ok';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const waiting = new Set<net.Socket>();

  const connect = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const server = net.createServer((client) => {
    client.on('error', () => client.destroy());
    if (mode === 'down') return client.destroy();
    if (mode === 'stalled') {
      waiting.add(client);
      client.on('close', () => waiting.delete(client));
      return;
    }
    connect(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    stall() {
      mode = 'stalled';
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async restart(downMs) {
      mode = 'down';
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, downMs));
      mode = 'ok';
    },
    heal() {
      mode = 'ok';
      for (const { client, upstream } of [...pairs]) {
        // A stalled connection's protocol state is unknown: drop it, the pool reconnects.
        client.destroy();
        upstream.destroy();
      }
      for (const client of [...waiting]) {
        waiting.delete(client);
        connect(client);
      }
    },
    async close() {
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      for (const client of waiting) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
