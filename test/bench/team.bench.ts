/**
 * Team binding benchmark: `npm run bench -- team [count=10000]`.
 *
 * Two laptops (two library files on disk), one team workspace each, no server:
 * 1. A: `count` drafts created in one transaction (captions in English and Vietnamese, tags, one
 *    or two https photos, a few channel captions), then the binding's first flushLocal puts them
 *    all in the document (timed). Document size = Y.encodeStateAsUpdate bytes; stored = the
 *    team_updates rows' bytes.
 * 2. B (empty): applyRemote of A's whole state — the first projection: `count` drafts written
 *    into SQLite with their photos, tags and search rows (timed).
 * 3. flushLocal of 1 edited draft (p50 of 20) and of 1,000 edited drafts (one flush), on A.
 * 4. applyRemote on B of the update one edit made (p50 of 20): decoding it, applying it, and the
 *    projection of one draft.
 * 5. Reopening A's binding: the document rebuilt from its stored updates (timed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { ManualClock } from '../../src-main/common';
import { openLibrary, workspaces, type Library } from '../../src-main/library';
import { openTeamBinding } from '../../src-main/team';
import { mulberry32 } from '../../src-main/sandbox';

const EN = ['Big news! our autumn collection is finally here', 'Weekend vibes. cold brew coffee with oat milk', 'Just landed: limited edition sneakers restocked', 'Last chance! the summer sale ends at midnight'];
const VI = ['Tin vui! cà phê sữa đá pha phin chuẩn vị Sài Gòn', 'Hàng mới về: bộ sưu tập áo dài mùa thu', 'Cơ hội cuối! giảm giá 50% toàn bộ cửa hàng', 'Hậu trường: phở bò Hà Nội nấu từ xương hầm'];
const TAGS = ['launch', 'promo', 'evergreen', 'q4', 'holiday', 'food', 'khuyen-mai'];

const ms = (t0: bigint): number => Number((process.hrtime.bigint() - t0) / 1000n) / 1000;
/** CPU time (user + system) since `c0`, in ms: steadier than wall time on a shared machine. */
const cpu = (c0: NodeJS.CpuUsage): number => { const c = process.cpuUsage(c0); return Math.round((c.user + c.system) / 1000); };
const p50 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function laptop(dir: string, name: string, member: string): { lib: Library; ws: string } {
  const lib = openLibrary(join(dir, `${name}.sqlite`), { clock: new ManualClock(Date.parse('2026-11-20T08:00:00Z')) });
  const w = workspaces.add(lib.db, { name: 'Brand team', hubUrl: 'https://hub.example.com' });
  workspaces.setTeam(lib.db, w.id, { url: 'https://team.example.com', id: 'team-1', member, role: 'editor' });
  return { lib, ws: w.id };
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const count = Number(args[0] ?? 10_000);
  const dir = mkdtempSync(join(tmpdir(), 'postroom-team-bench-'));
  const r = mulberry32(20261126);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  try {
    const a = laptop(dir, 'a', 'ana');
    const b = laptop(dir, 'b', 'bao');
    const inputs = Array.from({ length: count }, (_, i) => ({
      profile_id: `prof_${1 + (i % 5)}`, platforms: r() < 0.5 ? ['instagram', 'facebook'] : ['x'], caption: `${r() < 0.5 ? pick(VI) : pick(EN)} #${i}`,
      title: r() < 0.2 ? 'This month\'s offer' : '', tags: [pick(TAGS)], photos: Array.from({ length: 1 + Math.floor(r() * 2) }, (_, k) => `https://cdn.example.com/p/${i}-${k}.jpg`),
      ...(r() < 0.1 ? { captions: { x: { caption: `Short #${i}` } } } : {}),
    }));
    const ids = a.lib.drafts.createMany(a.lib.db, inputs, { workspaceId: a.ws });

    const bindA = openTeamBinding(a.lib.db, { workspaceId: a.ws });
    let t = process.hrtime.bigint();
    let c = process.cpuUsage();
    const firstFlush = bindA.flushLocal();
    const firstFlushMs = ms(t);
    const firstFlushCpuMs = cpu(c);
    const state = Y.encodeStateAsUpdate(bindA.doc);
    const stored = (a.lib.db.prepare('SELECT sum(length("update")) n FROM team_updates').get() as { n: number }).n;

    const bindB = openTeamBinding(b.lib.db, { workspaceId: b.ws });
    t = process.hrtime.bigint();
    c = process.cpuUsage();
    bindB.applyRemote(state);
    const projectionMs = ms(t);
    const projectionCpuMs = cpu(c);
    const projected = b.lib.drafts.count(b.lib.db, { workspaceId: b.ws });

    const one: number[] = [];
    const remoteOne: number[] = [];
    const updates: Uint8Array[] = [];
    const off = bindA.onLocalUpdate((u) => updates.push(u));
    for (let i = 0; i < 20; i += 1) {
      const id = ids[Math.floor(r() * ids.length)] as string;
      a.lib.drafts.update(a.lib.db, id, { caption: `${a.lib.drafts.getDraft(a.lib.db, id).caption} edit ${i}` });
      t = process.hrtime.bigint();
      bindA.flushLocal();
      one.push(ms(t));
      const u = updates.at(-1) as Uint8Array;
      t = process.hrtime.bigint();
      bindB.applyRemote(u);
      remoteOne.push(ms(t));
    }
    off();
    for (const id of ids.slice(0, 1000)) a.lib.drafts.update(a.lib.db, id, { title: 'Edited in bulk', tags: ['bulk'] });
    t = process.hrtime.bigint();
    c = process.cpuUsage();
    const bulk = bindA.flushLocal();
    const thousandMs = ms(t);
    const thousandCpuMs = cpu(c);

    bindA.close();
    t = process.hrtime.bigint();
    c = process.cpuUsage();
    const reopened = openTeamBinding(a.lib.db, { workspaceId: a.ws });
    const reopenMs = ms(t);
    const reopenCpuMs = cpu(c);
    const reopenDrafts = reopened.doc.getMap('drafts').size;
    reopened.close();
    bindB.close();
    a.lib.close();
    b.lib.close();
    return {
      drafts: count,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      firstFlushMs, firstFlushCpuMs, firstFlushChanges: firstFlush,
      docBytes: state.byteLength, storedUpdateBytes: stored,
      firstProjectionMs: projectionMs, firstProjectionCpuMs: projectionCpuMs, projectedDrafts: projected,
      flushOneEditP50Ms: p50(one), flushOneEditMaxMs: Math.max(...one),
      flushThousandEditsMs: thousandMs, flushThousandEditsCpuMs: thousandCpuMs, thousandEditsChanged: bulk,
      applyRemoteOneEditP50Ms: p50(remoteOne), applyRemoteOneEditMaxMs: Math.max(...remoteOne),
      reopenMs, reopenCpuMs, reopenDrafts,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
