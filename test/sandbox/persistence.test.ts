import { execFileSync } from 'node:child_process';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src-main/common';
import { demoApiKey } from '../../src-main/sandbox';
import { startTestHub, post } from './helpers';

describe('state in SQLite', () => {
  it('D1: posts, keys, pins, monitors and links survive a restart; the key and seed stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-state-'));
    const clock = new ManualClock(Date.parse('2026-11-22T03:00:00Z'));
    let hub = await startTestHub({ dataDir: dir, clock, seed: 9 });
    expect(hub.sb.apiKey).toBe(demoApiKey(9));
    expect(existsSync(join(dir, 'sandbox.sqlite'))).toBe(true);
    const a = await hub.publish(post(), { key: 'persist-1' });
    await hub.call('POST', '/v1/connections/facebook/page', { json: { profile_id: 'prof_lumen', page_id: 'pg_lumen_berlin' } });
    const m = await hub.call('POST', '/v1/autodm/monitors', { json: { profile_id: 'prof_caphe', post_url: 'https://x.com/p/1', reply_message: 'hi', trigger_keywords: [], monitoring_interval: 60 } });
    const link = await hub.call('POST', '/v1/connections/start', { json: { profile_id: 'prof_new', platform: 'threads' } });
    await hub.close();

    hub = await startTestHub({ dataDir: dir, clock, seed: 123 });
    expect(hub.sb.apiKey).toBe(demoApiKey(9));
    const replay = await hub.publish(post(), { key: 'persist-1' });
    expect(replay.text).toBe(a.text);
    expect(hub.sb.control.publishedPosts()).toHaveLength(1);
    expect((await hub.call('GET', '/v1/connections/facebook/page?profile_id=prof_lumen')).json.page.id).toBe('pg_lumen_berlin');
    expect((await hub.call('GET', `/v1/autodm/monitors/${m.json.monitor.id}`)).status).toBe(200);
    expect((await hub.call('GET', `/v1/connections/start/${link.json.token}`)).status).toBe(200);
    clock.advance(2_000);
    expect((await hub.call('GET', `/v1/posts/status?request_id=${a.json.request_id}`)).json.status).toBe('completed');
    await hub.close();
  });
  it('D2: another process reads published posts (key, request id) from the WAL database while the sandbox runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-wal-'));
    const hub = await startTestHub({ dataDir: dir });
    const a = await hub.publish(post({ caption: 'đọc từ tiến trình khác' }), { key: 'cross-1' });
    await hub.publish(post({ caption: 'hai' }), { key: 'cross-2' });
    const script = `
      const Database = require('better-sqlite3');
      const db = new Database(process.argv[1], { readonly: true, fileMustExist: true });
      console.log(JSON.stringify(db.prepare('SELECT idempotency_key AS k, request_id AS r, caption AS c FROM published ORDER BY seq').all()));
    `;
    const out = execFileSync(process.execPath, ['-e', script, join(dir, 'sandbox.sqlite')], { encoding: 'utf8' });
    const rows = JSON.parse(out) as Array<{ k: string; r: string; c: string }>;
    expect(rows).toEqual([
      { k: 'cross-1', r: a.json.request_id, c: 'đọc từ tiến trình khác' },
      { k: 'cross-2', r: expect.stringMatching(/^req_/), c: 'hai' },
    ]);
    const mode = hub.sb.control.db.pragma('journal_mode', { simple: true });
    expect(mode).toBe('wal');
    await hub.close();
  });
  it('D3: in-memory when no data dir is given (nothing survives)', async () => {
    const hub = await startTestHub();
    expect(hub.sb.dbFile).toBeNull();
    await hub.publish(post());
    await hub.close();
    const again = await startTestHub();
    expect(again.sb.control.publishedPosts()).toHaveLength(0);
    await again.close();
  });
});
