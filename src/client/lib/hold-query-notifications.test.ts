import { afterEach, describe, expect, it } from 'vitest';
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { holdQueryNotificationsUntilIdle } from './hold-query-notifications';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

/** An observer on `key` that records each `data` it is told about. */
function observe(client: QueryClient, key: string, seen: unknown[] = []): unknown[] {
  // As useQuery subscribes: through notifyManager.batchCalls, so through the scheduler.
  new QueryObserver(client, { queryKey: [key], queryFn: () => key, enabled: false }).subscribe(
    notifyManager.batchCalls((result) => seen.push(result.data)),
  );
  return seen;
}

describe('holdQueryNotificationsUntilIdle', () => {
  afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

  it('delivers no query result to components until the first idle period, then every one, in order', async () => {
    let release: (() => void) | undefined;
    holdQueryNotificationsUntilIdle({ idle: (callback) => (release = callback) });
    const client = new QueryClient();
    const seen = observe(client, 'fonts');

    client.setQueryData(['fonts'], 'Bangers');
    client.setQueryData(['fonts'], 'Pacifico');
    await nextTask();
    expect(seen).toEqual([]);

    release!();
    await nextTask();
    expect(seen).toEqual(['Bangers', 'Pacifico']);
  });

  it('runs onRelease once, after the held results have gone out', async () => {
    let release: (() => void) | undefined;
    const events: unknown[] = [];
    holdQueryNotificationsUntilIdle({ onRelease: () => events.push('released'), idle: (callback) => (release = callback) });
    const client = new QueryClient();
    observe(client, 'session', events);
    client.setQueryData(['session'], 'signed out');
    release!();
    release!();
    expect(events).toEqual([]);
    await nextTask();
    expect(events).toEqual(['signed out', 'released']);
  });

  it('delivers at once (in the next task) after the release, as TanStack Query does by default', async () => {
    let release: (() => void) | undefined;
    holdQueryNotificationsUntilIdle({ idle: (callback) => (release = callback) });
    release!();
    const client = new QueryClient();
    const seen = observe(client, 'colours');

    client.setQueryData(['colours'], 'Sunset');
    await nextTask();
    expect(seen).toEqual(['Sunset']);
  });

  it('asks for the idle period with the given timeout, so a busy page still gets its data', () => {
    let asked: number | undefined;
    holdQueryNotificationsUntilIdle({ timeoutMs: 1234, idle: (_callback, timeoutMs) => (asked = timeoutMs) });
    expect(asked).toBe(1234);
  });
});
