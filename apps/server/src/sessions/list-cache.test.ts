import { describe, expect, it } from 'vitest';
import { SessionListCache } from './list-cache.ts';

function enabledCache(opts: ConstructorParameters<typeof SessionListCache<string>>[0] = {}) {
  const cache = new SessionListCache<string>(opts);
  cache.setEnabled(true);
  return cache;
}

function read(cache: SessionListCache<string>, userId: string, key: string, value: string) {
  cache.keep(cache.begin(userId), key, value);
}

describe('SessionListCache', () => {
  it('serves a kept page to its user only, per query', () => {
    const cache = enabledCache();
    read(cache, 'alice', 'page=1', 'alice p1');
    expect(cache.get('alice', 'page=1')).toBe('alice p1');
    expect(cache.get('alice', 'page=2')).toBeUndefined();
    expect(cache.get('bob', 'page=1')).toBeUndefined();
  });

  it("drops a user's pages when the user's sessions change, and no one else's", () => {
    const cache = enabledCache();
    read(cache, 'alice', 'page=1', 'a1');
    read(cache, 'alice', 'page=2', 'a2');
    read(cache, 'bob', 'page=1', 'b1');
    cache.forgetUser('alice');
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    expect(cache.get('alice', 'page=2')).toBeUndefined();
    expect(cache.get('bob', 'page=1')).toBe('b1');
  });

  it('does not keep a read that a change overlapped (it may hold the old rows)', () => {
    const cache = enabledCache();
    const ticket = cache.begin('alice');
    cache.forgetUser('alice'); // the change's notification arrives while the read is in flight
    cache.keep(ticket, 'page=1', 'read before the change');
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    // Another user's change does not spoil Alice's read.
    const next = cache.begin('alice');
    cache.forgetUser('bob');
    cache.keep(next, 'page=1', 'fresh');
    expect(cache.get('alice', 'page=1')).toBe('fresh');
  });

  it('keeps and serves nothing while notifications are not arriving, and starts empty when they are back', () => {
    const cache = new SessionListCache<string>();
    read(cache, 'alice', 'page=1', 'before LISTEN');
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    cache.setEnabled(true);
    read(cache, 'alice', 'page=1', 'kept');
    const inFlight = cache.begin('alice');
    cache.setEnabled(false); // connection lost: a change may go unheard
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    cache.setEnabled(true);
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    cache.keep(inFlight, 'page=1', 'read across the outage');
    expect(cache.get('alice', 'page=1')).toBeUndefined();
  });

  it('forgets everything on a truncate, including reads in flight', () => {
    const cache = enabledCache();
    read(cache, 'alice', 'page=1', 'a1');
    const inFlight = cache.begin('bob');
    cache.forgetAll();
    cache.keep(inFlight, 'page=1', 'b1');
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    expect(cache.get('bob', 'page=1')).toBeUndefined();
  });

  it('expires pages after its time to live and holds at most its bound, oldest out first', () => {
    let now = 0;
    const cache = enabledCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    read(cache, 'alice', 'page=1', 'a1');
    now = 999;
    expect(cache.get('alice', 'page=1')).toBe('a1');
    now = 1000;
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    read(cache, 'alice', 'page=1', 'a1');
    read(cache, 'bob', 'page=1', 'b1');
    read(cache, 'carol', 'page=1', 'c1');
    expect(cache.size).toBe(2);
    expect(cache.get('alice', 'page=1')).toBeUndefined();
    expect(cache.get('carol', 'page=1')).toBe('c1');
  });
});
