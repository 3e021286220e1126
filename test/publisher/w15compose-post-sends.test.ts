/**
 * w15compose (walk 14): a draft sent by two members — Lan published it, then Bảo sent it again as a new post (or the
 * other order): two Hub posts, two senders. Compose on Lan's laptop named only the latest sender ("Sent from Bảo's
 * computer… not in this computer's Outbox") though Lan's own send IS in her Outbox: the post state holds one `by`.
 * The core now derives the post's sends (publisher/post-sends.ts draftSends): each Hub post with who sent it, when,
 * its state, and whether this computer's Outbox holds it; the same on both laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBatches, publishJobs, type Job, type WritableDB } from '../../src-main/library';
import { draftPostState, draftSends, postStateText, sendersDiffer, sendsText, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from './helpers';
import { ok, writeJournal } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
const held = { state: 'awaiting' as const, hubStatus: 'scheduled' };
const LAN = { memberId: 'm-lan', name: 'Lan' };
const BAO = { memberId: 'm-bao', name: 'Bảo' };

let lan: ReturnType<typeof journalDb>;
let bao: ReturnType<typeof journalDb>;
let shared: TeamOutcome[] = [];
const teamOf = (me: { memberId: string; name: string }) => ({ me, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });
const share = (db: WritableDB, by: { memberId: string; name: string }): TeamOutcome[] =>
  publishJobs.listJobs(db, { workspaceId: 'sandbox' }).map((j: Job) => ({
    id: j.id, draftId: j.draftId!, key: j.idempotencyKey, by, at: j.sentAt ?? j.createdAt, createdAt: j.createdAt, platforms: j.platforms,
    fields: j.fields, state: j.state, hubStatus: j.hubStatus, outcomes: j.outcomes, lastError: null, nextAt: null, scheduledAt: j.scheduledAt,
  }));
const batch = (w: WritableDB, id: string, draft: string): void => {
  publishBatches.createBatch(w, { id, workspaceId: 'sandbox', kind: 'drafts', draftIds: [draft] }, { now: 1, durable: 'full' });
};
/** A send as a line: who (you: this computer), its state, when, and whether this Outbox holds it. */
const said = (s: ReturnType<typeof draftSends>[number]): string =>
  `${s.post.by ? s.post.by.name : s.post.mine ? 'you' : '?'} ${s.post.state} ${new Date(s.post.by?.at ?? s.post.mine?.at ?? 0).toISOString()} ${s.here ? 'here' : 'theirs'}`;

beforeAll(() => {
  lan = journalDb();
  bao = journalDb();
  const wl = lan.db as unknown as WritableDB;
  const wb = bao.db as unknown as WritableDB;
  // Lan published "Trà đào" (batch bl), it went out; then Bảo sent it again as a new post for tomorrow (batch bb): the Hub holds it.
  batch(wl, 'bl', 'd-tra');
  writeJournal(wl, [{ id: 'lan-1', draftId: 'd-tra', batchId: 'bl', profileId: 'prof_caphe', platforms: ['facebook'], caption: 'Trà đào', at: T('2026-11-27T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook')] } }]);
  batch(wb, 'bb', 'd-tra');
  writeJournal(wb, [{ id: 'bao-1', draftId: 'd-tra', batchId: 'bb', profileId: 'prof_caphe', platforms: ['facebook'], caption: 'Trà đào', scheduledAt: '2026-11-28T09:00', timezone: 'Asia/Ho_Chi_Minh', at: T('2026-11-27T10:00:00Z'), patch: held }]);
  shared = [...share(wl, LAN), ...share(wb, BAO)];
});
afterAll(() => {
  lan.cleanup();
  bao.cleanup();
});

describe('a draft sent by two members: each send named truly', () => {
  it("before: the post state names only the latest sender on Lan's laptop (Bảo, not in her Outbox)", () => {
    const st = draftPostState(lan.db, 'd-tra', teamOf(LAN));
    expect(st.by?.name).toBe('Bảo');
    expect(st.by?.here).toBeUndefined();
  });

  it("on Lan's laptop: her own send (published, in this Outbox), then Bảo's (held by the Hub, from his computer)", () => {
    expect(draftSends(lan.db, 'd-tra', teamOf(LAN)).map(said)).toEqual([
      'you published 2026-11-27T09:00:00.000Z here',
      'Bảo scheduled 2026-11-27T10:00:00.000Z theirs',
    ]);
  });

  it("on Bảo's laptop: Lan's send (from her computer), then his own (in his Outbox): the same two posts", () => {
    expect(draftSends(bao.db, 'd-tra', teamOf(BAO)).map(said)).toEqual([
      'Lan published 2026-11-27T09:00:00.000Z theirs',
      'you scheduled 2026-11-27T10:00:00.000Z here',
    ]);
  });

  it('outside a team: this computer\'s publishes alone, no sender named', () => {
    const s = draftSends(lan.db, 'd-tra');
    expect(s.map((x) => `${x.post.state} ${x.here} ${x.post.by ?? null} ${x.post.mine ?? null}`)).toEqual(['published true null null']);
  });

  it("the CLI's words (drafts list): each send on its own, the same two posts; one sender: not listed apart", () => {
    const onLan = draftSends(lan.db, 'd-tra', teamOf(LAN));
    expect(sendersDiffer(onLan)).toBe(true);
    expect(sendsText(onLan, (p) => postStateText(p))).toBe(
      "sent as 2 posts: by you 2026-11-27 09:00 UTC, published on all channels (1 of 1), in this computer's Outbox; "
      + "by Bảo 2026-11-27 10:00 UTC, scheduled for 2026-11-28T09:00 in Asia/Ho_Chi_Minh, from Bảo's computer",
    );
    expect(sendersDiffer(draftSends(lan.db, 'd-tra'))).toBe(false);
  });
});
