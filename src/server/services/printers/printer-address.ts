/**
 * Where a printer may be (docs/decisions/108-printers-are-devices-on-the-shop-network.md,
 * docs/deploy.md "Printer address rules"): a device on the shop's network. Refused, at
 * registration and again before every request (the host name is resolved each time and every
 * address it resolves to is checked, then the request connects to the checked address, so a
 * name that changes its answer cannot lead elsewhere):
 *   - link-local addresses (169.254.0.0/16, fe80::/10) and the clouds' metadata addresses and names;
 *   - the shop's own listening port, its sibling instances' (the addresses and ports their
 *     heartbeat rows record, plugins/instance-registry.ts) and the database, Redis, SMTP and S3
 *     endpoints it uses: the exact host and port, each name resolved as a printer's is.
 * LAN and loopback addresses are allowed otherwise (a printer proxy may run on the same host).
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';
import type { Config } from '../../env';

/** One resolved address of a host. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. @throws when it has none. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** A host and port the shop itself uses: a printer is never there. */
export interface ShopEndpoint {
  host: string;
  port: number;
}

/** What the printer address check needs: the shop's own endpoints and a resolver. */
export interface PrinterAddressRules {
  endpoints: ShopEndpoint[];
  resolve: ResolveHost;
  /** This machine's own addresses (default: its interfaces'); tests name their own. */
  localAddresses: () => string[];
  /** Where the shop's live instances listen, read at each check (none when absent). */
  siblings?: () => Promise<ShopEndpoint[]>;
}

/** The one message for every refused printer address (it names no reason, so it maps nothing). */
export const PRINTER_ADDRESS_REFUSED =
  'This address is not allowed for a printer: link-local and cloud metadata addresses and the shop’s own services (its instances, database, Redis, SMTP and S3) are refused';

/** A printer address the rules refuse. */
export class PrinterAddressRefused extends Error {
  override name = 'PrinterAddressRefused';
  constructor(readonly reason: string) {
    super(PRINTER_ADDRESS_REFUSED);
  }
}

/** Cloud metadata services by name (Google, AWS, Azure, Oracle, Alibaba, OpenStack, DigitalOcean). */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
  'metadata.platformequinix.com',
  'metadata.tencentyun.com',
]);

/** Addresses never reached: link-local (cloud metadata lives there) and the metadata addresses outside it. */
const NEVER = new net.BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6

/** Addresses that reach this machine whatever its interfaces: loopback and "unspecified". */
const THIS_MACHINE = new net.BlockList();
THIS_MACHINE.addSubnet('127.0.0.0', 8, 'ipv4');
THIS_MACHINE.addSubnet('0.0.0.0', 8, 'ipv4');
THIS_MACHINE.addAddress('::1', 'ipv6');
THIS_MACHINE.addAddress('::', 'ipv6');

const defaultResolve: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address.replace(/%.*$/, '')));
}

/** The host and port of `url` (`defaultPort` when it names none), or null when it is not a URL. */
function endpointOf(url: string | undefined, defaultPort: (protocol: string) => number): ShopEndpoint | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (!parsed.hostname) return null;
    return { host: bare(parsed.hostname), port: parsed.port ? Number(parsed.port) : defaultPort(parsed.protocol) };
  } catch {
    return null;
  }
}

/**
 * The rules for the shop run with `config`: its listening address and port, and the database
 * (DATABASE_URL, port 5432 by default), Redis (REDIS_URL, 6379), SMTP (SMTP_URL, 465 for
 * smtps, else 587) and S3 (S3_ENDPOINT, 443 for https, else 80) endpoints. `siblings` names
 * where the other live instances listen; `resolve` and `localAddresses` default to the system's.
 */
export function printerAddressRules(
  config: Pick<Config, 'host' | 'port' | 'databaseUrl' | 'redisUrl' | 'smtpUrl'> & { s3?: { endpoint: string | undefined } | undefined },
  overrides: { resolve?: ResolveHost; localAddresses?: () => string[]; siblings?: () => Promise<ShopEndpoint[]> } = {},
): PrinterAddressRules {
  const endpoints = [
    { host: bare(config.host), port: config.port },
    endpointOf(config.databaseUrl, () => 5432),
    endpointOf(config.redisUrl, () => 6379),
    endpointOf(config.smtpUrl, (protocol) => (protocol === 'smtps:' ? 465 : 587)),
    endpointOf(config.s3?.endpoint, (protocol) => (protocol === 'https:' ? 443 : 80)),
  ].filter((e): e is ShopEndpoint => e !== null);
  return {
    endpoints,
    resolve: overrides.resolve ?? defaultResolve,
    localAddresses: overrides.localAddresses ?? interfaceAddresses,
    ...(overrides.siblings ? { siblings: overrides.siblings } : {}),
  };
}

/** A host without IPv6 brackets or a trailing dot, lower case. */
export function bare(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return net.isIPv6(address) ? 'ipv6' : 'ipv4';
}

/** IPv4-mapped IPv6 (::ffff:a.b.c.d) as IPv4, so one address has one spelling. */
function canonical(address: string): string {
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!mapped) return address.toLowerCase();
  if (mapped[1]) return mapped[1];
  const hi = parseInt(mapped[2]!, 16);
  const lo = parseInt(mapped[3]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** Every address `host` stands for (itself when it is one; none when it does not resolve). */
async function addressesOf(host: string, rules: PrinterAddressRules): Promise<string[]> {
  if (net.isIP(host)) return [canonical(host)];
  try {
    return (await rules.resolve(host)).map((a) => canonical(a.address));
  } catch {
    return [];
  }
}

/** Why `address`:`port` is refused, or null. `shop` holds the shop's endpoints, resolved. */
function refusalOf(address: string, port: number, shop: { addresses: string[]; port: number }[], local: Set<string>): string | null {
  if (NEVER.check(address, familyOf(address))) return `${address} is link-local or a cloud metadata address`;
  const isLocal = (a: string) => THIS_MACHINE.check(a, familyOf(a)) || local.has(a);
  for (const endpoint of shop) {
    if (endpoint.port !== port) continue;
    if (endpoint.addresses.some((a) => a === address || (isLocal(a) && isLocal(address))))
      return `${address}:${port} is one of the shop’s own services`;
  }
  return null;
}

/**
 * Resolves the host of printer URL `url` and checks every address it stands for.
 * Answers the address to connect to (the first one). An unresolvable name answers null when
 * `allowUnresolved` (registration: a printer may be off), else throws.
 * @throws PrinterAddressRefused when the scheme is not http(s), the name is a metadata name,
 *   or any address is refused; Error when the name does not resolve (and may not), or the
 *   sibling instances cannot be read (the check fails closed).
 */
export async function checkPrinterAddress(
  url: string,
  rules: PrinterAddressRules,
  options: { allowUnresolved?: boolean } = {},
): Promise<ResolvedAddress | null> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new PrinterAddressRefused(`scheme ${parsed.protocol}`);
  const host = bare(parsed.hostname);
  if (METADATA_NAMES.has(host)) throw new PrinterAddressRefused(`${host} is a cloud metadata name`);
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
  const addresses = await addressesOf(host, rules);
  if (addresses.length === 0) {
    if (options.allowUnresolved) return null;
    throw new Error(`${host} does not resolve`);
  }
  const endpoints = [...rules.endpoints, ...((await rules.siblings?.()) ?? [])];
  const shop = await Promise.all(
    endpoints.map(async (e) => ({ port: e.port, addresses: e.host === host ? [...addresses] : await addressesOf(e.host, rules) })),
  );
  const local = new Set(rules.localAddresses().map(canonical));
  for (const address of addresses) {
    const reason = refusalOf(address, port, shop, local);
    if (reason) throw new PrinterAddressRefused(reason);
  }
  const first = addresses[0]!;
  return { address: first, family: net.isIPv6(first) ? 6 : 4 };
}
