/**
 * w19twohub (walk 17, findings 2 and 3): a post to Facebook, Instagram and X whose caption is too long for X gets an
 * X-only caption, so ONE publish goes to the Hub as TWO calls (one per caption group, each with its own key): two Hub
 * posts. The sender's laptop grouped its publish as one send (post-sends.ts by the publish's batch) while a
 * teammate's laptop, which sees one key per call, counted two — Lan's Compose said "the Hub's post", Bảo's "2 posts".
 * One grouping now decides for every laptop: a send is one call of a publish with the jobs that continued it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBatches, publishJobs, type WritableDB } from '../../src-main/library';
import { draftAtHubSends, draftHubPosts, draftSends, heldAtHub, postStateText, sendsListed, sendsText, type TeamOutcome } from '../../src-main/publisher';
import { journalDb } from './helpers';
import { no, ok, writeJournal, type HandJob } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
const LAN = { memberId: 'm-lan', name: 'Lan' };
const BAO = { memberId: 'm-bao', name: 'Bảo' };
const MAIN = 'Tết này uống gì? Cà phê muối giảm 20% cho cả nhà, chỉ ba ngày.';
const XTEXT = 'Cà phê muối giảm 20% #tet';
const held = { state: 'awaiting' as const, hubStatus: 'scheduled' };

let lan: ReturnType<typeof journalDb>;
let bao: ReturnType<typeof journalDb>;
let shared: TeamOutcome[] = [];
const teamOf = (me: { memberId: string; name: string }) => ({ me, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });
const share = (db: WritableDB, by: { memberId: string; name: string }): TeamOutcome[] =>
  publishJobs.listJobs(db, { workspaceId: 'sandbox' }).map((j) => ({
    id: j.id, draftId: j.draftId!, key: j.idempotencyKey, by, at: j.sentAt ?? j.createdAt, createdAt: j.createdAt, platforms: j.platforms,
    fields: j.fields, state: j.state, hubStatus: j.hubStatus, outcomes: j.outcomes, lastError: null, nextAt: null, scheduledAt: j.scheduledAt, sentFirst: 'original',
  }));
/** One publish (batch b-…) of a draft: its caption groups' calls, sent at one instant for one time. */
const call = (id: string, draftId: string, platforms: string[], caption: string, more: Partial<HandJob> = {}): HandJob => ({
  id, draftId, batchId: `b-${draftId}`, profileId: 'prof_caphe', platforms, caption, scheduledAt: '2027-01-15T08:00', timezone: 'Asia/Ho_Chi_Minh', at: T('2026-11-27T09:00:00Z'), patch: held, ...more,
});

beforeAll(() => {
  lan = journalDb();
  bao = journalDb();
  const w = lan.db as unknown as WritableDB;
  for (const d of ['d-x', 'd-one', 'd-retry']) publishBatches.createBatch(w, { id: `b-${d}`, workspaceId: 'sandbox', kind: 'drafts', draftIds: [d] }, { now: 1, durable: 'full' });
  writeJournal(w, [
    // The X-only caption: one publish, two calls.
    call('main', 'd-x', ['facebook', 'instagram'], MAIN),
    call('x', 'd-x', ['x'], XTEXT),
    // One caption for all: one publish, one call.
    call('all', 'd-one', ['facebook', 'instagram'], MAIN),
    // A retry of a refused channel continues its call: still one Hub post on the sender's laptop.
    call('r1', 'd-retry', ['facebook', 'instagram'], MAIN, { scheduledAt: undefined, timezone: undefined, patch: { state: 'done', hubStatus: 'partial', outcomes: [ok('facebook'), no('instagram')] } }),
    call('r2', 'd-retry', ['instagram'], MAIN, { batchId: null, parentJobId: 'r1', reason: 'retry_channels', scheduledAt: undefined, timezone: undefined, at: T('2026-11-27T09:30:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram')] } }),
  ]);
  shared = share(w, LAN);
});
afterAll(() => {
  lan.cleanup();
  bao.cleanup();
});

/** A laptop's count and list of the draft's Hub posts, in words every screen reads: state, sender, time and channels. */
function seen(db: ReturnType<typeof journalDb>['db'], draftId: string, me: typeof LAN) {
  const sends = draftSends(db, draftId, teamOf(me));
  const posts = draftHubPosts(db, [draftId], teamOf(me)).get(draftId) ?? [];
  return {
    held: heldAtHub(sends),
    listed: sendsListed(sends),
    sends: sends.map((s) => `${s.post.state} ${s.post.scheduledAt} ${s.post.timezone} by ${s.post.by?.name ?? 'Lan'}`).sort(),
    posts: posts.map((p) => `${p.at} ${p.channels.join(',')} ${p.caption} by ${p.by ?? 'Lan'}`).sort(),
    atHub: draftAtHubSends(db, draftId, teamOf(me))?.sends?.length ?? 1,
  };
}

describe('a post the Hub holds as two (an X-only caption): one grouping on every laptop', () => {
  it("the sender's laptop counts two Hub posts, as the teammate's does, with the same times, texts and sender", () => {
    const mine = seen(lan.db, 'd-x', LAN);
    const theirs = seen(bao.db, 'd-x', BAO);
    expect(mine.held).toBe(2);
    expect(mine.listed).toBe(true);
    expect(mine.atHub).toBe(2);
    expect(mine).toEqual(theirs);
    expect(mine.posts).toEqual([
      `2027-01-15T01:00:00.000Z facebook,instagram ${MAIN} by Lan`,
      `2027-01-15T01:00:00.000Z x ${XTEXT} by Lan`,
    ]);
    expect(mine.sends).toEqual(['scheduled 2027-01-15T08:00 Asia/Ho_Chi_Minh by Lan', 'scheduled 2027-01-15T08:00 Asia/Ho_Chi_Minh by Lan']);
  });

  it("the CLI's words (drafts list) say the same two posts, in a team and on a single desk", () => {
    const text = (team?: ReturnType<typeof teamOf>) => sendsText(draftSends(lan.db, 'd-x', team), (p) => postStateText(p));
    expect(text(teamOf(LAN))).toMatch(/^sent as 2 posts: by you 2026-11-27 09:00 UTC, .+, in this computer's Outbox; by you 2026-11-27 09:00 UTC, .+, in this computer's Outbox$/);
    expect(sendsText(draftSends(bao.db, 'd-x', teamOf(BAO)), (p) => postStateText(p))).toMatch(/^sent as 2 posts: by Lan 2026-11-27 09:00 UTC, .+, from Lan's computer; by Lan .+, from Lan's computer$/);
    expect(sendsListed(draftSends(lan.db, 'd-x'))).toBe(true);
  });

  it('one caption for every channel: one Hub post on both laptops', () => {
    const mine = seen(lan.db, 'd-one', LAN);
    expect(mine.held).toBe(1);
    expect(mine.listed).toBe(false);
    expect(mine).toEqual(seen(bao.db, 'd-one', BAO));
  });

  it("a retry of a refused channel continues its call: one send on the sender's laptop (a teammate sees its two keys: left to the team's outcomes)", () => {
    const mine = seen(lan.db, 'd-retry', LAN);
    expect(mine.held).toBe(1);
    expect(mine.sends).toEqual(['published null null by Lan']);
  });
});
