// The one answer shape of the API's downloads (send-download.ts): named, an attachment, never cached.
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendDownload } from './send-download';

describe('sendDownload', () => {
  it('answers the file as a named attachment of its type that no cache keeps, text or a stream alike', async () => {
    const app = Fastify();
    app.get('/text', (_request, reply) =>
      sendDownload(reply, { fileName: 'chaabi-orders.csv', type: 'text/csv; charset=utf-8', body: 'a,b\n' }),
    );
    app.get('/stream', (_request, reply) =>
      sendDownload(reply, { fileName: 'ledger.csv', type: 'text/csv; charset=utf-8', body: Readable.from(['x,', 'y\n']) }),
    );
    const text = await app.inject({ method: 'GET', url: '/text' });
    expect(text.statusCode).toBe(200);
    expect(text.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="chaabi-orders.csv"',
      'cache-control': 'no-store',
    });
    expect(text.body).toBe('a,b\n');
    const stream = await app.inject({ method: 'GET', url: '/stream' });
    expect(stream.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.body).toBe('x,y\n');
    await app.close();
  });
});
