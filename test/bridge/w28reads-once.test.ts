/**
 * w28reads (code review, 2026-11-28): a screen reads the teammates' state it needs ONCE. The review found, on
 * correct results, wasted reads: `drafts.list` read each sent draft's journal three times (draftPostState,
 * teammateSends, ownHeldSend: one `listJobs` query each) and its team outcomes twice (sentByOf, editedSinceSentOf);
 * `jobs.team` with the Outbox's filter read every teammate's send twice (theirSends, then teamOutcomeRows again),
 * and each of their drafts' jobs and outcomes alone. Counted here at the library's two reads (publish-jobs.ts
 * listJobs, team-outcome-rows.ts teamOutcomes, wrapped by a counter), over Bảo's laptop in a team: Lan's send of
 * A (approved, edited since), his own send of B, his send of C that Lan's Publish replayed, and a draft D never sent.
 * Before this branch: drafts.list made 8 listJobs and 6 teamOutcomes reads, jobs.team with a filter 4 and 6.
 * h-twosends (code review): and each draft's post is derived once for the page (counted at publish-events.ts sentFirstOf,
 * which each team derivation reads once): C was derived by sentByOf and again by ownTimesOf.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({ listJobs: 0, teamOutcomes: 0, derived: 0 }));
vi.mock('../../src-main/library/publish-jobs', async (original) => {
  const m = await original<typeof import('../../src-main/library/publish-jobs')>();
  return { ...m, listJobs: (...a: Parameters<typeof m.listJobs>) => (reads.listJobs++, m.listJobs(...a)) };
});
vi.mock('../../src-main/library/team-outcome-rows', async (original) => {
  const m = await original<typeof import('../../src-main/library/team-outcome-rows')>();
  return { ...m, teamOutcomes: (...a: Parameters<typeof m.teamOutcomes>) => (reads.teamOutcomes++, m.teamOutcomes(...a)) };
});

// h-twosends: each post-state derivation of a team's draft reads its calls' verdicts once (draft-states.ts postStateOfJobs).
vi.mock('../../src-main/library/publish-events', async (original) => {
  const m = await original<typeof import('../../src-main/library/publish-events')>();
  return { ...m, sentFirstOf: (...a: Parameters<typeof m.sentFirstOf>) => (reads.derived++, m.sentFirstOf(...a)) };
});

import { EventHub } from '../../src-main/bridge/events';
import { libraryHandlers } from '../../src-main/bridge/handlers/library';
import { draftsListSends } from '../../src-main/bridge/page-sends';
import type { Services } from '../../src-main/bridge/services';
import { teamSends } from '../../src-main/bridge/team-sends';
import { drafts, publishJobs, teamRows, workspaces, type Library } from '../../src-main/library';
import { applyReviewAction, approvalKey, DEFAULT_REVIEW_SETTINGS, teamPublishPort, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { ok, writeJournal } from '../publisher/outcome-journal';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const AT = Date.parse('2026-11-27T09:00:00Z');

let lib: Library;
let s: Services;
let dir: string;
const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

/** The reads `f` makes (its answer beside them). */
function counted<T>(f: () => T): { value: T; listJobs: number; teamOutcomes: number; derived: number } {
  reads.listJobs = 0;
  reads.teamOutcomes = 0;
  reads.derived = 0;
  const value = f();
  return { value, listJobs: reads.listJobs, teamOutcomes: reads.teamOutcomes, derived: reads.derived };
}

// A fresh library per test (tempLibrary closes it after each).
beforeEach(() => {
  const t = tempLibrary();
  lib = t.lib;
  dir = t.dir;
  const db = lib.db;
  const w = workspaces.add(db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
  workspaces.use(db, w.id);
  workspaces.setTeam(db, w.id, { url: 'https://team.example.com', id: 'team-1', role: 'editor', member: 'Bảo' });
  const draft = (caption: string) => drafts.create(db, { profile_id: 'prof_cafe', platforms: ['facebook', 'instagram'], caption }).id;
  ids.a = draft('Trà đào cam sả');
  ids.b = draft('Bánh mì');
  ids.c = draft('Cà phê muối');
  ids.d = draft('Matcha (not sent)');
  const lan = (job: string, draftId: string, key: string, sentFirst: 'original' | 'replay') => teamRows.writeOutcome(db, w.id, {
    job_id: job, draft_id: draftId, idempotency_key: key, state: 'done', hub_status: 'completed', outcomes: [ok('facebook'), ok('instagram')],
    platforms: ['facebook', 'instagram'], fields: { profile_id: 'prof_cafe' }, last_error: null, next_at: null, created_at: AT, scheduled_at: null,
    member: 'Lan', at: new Date(AT + 60_000).toISOString(), sent_first: sentFirst,
  });
  // A: Bảo approved it, Lan's laptop sent it under the approval's key; then its caption changed (edited since it was sent).
  applyReviewAction(db, member('Lan', 'editor'), { draftId: ids.a, action: 'submit' });
  t.clock.advance(1000);
  const approval = applyReviewAction(db, member('Bảo', 'approver'), { draftId: ids.a, action: 'approve' }).approval!;
  lan('lan-a', ids.a, approvalKey(approval.id, ids.a, 0), 'original');
  drafts.update(db, ids.a, { caption: 'Trà đào cam sả — mua 1 tặng 1' });
  // B: Bảo's own send; C: his send, which Lan's Publish replayed.
  const [, jc] = writeJournal(db, [ids.b, ids.c].map((draftId) => ({ draftId, workspaceId: w.id, profileId: 'prof_cafe', platforms: ['facebook', 'instagram'], at: AT, patch: { state: 'done' as const, hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] } })));
  lan('lan-c', ids.c, publishJobs.getJob(db, jc!).idempotencyKey, 'replay');
  for (const id of [ids.a, ids.b, ids.c]) drafts.setState(db, id, 'published');
  s = {
    library: lib, clock: { now: () => AT + 86_400_000 },
    currentWorkspace: () => workspaces.getCurrent(lib.db),
    teamPort: (ws = workspaces.getCurrent(lib.db)) => teamPublishPort(lib, ws),
  } as unknown as Services;
});

describe('drafts.list reads the page’s teammates’ state once', () => {
  it('one journal read and one team-outcomes read for the page; who sent what and the edit said as before', () => {
    const list = libraryHandlers({ library: lib, events: new EventHub(), dataDir: dir, ...draftsListSends(s) })['drafts.list'];
    const { value: page, listJobs, teamOutcomes, derived } = counted(() => list({ limit: 50 }));
    const row = (id: string) => page.items.find((d) => d.id === id)!;
    expect(row(ids.a).sentBy?.name).toBe('Lan');
    expect(row(ids.a).sentCounts).toEqual({ published: 2, total: 2 });
    expect(row(ids.a).editedSinceSent).toBeDefined();
    // Bảo's own send, and his send Lan replayed: his, nobody else named; nothing edited.
    for (const id of [ids.b, ids.c, ids.d]) expect([row(id).sentBy, row(id).editedSinceSent]).toEqual([undefined, undefined]);
    expect({ listJobs, teamOutcomes }).toEqual({ listJobs: 1, teamOutcomes: 1 });
    // h-twosends (code review): each sent draft's post derived once (A, B, C): C, Bảo's send with Lan's outcome of it, was
    // derived twice (bylines.ts sentByOf, then ownTimesOf): 4 before, one derivation over the union now (rowSendsOf).
    expect(derived).toBe(3);
  });
});

describe('jobs.team with the Outbox’s filter reads the teammates’ sends once', () => {
  it('the cards and the Table’s rows of them come from one reading', () => {
    const all = counted(() => teamSends(s, 500));
    const filtered = counted(() => teamSends(s, 500, { state: 'published' }));
    expect(all.value.map((x) => [x.draftId, x.by.name])).toEqual([[ids.a, 'Lan']]);
    expect(filtered.value).toEqual(all.value);
    expect(counted(() => teamSends(s, 500, { state: 'scheduled' })).value).toEqual([]);
    // The workspace's outcomes (which drafts), then their drafts' jobs and outcomes: one read each, filter or not.
    expect({ listJobs: filtered.listJobs, teamOutcomes: filtered.teamOutcomes }).toEqual({ listJobs: 1, teamOutcomes: 2 });
    expect({ listJobs: filtered.listJobs, teamOutcomes: filtered.teamOutcomes }).toEqual({ listJobs: all.listJobs, teamOutcomes: all.teamOutcomes });
  });
});
