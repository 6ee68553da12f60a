// The printer clients against a simulated PrusaLink and Moonraker (tests/support/simulated-printer.ts):
// upload and start, progress, the colour-change pause, finish, an error, a slow answer, garbage,
// a refused connection and a wrong key all map to one state, never a throw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatedPrinter, type SimulatedPrinter } from '#tests/support/simulated-printer';
import { moonrakerState } from './moonraker-printer';
import { octoPrintState } from './octoprint-printer';
import { printerAddressRules } from './printer-address';
import { printerClientOf } from './choose-printer';
import { PRINTER_TIMEOUT_MS, PRINTER_UNREACHABLE } from './provider';
import { prusaLinkState } from './prusalink-printer';
import { freePort } from '#tests/support/free-port';

// The shop of these tests listens on port 1 only; the simulated printers are on loopback.
const rules = printerAddressRules({ host: '127.0.0.1', port: 1, databaseUrl: undefined, redisUrl: undefined, smtpUrl: undefined });
const file = { fileName: 'plate-1-fbbf24-on-000000.gcode', bytes: new TextEncoder().encode('G28\nM600\n') };

for (const kind of ['prusalink', 'moonraker'] as const) {
  describe(`${kind} client`, () => {
    let sim: SimulatedPrinter;
    beforeAll(async () => {
      sim = await startSimulatedPrinter(kind);
    });
    afterAll(async () => sim.close());
    const client = (timeoutMs?: number) => printerClientOf(kind, { url: sim.url, apiKey: sim.apiKey, timeoutMs, rules });

    it('reads idle, uploads and starts with the key, then reads printing, the colour-change pause and finished', async () => {
      expect(await client().readState()).toEqual({ state: 'idle' });
      expect(await client().uploadAndStart(file)).toEqual({ ok: true });
      expect(sim.uploads).toHaveLength(1);
      expect(sim.uploads[0]).toMatchObject({ fileName: file.fileName, started: true });
      expect(sim.uploads[0]!.bytes.toString()).toBe('G28\nM600\n');
      expect(sim.requests.every((r) => r.apiKey === sim.apiKey)).toBe(true);
      expect(await client().readState()).toEqual({
        state: 'printing',
        progressPercent: 0,
        secondsLeft: kind === 'prusalink' ? 3600 : null,
      });
      sim.state = { state: 'printing', progress: 40, secondsLeft: 1800 };
      expect(await client().readState()).toEqual({ state: 'printing', progressPercent: 40, secondsLeft: 1800 });
      sim.state = { state: 'paused', progress: 12, secondsLeft: 3000 };
      expect(await client().readState()).toEqual({ state: 'paused', progressPercent: 12, secondsLeft: 3000 });
      sim.state = { state: 'finished' };
      expect(await client().readState()).toEqual({ state: 'finished' });
    });

    it('maps the printer’s error to an error state', async () => {
      sim.state = { state: 'error', message: 'Heater extruder not heating at expected rate' };
      const state = await client().readState();
      expect(state.state).toBe('error');
      if (kind === 'moonraker') expect(state).toEqual({ state: 'error', message: 'Heater extruder not heating at expected rate' });
      sim.state = { state: 'idle' };
    });

    it('turns garbage into an error state', async () => {
      sim.garbage = '<html>502 Bad Gateway</html>';
      expect(await client().readState()).toEqual({ state: 'error', message: PRINTER_UNREACHABLE });
      sim.garbage = '{"printer": 5, "result": []}';
      expect(await client().readState()).toEqual({ state: 'error', message: PRINTER_UNREACHABLE });
      sim.garbage = null;
    });

    it('a refused upload leaves an error message, not a throw', async () => {
      sim.uploadStatus = 500;
      expect(await client().uploadAndStart(file)).toEqual({ ok: false, message: PRINTER_UNREACHABLE });
      sim.uploadStatus = null;
    });

    it('gives up on a slow printer after the timeout', async () => {
      sim.delayMs = 1_000;
      const started = Date.now();
      expect(await client(200).readState()).toEqual({ state: 'error', message: PRINTER_UNREACHABLE });
      expect(await client(200).uploadAndStart(file)).toEqual({ ok: false, message: PRINTER_UNREACHABLE });
      expect(Date.now() - started).toBeLessThan(1_000);
      sim.delayMs = 0;
    });
  });
}

describe('printer faults', () => {
  it('waits no longer than 5 s for a printer that answers in 7 s', async () => {
    const sim = await startSimulatedPrinter('prusalink');
    sim.delayMs = 7_000;
    const started = Date.now();
    const state = await printerClientOf('prusalink', { url: sim.url, apiKey: sim.apiKey, rules }).readState();
    const waited = Date.now() - started;
    await sim.close();
    expect(state).toEqual({ state: 'error', message: PRINTER_UNREACHABLE });
    expect(waited).toBeGreaterThanOrEqual(PRINTER_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(PRINTER_TIMEOUT_MS + 1_000);
  }, 15_000);

  it('a refused connection and a wrong key become error states', async () => {
    const port = await freePort();
    expect(await printerClientOf('moonraker', { url: `http://127.0.0.1:${port}`, apiKey: '', rules }).readState()).toEqual({
      state: 'error',
      message: PRINTER_UNREACHABLE,
    });
    const sim = await startSimulatedPrinter('prusalink');
    expect(await printerClientOf('prusalink', { url: sim.url, apiKey: 'wrong', rules }).readState()).toEqual({
      state: 'error',
      message: 'The printer refused the API key',
    });
    await sim.close();
  });
});

describe('OctoPrint job state', () => {
  it('maps /api/job answers to one state', () => {
    expect(octoPrintState({ state: 'Operational', progress: { completion: null } })).toEqual({ state: 'idle' });
    expect(octoPrintState({ state: 'Printing', progress: { completion: 55.55, printTimeLeft: 900 } })).toEqual({
      state: 'printing',
      progressPercent: 55.6,
      secondsLeft: 900,
    });
    expect(octoPrintState({ state: 'Paused', progress: { completion: 10, printTimeLeft: 100 } })).toMatchObject({ state: 'paused' });
    expect(octoPrintState({ state: 'Operational', progress: { completion: 100 } })).toEqual({ state: 'finished' });
    expect(octoPrintState({ state: 'Offline after error', error: 'Thermal runaway' })).toEqual({
      state: 'error',
      message: 'Thermal runaway',
    });
    expect(() => octoPrintState({ nothing: true })).toThrow(PRINTER_UNREACHABLE);
  });
});

describe('state words a printer may send that we do not know', () => {
  it('become an error naming the word, even one an object inherits (constructor)', () => {
    for (const word of ['Sleeping', 'constructor']) {
      const expected = { state: 'error', message: `Unknown printer state ${word}` };
      expect(octoPrintState({ state: word })).toEqual(expected);
      expect(moonrakerState({ result: { status: { print_stats: { state: word } } } })).toEqual(expected);
    }
    expect(prusaLinkState({ printer: { state: 'constructor' } })).toEqual({ state: 'error', message: 'Unknown printer state CONSTRUCTOR' });
    expect(moonrakerState({ result: { status: { print_stats: { state: 'error', message: '' } } } })).toEqual({
      state: 'error',
      message: 'The printer reports an error',
    });
  });
});
