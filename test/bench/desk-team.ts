/**
 * desk.bench.ts part 5 (w28reads): what the Outbox and the Library read of the TEAMMATES' state, in Node (no page),
 * through the bridge's own handlers over a team library on disk (Bảo's laptop; his team's outcomes as the team
 * shares them, team_outcomes; the team port the app builds, team/publish-port.ts). No team server: the port reads
 * the library. `drafts` drafts, every one sent and marked published: 1 in 2 by Lan alone (a team outcome),
 * 1 in 4 by Bảo alone (his journal), 1 in 4 by Bảo with Lan's replay of his key (both). Each call timed 7 times
 * (the first a cold one): wall and CPU time, medians and all:
 * - draftsList: `drafts.list` of the first page (50), as the core wires it (bridge page-sends.ts);
 * - outcomesListFiltered: `outcomes.list` under a filter (state published), as the Outbox's Table asks it;
 * - jobsTeam / jobsTeamFiltered: `jobs.team` without and with that filter, as the "Sent by teammates" cards ask.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventHub } from '../../src-main/bridge/events';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';
import { outcomeHandlers } from '../../src-main/bridge/handlers/outcomes';
import type { Outbox } from '../../src-main/bridge/outbox';
import { draftsListSends } from '../../src-main/bridge/page-sends';
import type { Services } from '../../src-main/bridge/services';
import { teamSends } from '../../src-main/bridge/team-sends';
import { drafts, openLibrary, publishJobs, teamRows, workspaces, type WritableDB } from '../../src-main/library';
import { teamPublishPort } from '../../src-main/team';
import { ok, writeJournal } from '../publisher/outcome-journal';

const TIMES = 7;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const tenth = (ms: number): number => Math.round(ms * 10) / 10;

/**
 * Wall time and this process's CPU time (user + system, process.cpuUsage) of each call: on a loaded machine the CPU
 * time is the figure to compare (the calls are synchronous reads and derivations, nothing waits on another process).
 */
async function timed(f: () => unknown): Promise<{ wallMedian: number; cpuMedian: number; wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < TIMES; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await f();
    const used = process.cpuUsage(c);
    wall.push(tenth(performance.now() - t));
    cpu.push(tenth((used.user + used.system) / 1000));
  }
  return { wallMedian: median(wall), cpuMedian: median(cpu), wall, cpu };
}

export async function teamReadsFigures(count: number): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-bench-desk-team-'));
  const lib = openLibrary(join(dir, 'library.sqlite'));
  try {
    const db = lib.db as WritableDB;
    const w = workspaces.add(db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
    workspaces.use(db, w.id);
    workspaces.setTeam(db, w.id, { url: 'https://team.example.com', id: 'team-bench', role: 'editor', member: 'Bảo' });
    const start = Date.now() - 7 * 86_400_000;
    const t0 = performance.now();
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const at = start + i * 60_000;
        const platforms = i % 3 === 0 ? ['facebook', 'instagram'] : ['instagram', 'x'];
        const d = drafts.create(db, { profile_id: `prof_${i % 3}`, platforms, caption: `Post ${i + 1} of the week, sent` });
        drafts.setState(db, d.id, 'published');
        const kind = i % 4;
        const lan = (key: string, sentFirst: 'original' | 'replay') => teamRows.writeOutcome(db, w.id, {
          job_id: `lan-${i}`, draft_id: d.id, idempotency_key: key, state: 'done', hub_status: 'completed', outcomes: platforms.map(ok), platforms,
          fields: { profile_id: `prof_${i % 3}`, caption: `Post ${i + 1} of the week, sent` }, last_error: null, next_at: null, created_at: at, scheduled_at: null,
          member: 'Lan', at: new Date(at + 1000).toISOString(), sent_first: sentFirst,
        });
        if (kind < 2) lan(`k-lan-${i}`, 'original');
        else {
          const [id] = writeJournal(db, [{ draftId: d.id, workspaceId: w.id, profileId: `prof_${i % 3}`, platforms, at, patch: { state: 'done', hubStatus: 'completed', outcomes: platforms.map(ok) } }]);
          if (kind === 3) lan(publishJobs.getJob(db, id!).idempotencyKey, 'replay');
        }
      }
    })();
    const seedMs = Math.round(performance.now() - t0);
    const s = {
      library: lib, clock: { now: () => Date.now() },
      currentWorkspace: () => workspaces.getCurrent(lib.db),
      teamPort: (ws = workspaces.getCurrent(lib.db)) => teamPublishPort(lib, ws),
    } as unknown as Services;
    const outbox = { publisher: () => Promise.reject(new Error('no publisher in the bench')) } as unknown as Outbox;
    const list = libraryHandlers({ library: lib, events: new EventHub(), dataDir: dir, ...draftsListSends(s) })['drafts.list'];
    const outcomes = outcomeHandlers(s, outbox)['outcomes.list'];
    const filter = { state: 'published' as const };
    const page = list({ limit: 50 });
    const sentByTeammates = page.items.filter((d) => d.sentBy).length;
    return {
      drafts: count, seedMs, pageSentByTeammates: sentByTeammates,
      draftsListMs: await timed(() => list({ limit: 50 })),
      outcomesListFilteredMs: await timed(() => outcomes({ filter })),
      jobsTeamMs: await timed(() => teamSends(s, 500)),
      jobsTeamFilteredMs: await timed(() => teamSends(s, 500, filter)),
    };
  } finally {
    lib.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
