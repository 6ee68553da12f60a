import { describe, expect, it } from 'vitest';
import { fileServers, type StoppableServer } from '../e2e/support/file-servers';

/** A server that records its stops and exits with `code`. */
function fakeServer(name: string, code: number | null, log: string[]): StoppableServer & { name: string } {
  return {
    name,
    stop: () => {
      log.push(`stop ${name}`);
      return Promise.resolve(code);
    },
    logs: () => `${name}'s output`,
  };
}

describe('one e2e server per spec file (docs/decisions/141-e2e-fixtures.md)', () => {
  it("gives a file's tests and hooks the server started for it, and starts it once", async () => {
    const log: string[] = [];
    const holder = fileServers<ReturnType<typeof fakeServer>>();
    let starts = 0;
    const start = () => {
      starts += 1;
      return Promise.resolve(fakeServer(`a${starts}`, 0, log));
    };
    const first = await holder.forFile('a.spec.ts', start);
    const again = await holder.forFile('a.spec.ts', start);
    expect(again).toBe(first);
    expect(starts).toBe(1);
    expect(log).toEqual([]);
  });

  it("stops the previous file's server before starting the next file's, and the last one at close", async () => {
    const log: string[] = [];
    const holder = fileServers<ReturnType<typeof fakeServer>>();
    const a = await holder.forFile('a.spec.ts', () => {
      log.push('start a');
      return Promise.resolve(fakeServer('a', 0, log));
    });
    const b = await holder.forFile('b.spec.ts', () => {
      log.push('start b');
      return Promise.resolve(fakeServer('b', 0, log));
    });
    expect(b).not.toBe(a);
    expect(log).toEqual(['start a', 'stop a', 'start b']);
    await holder.close();
    expect(log).toEqual(['start a', 'stop a', 'start b', 'stop b']);
  });

  it('reports at close, naming the file, a server that did not exit cleanly, without failing the next file', async () => {
    const log: string[] = [];
    const holder = fileServers<ReturnType<typeof fakeServer>>();
    await holder.forFile('tests/e2e/a.spec.ts', () => Promise.resolve(fakeServer('a', 1, log)));
    await expect(holder.forFile('tests/e2e/b.spec.ts', () => Promise.resolve(fakeServer('b', 0, log)))).resolves.toMatchObject({
      name: 'b',
    });
    await expect(holder.close()).rejects.toThrow(/the server of tests\/e2e\/a\.spec\.ts exited with code 1 on SIGTERM:\na's output/);
  });

  it('closes cleanly when every server exited with code 0, or none was started', async () => {
    const log: string[] = [];
    const holder = fileServers<ReturnType<typeof fakeServer>>();
    await holder.forFile('a.spec.ts', () => Promise.resolve(fakeServer('a', 0, log)));
    await expect(holder.close()).resolves.toBeUndefined();
    await expect(fileServers().close()).resolves.toBeUndefined();
  });
});
