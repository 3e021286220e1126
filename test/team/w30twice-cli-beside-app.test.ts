/**
 * w30twice (walk 27, finding 1), the walk's steps with real components: a REAL team server (stopped and started again
 * on its port, as the tester did) and sandbox Hub; Lan (editor) and Bảo (approver) on the CLI; on Bảo's data dir,
 * beside his CLI, the app's team side (TeamService: its own library connection, binding, session and 100 ms flush, as
 * the web host runs it).
 *
 * What the tester's 45 s wait made happen: Bảo's app had lost the server long enough for its reconnect backoff to
 * pass the minute the server was up, so it never heard Lan's change while his CLI's `team sync` took it in. Here the
 * app's reconnect delay is a minute: it stays offline from the stop to the end, deterministically.
 * Before the fix: the app's flush of the row `publish` wrote put Lan's " — giảm 10%" in again as Bảo: the caption
 * came out doubled on both laptops, History said Bảo changed the caption, and Bảo's approval no longer held.
 */
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, teamRows, type Library } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { openTeamBinding, reviewOf, TeamService } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliTeam, until, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w30twice-', hub: { seed: 3027 } });
let lan: CliLaptop;
let bao: CliLaptop;
let restarted: TeamServer | null = null;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  for (const l of [lan, bao]) await l.ok(['team', 'status']);
}, 60_000);
afterAll(async () => {
  await restarted?.stop();
  await team.stop();
});

const BEFORE = 'Giáng sinh an lành ☃';
const AFTER = 'Giáng sinh an lành ☃ — giảm 10%';

/** Bảo's app on his data dir: the team side as the web host runs it, its reconnect a minute apart. */
async function baosApp(): Promise<{ library: Library; service: TeamService; close(): Promise<void> }> {
  const library = openLibrary(join(bao.dir, 'library.sqlite'));
  const service = new TeamService({ library, store: new MemorySecretStore(), mediaDir: join(bao.dir, 'media'), env: { POSTROOM_TEAM_TOKEN: team.token('Bảo') }, reconnectDelayMs: 60_000 });
  await service.useCurrent();
  return { library, service, close: async () => { await service.close(); library.close(); } };
}

describe("a teammate's caption taken in by the CLI beside the open app, then approved and published from the CLI", () => {
  it('goes out once, reads once on both laptops, credits nothing to Bảo, and his approval holds', async () => {
    const zone = 'Asia/Ho_Chi_Minh';
    const at = DateTime.now().setZone(zone).plus({ days: 2 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toISO()!;
    const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w30twice.jpg'], caption: BEFORE, notes: 'ảnh cây thông', scheduled_at: at, timezone: zone }).id);
    await lan.sync();
    await bao.sync();

    const app = await baosApp();
    try {
      await until(async () => (await app.service.status()).state === 'online', 15_000);
      // 1. The server stops; the app is offline (its next try a minute away).
      const port = team.server().port;
      await team.server().stop();
      await until(async () => (await app.service.status()).state === 'offline', 15_000);
      // 2. Lan, offline: edits the caption and the notes, sends it for review.
      await lan.ok(['drafts', 'edit', id, '--caption', AFTER]);
      lan.lib((l) => l.drafts.update(l.db, id, { notes: 'ảnh cây thông, giá mới' }));
      await lan.ok(['review', 'submit', id]);
      // 3. The server is back; Lan then Bảo's CLI sync (the app hears nothing).
      restarted = await startTeamServer({ dataDir: join(team.root(), 'server'), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
      await lan.sync();
      await bao.sync();
      expect(bao.lib((l) => l.drafts.get(l.db, id).caption)).toBe(AFTER);
      expect((await app.service.status()).state).toBe('offline');
      // 4. Bảo's CLI approves and publishes; the app's flush takes the rows they wrote (the team outbox empties).
      await bao.ok(['review', 'approve', id]);
      await bao.ok(['publish', id]);
      const ws = bao.lib((l) => l.workspaces.getCurrent(l.db).id);
      await until(() => bao.lib((l) => teamRows.outbox(l.db, ws).length === 0), 10_000);
    } finally {
      await app.close();
    }
    // 5. Everything Bảo's laptop stored goes out (his CLI's sync sends the app's updates too); Lan syncs.
    // (Each sync's exit is read after the words: before the fix the server refused the approval, of a version it
    // did not hold — the doubled one — after it had taken the doubled caption.)
    const syncs = [await bao.run(['team', 'sync', '--json']), await lan.run(['team', 'sync', '--json']), await bao.run(['team', 'sync', '--json'])];
    for (const l of [lan, bao]) {
      const d = l.lib((x) => x.drafts.get(x.db, id));
      expect({ caption: d.caption, notes: d.notes }).toEqual({ caption: AFTER, notes: 'ảnh cây thông, giá mới' });
    }
    expect(syncs.map((r) => r.code), syncs.map((r) => r.stderr).join('\n')).toEqual([0, 0, 0]);
    const hub = team.sandbox().control.db.prepare('SELECT caption FROM posts').all() as Array<{ caption: string }>;
    expect(hub.map((p) => p.caption)).toEqual([AFTER]);
    // History: Lan made and changed it; Bảo changed nothing (on his laptop and on Lan's).
    for (const l of [lan, bao]) {
      const lines = l.lib((x) => {
        const b = openTeamBinding(x.db, { workspaceId: x.workspaces.getCurrent(x.db).id });
        try {
          return b.history(id).map((e) => ({ member: e.member, fields: e.fields }));
        } finally {
          b.close();
        }
      });
      expect(lines.filter((e) => e.member === 'Bảo')).toEqual([]);
    }
    // Bảo's approval holds for what went out, on both laptops.
    for (const l of [lan, bao]) {
      const r = l.lib((x) => reviewOf(x.db, id));
      expect({ state: r.state, stale: r.stale, by: r.approval?.by ?? null }).toEqual({ state: 'approved', stale: false, by: 'Bảo' });
    }
  }, 120_000);
});
