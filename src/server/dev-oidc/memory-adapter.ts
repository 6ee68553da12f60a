/**
 * The development issuer's storage (docs/decisions/015): a plain in-memory adapter with
 * expiry, so the built-in one's "development only" warning is not printed at every start.
 * Everything is lost at restart, which is fine: our own sessions live in PostgreSQL.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | null;
}

const store = new Map<string, Entry>();
const MAX_ENTRIES = 10_000;

function live(key: string): AdapterPayload | undefined {
  const entry = store.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
    store.delete(key);
    return undefined;
  }
  return entry.payload;
}

/** oidc-provider's Adapter contract on a Map shared by all models. */
export class MemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    if (store.size >= MAX_ENTRIES) {
      // Drop the oldest entries rather than grow without bound on a long-running dev server.
      for (const key of [...store.keys()].slice(0, MAX_ENTRIES / 10)) store.delete(key);
    }
    store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });
    if (payload.grantId) store.set(`grant:${payload.grantId}:${this.key(id)}`, { payload: { id }, expiresAt: null });
    if (payload.userCode) store.set(`userCode:${payload.userCode}`, { payload: { id }, expiresAt: null });
    if (payload.uid) store.set(`uid:${this.model}:${payload.uid}`, { payload: { id }, expiresAt: null });
    return Promise.resolve();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(live(this.key(id)));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const ref = live(`userCode:${userCode}`);
    return Promise.resolve(typeof ref?.id === 'string' ? live(this.key(ref.id)) : undefined);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const ref = live(`uid:${this.model}:${uid}`);
    return Promise.resolve(typeof ref?.id === 'string' ? live(this.key(ref.id)) : undefined);
  }

  consume(id: string): Promise<void> {
    const payload = live(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    return Promise.resolve();
  }

  destroy(id: string): Promise<void> {
    store.delete(this.key(id));
    return Promise.resolve();
  }

  revokeByGrantId(grantId: string): Promise<void> {
    const prefix = `grant:${grantId}:`;
    for (const key of [...store.keys()]) {
      if (key.startsWith(prefix)) {
        store.delete(key.slice(prefix.length));
        store.delete(key);
      }
    }
    return Promise.resolve();
  }
}
