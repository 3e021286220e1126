/**
 * Every bridge method with generated inputs, over both transports (the same harness as
 * test/bridge): shaped inputs (the method's own keys with generated values, ids of
 * real drafts among them) and garbage (any JSON, prototype keys, wrong types).
 * Properties: the answer is always an envelope (never a 5xx, never a throw), an error
 * has a string code and a bounded message, and a refused call changes nothing in the
 * library (a fingerprint of every user-data table before and after).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LIMITS, METHOD_NAMES, METHODS, type MethodName } from '../../src-main/bridge';
import { MemorySecretStore } from '../../src-main/secrets';
import { httpClient, ipcClient, type TestClient } from '../bridge/transports';
import { fuzz, nastyString } from './fuzz';

/**
 * Methods whose success reaches outside the library (the keychain, publishing, the disk,
 * the system browser): fuzzed only with inputs their strict schemas must refuse.
 */
const REFUSED_ONLY: ReadonlySet<MethodName> = new Set(['key.set', 'key.clear', 'publish.start', 'photos.add', 'photos.addBytes', 'system.openExternal', 'workspaces.use', 'profiles.refresh', 'music.trending',
  // Campaigns: sending reaches the publisher and the Hub; queue settings are read from the Hub.
  'campaigns.send', 'campaigns.pause', 'campaigns.cancel', 'campaigns.queueSettings']);

/** Tables of user data a refused call must leave exactly as they were. */
const TABLES = ['drafts', 'draft_photos', 'draft_tags', 'tags', 'campaigns', 'campaign_items', 'workspaces', 'settings', 'publish_jobs', 'publish_batches', 'campaign_plans', 'campaign_sends', 'cached_queue_settings'];

function fingerprint(client: TestClient): string {
  const db = client.core.services.library.db;
  const h = createHash('sha256');
  // Rows sorted as text: some tables are WITHOUT ROWID, and order is not what is compared.
  for (const t of TABLES) h.update(t).update(db.prepare(`SELECT * FROM ${t}`).all().map((r) => JSON.stringify(r)).sort().join('\n'));
  return h.digest('hex');
}

const keysOf = (m: MethodName): string[] => {
  const schema = METHODS[m].input as unknown as { shape?: Record<string, unknown> };
  return schema.shape ? Object.keys(schema.shape) : [];
};

function inputFor(m: MethodName, ids: string[]): fc.Arbitrary<unknown> {
  const id = fc.oneof(fc.constantFrom(...ids), nastyString(12));
  const value: fc.Arbitrary<unknown> = fc.oneof(
    id,
    fc.array(id, { maxLength: 4 }),
    nastyString(40),
    fc.boolean(),
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2)),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
    fc.record({ caption: nastyString(30), tags: fc.array(nastyString(8), { maxLength: 3 }), fields: fc.dictionary(nastyString(10), nastyString(10), { maxKeys: 3 }) }, { requiredKeys: [] }),
  );
  const garbage = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(fc.oneof(nastyString(10), fc.constantFrom('__proto__', 'constructor', 'prototype')), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((o) => ({ ...o, zz_not_a_key: 1 })),
    fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  );
  if (REFUSED_ONLY.has(m)) return garbage.filter((g) => typeof g !== 'object' || g === null || Array.isArray(g) || Object.hasOwn(g, 'zz_not_a_key') || Object.keys(g).length > 0 && !keysOf(m).some((k) => Object.hasOwn(g, k)));
  const keys = keysOf(m);
  const shaped = keys.length === 0 ? fc.constant({}) : fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: garbage, weight: 1 });
}

describe.each([['http', httpClient], ['ipc', ipcClient]] as const)('fuzz: every bridge method over %s', (name, make) => {
  let client: TestClient;
  let ids: string[] = [];
  beforeAll(async () => {
    client = name === 'http' ? await httpClient(undefined, { secretStore: new MemorySecretStore() }) : await ipcClient(undefined, undefined, { secretStore: new MemorySecretStore() });
    for (const caption of ['fuzz one', '=fuzz two', 'fuzz three']) {
      const r = await client.invoke('drafts.create', { draft: { caption, profile_id: 'p1', platforms: ['instagram'] } });
      if (r.ok) ids.push(r.value.id);
    }
    ids = ids.length ? ids : ['none'];
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers every generated call with an envelope, and a refused call changes nothing', async () => {
    void make;
    const call = fc.constantFrom(...METHOD_NAMES).chain((m) => inputFor(m, ids).map((input) => ({ m, input })));
    let refused = 0;
    const perMethod = new Map<string, number>(METHOD_NAMES.map((m) => [m, 0]));
    const cases = await fuzz(`bridge/${name}`, fc.asyncProperty(fc.oneof({ arbitrary: call, weight: 9 }, { arbitrary: nastyString(30).map((m) => ({ m, input: {} })), weight: 1 }), async ({ m, input }) => {
      if (perMethod.has(m)) perMethod.set(m, (perMethod.get(m) ?? 0) + 1);
      const before = fingerprint(client);
      const r = await client.raw(m, input);
      expect(typeof r.ok).toBe('boolean');
      if (r.ok) return;
      refused++;
      expect(typeof r.error.code).toBe('string');
      expect(r.error.code).not.toBe('internal_error');
      expect(r.error.message.length).toBeLessThanOrEqual(ERROR_LIMITS.message * 4);
      expect(fingerprint(client)).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // 3,000 cases take a few seconds on a quiet machine; the time budget is for a busy one (CI runs two files at a
    // time), so that every method is still reached (asserted below).
    }), { runs: 3000, ms: 40_000 });
    const least = Math.min(...perMethod.values());
    console.log(`fuzz bridge/${name}: ${refused} of ${cases} calls refused, each with nothing changed; ${METHOD_NAMES.length} methods, each called at least ${least} times`);
    expect([...perMethod].filter(([, n]) => n === 0).map(([m]) => m)).toEqual([]);
  }, 90_000);
});
