/** A loopback port for the tests, the e2e server, the smoke script and the benchmarks. */
import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on: the system gives one, which is closed again at
 * once (a server to start there, or an address that refuses connections).
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
