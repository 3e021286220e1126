/**
 * w17twins (walk 16): "which posts does the Hub hold of this draft" had two answers — Compose, the Review panel and
 * `drafts list` counted the draft's sends (post-sends.ts draftSends: its publishes, by publishOfJob, and the
 * teammates' sends), the client's preview page grouped the Outbox Table's rows by time, text and sender
 * (hub-posts.ts). Two publishes at the same instant and text were two posts in Compose and one on the page; a
 * retry of a refused channel sent at another moment was one post in Compose and two on the page. The page's list
 * is now the held sends themselves: row by row, Compose's count and the page's list agree, sender by sender.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, type WritableDB } from '../../src-main/library';
import { draftHubPosts, draftSends, heldAtHub, type TeamOutcome } from '../../src-main/publisher';
import { AT_HUB_STATES } from '../../src-shared/post-sends';
import { journalDb } from './helpers';
import { no, ok, writeJournal, type HandJob } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
const held = { state: 'awaiting' as const, hubStatus: 'scheduled' };
const LAN = { memberId: 'm-lan', name: 'Lan' };
const BAO = { memberId: 'm-bao', name: 'Bảo' };
const TEXT = 'Tết này uống gì? Cà phê muối giảm 20%.';

let lan: ReturnType<typeof journalDb>;
let bao: ReturnType<typeof journalDb>;
let shared: TeamOutcome[] = [];
const teamOf = (me: { memberId: string; name: string }) => ({ me, sharedOutcomes: (draftId: string) => shared.filter((o) => o.draftId === draftId) });
/** A laptop's jobs as the team shares them; `first`: what the Hub said of each call (original or replay). */
const share = (db: WritableDB, by: { memberId: string; name: string }, first: (key: string) => TeamOutcome['sentFirst'] = () => 'original'): TeamOutcome[] =>
  publishJobs.listJobs(db, { workspaceId: 'sandbox' }).map((j) => ({
    id: j.id, draftId: j.draftId!, key: j.idempotencyKey, by, at: j.sentAt ?? j.createdAt, createdAt: j.createdAt, platforms: j.platforms,
    fields: j.fields, state: j.state, hubStatus: j.hubStatus, outcomes: j.outcomes, lastError: null, nextAt: null, scheduledAt: j.scheduledAt, sentFirst: first(j.idempotencyKey),
  }));
const job = (id: string, draftId: string, at: string, scheduledAt: string | undefined, patch: HandJob['patch'], more: Partial<HandJob> = {}): HandJob => ({
  id, draftId, profileId: 'prof_caphe', platforms: ['instagram'], caption: TEXT, ...(scheduledAt ? { scheduledAt, timezone: 'UTC' } : {}), at: T(at), patch, ...more,
});

/** The client page's list (draftHubPosts) beside Compose's count (draftSends, heldAtHub): the same posts, sender by sender. */
function agree(db: ReturnType<typeof journalDb>['db'], draftId: string, team?: ReturnType<typeof teamOf>) {
  const sends = draftSends(db, draftId, team);
  const posts = draftHubPosts(db, [draftId], team).get(draftId) ?? [];
  expect(posts).toHaveLength(heldAtHub(sends));
  const senders = (xs: Array<string | null>) => xs.map((x) => x ?? 'you').sort();
  expect(senders(posts.map((p) => p.by))).toEqual(senders(sends.filter((s) => AT_HUB_STATES.includes(s.post.state)).map((s) => s.post.by?.name ?? null)));
  return posts;
}
const line = (p: ReturnType<typeof agree>[number]): string => `${p.at} ${p.channels.join(',')} ${p.stage} ${p.by ?? 'you'}`;

beforeAll(() => {
  lan = journalDb();
  bao = journalDb();
  const wl = lan.db as unknown as WritableDB;
  const wb = bao.db as unknown as WritableDB;
  writeJournal(wl, [
    // One send.
    job('one', 'd-one', '2026-11-27T09:00:00Z', '2027-01-15T08:00', held, { platforms: ['facebook', 'instagram'] }),
    // One sender twice, at two times (Send it as a new post at another time…).
    job('twice-1', 'd-twice', '2026-11-27T09:00:00Z', '2027-01-15T08:00', held),
    job('twice-2', 'd-twice', '2026-11-27T09:10:00Z', '2027-01-16T08:00', held),
    // Published again at the SAME instant and text: two Hub posts (was: one on the page, two in Compose).
    job('same-1', 'd-same', '2026-11-27T09:00:00Z', '2027-01-15T08:00', held),
    job('same-2', 'd-same', '2026-11-27T09:10:00Z', '2027-01-15T08:00', held),
    // Two senders: Lan's published send, then Bảo's (below).
    job('two-lan', 'd-two', '2026-11-27T09:00:00Z', '2027-01-15T08:00', { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram')] }),
    // A retry of a refused channel, sent at another moment (no time): one send (was: two posts on the page).
    job('retry-1', 'd-retry', '2026-11-27T09:00:00Z', undefined, { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram'), no('facebook')] }, { platforms: ['instagram', 'facebook'] }),
    job('retry-2', 'd-retry', '2026-11-27T09:30:00Z', undefined, { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook')] }, { platforms: ['facebook'], parentJobId: 'retry-1', reason: 'retry_channels' }),
    // A withdrawn send (cancelled before it went), then one at the Hub.
    job('withdrawn-1', 'd-withdrawn', '2026-11-27T09:00:00Z', '2027-01-15T08:00', { state: 'cancelled' }),
    job('withdrawn-2', 'd-withdrawn', '2026-11-27T09:10:00Z', '2027-01-16T08:00', held),
    // An unknown outcome (it may be live).
    job('unknown', 'd-unknown', '2026-11-27T09:00:00Z', '2027-01-15T08:00', { state: 'unknown' }),
  ]);
  writeJournal(wb, [
    job('two-bao', 'd-two', '2026-11-27T10:00:00Z', '2027-01-16T08:00', held),
    // A replay of Lan's call: Bảo's laptop sent the key Lan had sent first.
    job('replay', 'd-replay', '2026-11-27T10:00:00Z', '2027-01-15T08:00', held),
  ]);
  const replayKey = publishJobs.listJobs(wb, { draftId: 'd-replay' })[0]!.idempotencyKey;
  const lanReplay: TeamOutcome = { ...share(wb, LAN).find((o) => o.key === replayKey)!, id: 'lan-replay', at: T('2026-11-27T09:50:00Z'), sentFirst: 'original' };
  shared = [...share(wl, LAN), ...share(wb, BAO, (k) => (k === replayKey ? 'replay' : 'original')), lanReplay];
});
afterAll(() => {
  lan.cleanup();
  bao.cleanup();
});

describe("the client page's Hub posts are Compose's held sends (one grouping)", () => {
  it('one send: one post, on the sender’s laptop, a teammate’s and outside a team', () => {
    expect(agree(lan.db, 'd-one', teamOf(LAN)).map(line)).toEqual(['2027-01-15T08:00:00.000Z facebook,instagram scheduled you']);
    expect(agree(bao.db, 'd-one', teamOf(BAO)).map(line)).toEqual(['2027-01-15T08:00:00.000Z facebook,instagram scheduled Lan']);
    expect(agree(lan.db, 'd-one')).toHaveLength(1);
  });

  it('one sender twice at two times: two posts, earliest first', () => {
    expect(agree(lan.db, 'd-twice', teamOf(LAN)).map(line)).toEqual(['2027-01-15T08:00:00.000Z instagram scheduled you', '2027-01-16T08:00:00.000Z instagram scheduled you']);
    expect(agree(bao.db, 'd-twice', teamOf(BAO))).toHaveLength(2);
    expect(agree(lan.db, 'd-twice')).toHaveLength(2);
  });

  it('published again at the same instant and text: two posts, as Compose counts (was one on the page)', () => {
    const posts = agree(lan.db, 'd-same', teamOf(LAN));
    expect(posts.map(line)).toEqual(['2027-01-15T08:00:00.000Z instagram scheduled you', '2027-01-15T08:00:00.000Z instagram scheduled you']);
    expect(posts.map((p) => p.caption)).toEqual([TEXT, TEXT]);
    expect(agree(lan.db, 'd-same')).toHaveLength(2);
    expect(agree(bao.db, 'd-same', teamOf(BAO))).toHaveLength(2);
  });

  it('two senders: each laptop lists both, each with its sender', () => {
    expect(agree(lan.db, 'd-two', teamOf(LAN)).map(line)).toEqual(['2027-01-15T08:00:00.000Z instagram sent you', '2027-01-16T08:00:00.000Z instagram scheduled Bảo']);
    expect(agree(bao.db, 'd-two', teamOf(BAO)).map(line)).toEqual(['2027-01-15T08:00:00.000Z instagram sent Lan', '2027-01-16T08:00:00.000Z instagram scheduled you']);
  });

  it('a replay of a teammate’s call: one post, the teammate’s, on both laptops', () => {
    expect(agree(bao.db, 'd-replay', teamOf(BAO)).map(line)).toEqual(['2027-01-15T08:00:00.000Z instagram scheduled Lan']);
    expect(agree(lan.db, 'd-replay', teamOf(LAN))).toHaveLength(1);
  });

  it('a retry of a refused channel: one post with both channels, at the first send (was two on the page)', () => {
    expect(agree(lan.db, 'd-retry', teamOf(LAN)).map(line)).toEqual(['2026-11-27T09:00:00.000Z instagram,facebook sent you']);
    expect(agree(lan.db, 'd-retry')).toHaveLength(1);
  });

  it('a withdrawn send is no post; an unknown outcome is one (it may be live)', () => {
    expect(agree(lan.db, 'd-withdrawn', teamOf(LAN)).map(line)).toEqual(['2027-01-16T08:00:00.000Z instagram scheduled you']);
    expect(agree(lan.db, 'd-unknown', teamOf(LAN)).map(line)).toEqual(['2027-01-15T08:00:00.000Z instagram sent you']);
    expect(agree(bao.db, 'd-unknown', teamOf(BAO))).toHaveLength(1);
  });
});
