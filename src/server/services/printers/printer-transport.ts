/**
 * One HTTP request to a printer (docs/decisions/108-printers-are-devices-on-the-shop-network.md):
 * the address is checked (printer-address.ts) and the socket connects to that checked address,
 * never to a second resolution of the name; no redirect is followed; the whole exchange is
 * bounded by a timeout; an answer over 1 MB is cut off (reading stops, the socket is destroyed).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkPrinterAddress, type PrinterAddressRules } from './printer-address';

/** The most a printer's answer may hold, bytes; the clients' answers are a few KB. */
export const PRINTER_ANSWER_LIMIT_BYTES = 1_048_576;

/** A printer's answer, read whole (never over the limit). */
export interface PrinterAnswer {
  status: number;
  body: string;
}

/** A transport fault: `kind` says what happened, for the log; the card shows one wording. */
export class PrinterTransportFault extends Error {
  override name = 'PrinterTransportFault';
  constructor(
    readonly kind: 'refused-address' | 'timeout' | 'too-large' | 'network',
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }
}

/** Request bodies as bytes plus the headers they need (FormData gets its multipart boundary). */
async function encodeBody(body: BodyInit | undefined): Promise<{ bytes?: Buffer; contentType?: string }> {
  if (body === undefined) return {};
  const request = new Request('http://printer.invalid/', { method: 'POST', body });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? undefined };
}

/**
 * Sends `init` to `path` under `baseUrl` within `timeoutMs`, checking the address under `rules` first.
 * @throws PrinterTransportFault on a refused address, a timeout, an answer over the limit or a
 *   network error (the request is then destroyed).
 */
export async function sendToPrinter(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit },
  options: { rules: PrinterAddressRules; timeoutMs: number },
): Promise<PrinterAnswer> {
  const url = new URL(`${baseUrl}${path}`);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const checked = await withDeadline(
    checkPrinterAddress(url.href, options.rules).catch((error: unknown) => {
      const kind = (error as Error).name === 'PrinterAddressRefused' ? 'refused-address' : 'network';
      throw new PrinterTransportFault(kind, (error as Error).message, { cause: error });
    }),
    deadline,
  );
  const { bytes, contentType } = await encodeBody(init.body);
  const headers: Record<string, string> = { ...init.headers, Host: url.host, Accept: 'application/json' };
  if (contentType && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = contentType;
  if (bytes) headers['Content-Length'] = String(bytes.length);
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise<PrinterAnswer>((resolve, reject) => {
    const request = (secure ? https : http).request({
      host: checked!.address,
      family: checked!.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: init.method ?? 'GET',
      headers,
      // TLS checks the certificate against the name the admin typed, not the address.
      ...(secure && !net.isIP(hostname) ? { servername: hostname } : {}),
      agent: false,
    });
    const fail = (fault: PrinterTransportFault) => {
      request.destroy();
      reject(fault);
    };
    const onAbort = () => fail(new PrinterTransportFault('timeout', `no answer within ${options.timeoutMs} ms`));
    if (deadline.aborted) return onAbort();
    deadline.addEventListener('abort', onAbort, { once: true });
    const settle = () => deadline.removeEventListener('abort', onAbort);
    request.on('error', (error) => {
      settle();
      reject(error instanceof PrinterTransportFault ? error : new PrinterTransportFault('network', error.message, { cause: error }));
    });
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length'] ?? 0);
      const tooLarge = () => {
        settle();
        fail(new PrinterTransportFault('too-large', `answer over ${PRINTER_ANSWER_LIMIT_BYTES} bytes, cut off`));
      };
      if (declared > PRINTER_ANSWER_LIMIT_BYTES) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > PRINTER_ANSWER_LIMIT_BYTES) {
          chunks.length = 0;
          response.removeAllListeners('data');
          return tooLarge();
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        settle();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        settle();
        reject(new PrinterTransportFault('network', error.message, { cause: error }));
      });
    });
    request.end(bytes);
  });
}

/** `promise`, or a timeout fault when `signal` aborts first. */
function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PrinterTransportFault('timeout', 'no answer in time'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: Error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
