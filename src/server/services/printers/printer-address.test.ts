// Where a printer may be (docs/decisions/108-printers-are-devices-on-the-shop-network.md): the
// refusals, each address a name resolves to checked, a name that changes its answer between
// registration and the request (DNS rebinding), the request connecting to the checked address,
// the 1 MB cut-off without memory growth, and one wording for every unreachable or unexpected answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatedPrinter, type SimulatedPrinter } from '#tests/support/simulated-printer';
import { checkPrinterAddress, PRINTER_ADDRESS_REFUSED, printerAddressRules, type ResolveHost } from './printer-address';
import { printerClientOf } from './choose-printer';
import { PRINTER_UNREACHABLE } from './provider';
import { PRINTER_ANSWER_LIMIT_BYTES, sendToPrinter } from './printer-transport';

/** A resolver over a table of names (a name not in it does not resolve). */
function resolverOf(table: Record<string, string[]>): ResolveHost {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const shopConfig = {
  host: '0.0.0.0',
  port: 3000,
  databaseUrl: 'postgres://shop:pw@db.shop.lan/chaabi',
  redisUrl: 'redis://127.0.0.1:6380',
  smtpUrl: 'smtps://mailer:pw@smtp.shop.lan',
};
const names: Record<string, string[]> = {
  'db.shop.lan': ['10.0.0.5'],
  'smtp.shop.lan': ['10.0.0.9'],
  'printer.lan': ['192.168.1.50'],
  localhost: ['127.0.0.1', '::1'],
  'split.lan': ['192.168.1.51', '169.254.169.254'],
  'sneaky.lan': ['::ffff:169.254.169.254'],
};
const rules = printerAddressRules(shopConfig, { resolve: resolverOf(names), localAddresses: () => ['192.168.1.10', 'fe80::1'] });

describe('printer address rules', () => {
  it.each([
    ['http://169.254.169.254', 'link-local'],
    ['http://[fe80::1]:80', 'link-local'],
    ['http://2852039166', 'link-local (decimal spelling)'],
    ['http://[::ffff:169.254.169.254]', 'link-local (IPv4-mapped)'],
    ['http://100.100.100.200', 'Alibaba metadata'],
    ['http://[fd00:ec2::254]', 'AWS IPv6 metadata'],
    ['http://metadata.google.internal', 'metadata name'],
    ['http://METADATA.google.internal.', 'metadata name, any case, trailing dot'],
    ['http://metadata', 'metadata name'],
    ['http://instance-data', 'metadata name'],
    ['http://127.0.0.1:3000', 'the shop’s own port on loopback'],
    ['http://localhost:3000', 'the shop’s own port by name'],
    ['http://192.168.1.10:3000', 'the shop’s own port on its LAN address'],
    ['http://[::1]:3000', 'the shop’s own port on IPv6 loopback'],
    ['http://10.0.0.5:5432', 'the database'],
    ['http://db.shop.lan:5432', 'the database by its name'],
    ['http://127.0.0.1:6380', 'Redis'],
    ['http://127.0.0.2:6380', 'Redis (another loopback address is this machine too)'],
    ['http://10.0.0.9:465', 'SMTP (smtps default port)'],
    ['http://split.lan', 'a name with one bad address among good ones'],
    ['http://sneaky.lan', 'a name resolving to an IPv4-mapped metadata address'],
  ])('refuses %s (%s)', async (url) => {
    await expect(checkPrinterAddress(url, rules)).rejects.toMatchObject({
      name: 'PrinterAddressRefused',
      message: PRINTER_ADDRESS_REFUSED,
    });
  });

  it.each([
    ['http://192.168.1.50', '192.168.1.50'],
    ['https://printer.lan', '192.168.1.50'],
    ['http://10.0.0.5:80', '10.0.0.5'],
    ['http://172.16.4.4:7125', '172.16.4.4'],
    ['http://127.0.0.1:7125', '127.0.0.1'],
    ['http://localhost:8080', '127.0.0.1'],
    ['http://192.168.1.10:8080', '192.168.1.10'],
  ])('allows %s', async (url, address) => {
    expect(await checkPrinterAddress(url, rules)).toMatchObject({ address });
  });

  it('refuses schemes other than http(s)', async () => {
    await expect(checkPrinterAddress('ftp://192.168.1.50', rules)).rejects.toMatchObject({ name: 'PrinterAddressRefused' });
  });

  it('takes a name that does not resolve at registration, never at a request', async () => {
    expect(await checkPrinterAddress('http://off.lan', rules, { allowUnresolved: true })).toBeNull();
    await expect(checkPrinterAddress('http://off.lan', rules)).rejects.toThrow('does not resolve');
  });
});

describe('requests to printers', () => {
  let sim: SimulatedPrinter;
  beforeAll(async () => {
    sim = await startSimulatedPrinter('prusalink');
  });
  afterAll(async () => sim.close());

  it('a name that resolves to the metadata address at the request is refused there, though it was a LAN address at registration', async () => {
    let answer = '192.168.1.50';
    const rebinding = printerAddressRules(shopConfig, { resolve: async () => [{ address: answer, family: 4 }], localAddresses: () => [] });
    expect(await checkPrinterAddress('http://printer.rebind', rebinding)).toMatchObject({ address: '192.168.1.50' });
    answer = '169.254.169.254';
    const state = await printerClientOf('prusalink', { url: 'http://printer.rebind', apiKey: sim.apiKey, rules: rebinding }).readState();
    expect(state).toEqual({ state: 'error', message: PRINTER_ADDRESS_REFUSED });
  });

  it('connects to the address it checked, not to a second resolution of the name', async () => {
    const port = new URL(sim.url).port;
    let lookups = 0;
    const once = printerAddressRules(shopConfig, {
      resolve: async (hostname) => {
        if (hostname !== 'printer.invalid') return resolverOf(names)(hostname);
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
      localAddresses: () => [],
    });
    // "printer.invalid" resolves nowhere but through the checked resolver (RFC 6761).
    const client = printerClientOf('prusalink', { url: `http://printer.invalid:${port}`, apiKey: sim.apiKey, rules: once });
    expect(await client.readState()).toEqual({ state: 'idle' });
    expect(lookups).toBe(1);
    expect(sim.requests.at(-1)).toMatchObject({ path: '/api/v1/status' });
  });

  describe('an answer over 1 MB', () => {
    let server: Server;
    let url: string;
    let sent = 0;
    beforeAll(async () => {
      // Streams 400 MB, writing only as fast as the client reads.
      server = createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let left = 400 * 1024 * 1024;
        const pump = () => {
          while (left > 0) {
            left -= chunk.length;
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => (left = 0));
        pump();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('is cut off at 1 MB, reported, and memory does not grow', async () => {
      const loopbackRules = printerAddressRules(
        { ...shopConfig, redisUrl: undefined },
        { resolve: resolverOf(names), localAddresses: () => [] },
      );
      const before = process.memoryUsage();
      await expect(sendToPrinter(url, '/api/v1/status', {}, { rules: loopbackRules, timeoutMs: 30_000 })).rejects.toMatchObject({
        kind: 'too-large',
      });
      const warnings: unknown[] = [];
      const log = { warn: (detail: unknown) => void warnings.push(detail) };
      const state = await printerClientOf('prusalink', { url, apiKey: 'k', rules: loopbackRules, log }).readState();
      expect(state).toEqual({ state: 'error', message: PRINTER_UNREACHABLE });
      expect(warnings).toEqual([expect.objectContaining({ fault: 'too-large', printerUrl: url })]);
      const after = process.memoryUsage();
      // Two reads sent at most the limit plus what sockets buffer; 400 MB never came near.
      expect(sent).toBeLessThan(2 * (PRINTER_ANSWER_LIMIT_BYTES + 8 * 1024 * 1024));
      expect(after.rss - before.rss).toBeLessThan(64 * 1024 * 1024);
      expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
    }, 30_000);
  });

  it('says one thing for a closed port, a timeout, an unknown name, an HTTP error, a non-printer and garbage', async () => {
    const quiet = await startSimulatedPrinter('prusalink');
    const closedPort = new URL(quiet.url).port;
    await quiet.close();
    const lanRules = printerAddressRules({ ...shopConfig, redisUrl: undefined }, { resolve: resolverOf(names), localAddresses: () => [] });
    const slow = await startSimulatedPrinter('prusalink');
    slow.delayMs = 1_000;
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>a router’s login page</html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const states = await Promise.all(
      [
        { url: `http://127.0.0.1:${closedPort}` },
        { url: slow.url, timeoutMs: 200 },
        { url: 'http://nothing-here.invalid' },
        { url: `${sim.url}/nowhere` },
        { url: otherUrl },
      ].map((target) => printerClientOf('prusalink', { apiKey: sim.apiKey, rules: lanRules, ...target }).readState()),
    );
    await slow.close();
    other.close();
    expect(states).toEqual(Array.from({ length: 5 }, () => ({ state: 'error', message: PRINTER_UNREACHABLE })));
  });
});
