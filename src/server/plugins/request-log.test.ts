/**
 * Logs an operator can use: no personal data or SQL parameters in error
 * lines, structured security events, and a flood that cannot fill the disk.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { chooseLogFormat } from './request-log';
import { createTestDatabase, testConfig } from '../../../tests/setup/test-db';
import { orderBody } from '../../../tests/factories/orders';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

class Capture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

let app: FastifyInstance | undefined;
let database: Database | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close().catch(() => undefined);
  app = undefined;
  database = undefined;
});

async function start(rateLimit: boolean): Promise<Capture> {
  const capture = new Capture();
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, rateLimit, logStream: capture });
  await app.ready();
  return capture;
}

describe('logs', () => {
  it('a database failure logs the SQL without its parameters: no names, e-mails or phones', async () => {
    const capture = await start(false);
    const body = orderBody({ customerName: 'Zubeida Qureshi', customerEmail: 'zubeida@example.in', customerPhone: '+91 9812345678' });
    await database!.close();
    const res = await app!.inject({ method: 'POST', url: '/api/orders', headers: { 'content-type': 'application/json' }, payload: body });
    expect(res.statusCode).toBe(503);
    expect(capture.text).toContain('database unavailable');
    expect(capture.text).not.toMatch(/Zubeida|zubeida@example\.in|9812345678|12 MG Road/);
  });

  it('request lines carry the path without the query string', async () => {
    const capture = await start(false);
    await app!.inject({ method: 'GET', url: '/api/admin/customization-options?type=font&q=Zubeida' });
    const line = capture.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({ method: 'GET', path: '/api/admin/customization-options', statusCode: 200 });
    expect(capture.text).not.toContain('Zubeida');
  });

  it('a flood of 2,000 rate-limited requests writes a handful of sampled security lines, not 2,000', async () => {
    const capture = await start(true);
    for (let i = 0; i < 2_000; i++) {
      await app!.inject({
        method: 'POST',
        url: '/api/dealer/check-phone',
        headers: { 'content-type': 'application/json' },
        payload: { phoneNumber: '9000000000' },
      });
    }
    const events = capture.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === 'security');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.kind === 'rate_limited')).toBe(true);
    expect(events.length).toBeLessThan(30);
    expect(events.some((e) => typeof e.suppressed === 'number' && e.suppressed > 0)).toBe(true);
    // Every line of the run, successes included, stays far below one per request.
    expect(capture.lines.length).toBeLessThan(100);
  });
});

describe('log format (docs/decisions/236)', () => {
  it.each([
    ['auto', true, 'pretty'],
    ['auto', false, 'json'],
    ['json', true, 'json'],
    ['pretty', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s with a terminal %s writes %s', (setting, terminal, format) => {
    expect(chooseLogFormat(setting, terminal)).toBe(format);
  });

  it('LOG_FORMAT defaults to auto and refuses other values', () => {
    expect(testConfig().logFormat).toBe('auto');
    expect(testConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => testConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});
