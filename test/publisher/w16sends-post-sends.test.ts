/**
 * w16sends (walk 15, finding 5): Lan sent a draft, then sent it again as a new post at another time — the SAME sender
 * twice. The Hub holds two posts (the old text on Jan 15, the new on Jan 16), yet Compose said "The Hub holds this post
 * for Jan 16… it is not sent twice": the sends were listed only when they named more than one sender, and the Review
 * panel's "At the Hub since … (sent by …)" named only the latest send. Row by row over the core's one derivation
 * (post-sends.ts draftSends, draftAtHubSends; src-shared sendsListed): one sender twice, two senders, a withdrawn one.
 */
import { describe, expect, it } from 'vitest';
import { draftAtHub, draftAtHubSends, draftSends, postStateText, sendsListed, sendsText } from '../../src-main/publisher';
import { ok, writeJournal } from './outcome-journal';
import { BAO, batch, held, LAN, useTwoLaptops } from './two-laptops';

const T = (iso: string) => Date.parse(iso);

const job = (id: string, draftId: string, batchId: string, at: string, scheduledAt: string, patch: Parameters<typeof writeJournal>[1][number]['patch']) => ({
  id, draftId, batchId, profileId: 'prof_caphe', platforms: ['instagram'], caption: 'Tết này uống gì?', scheduledAt, timezone: 'UTC', at: T(at), patch,
});
/** A send as a line: who (you: this computer), its state, and whether this Outbox holds it. */
const said = (s: ReturnType<typeof draftSends>[number]): string => `${s.post.by ? s.post.by.name : s.post.mine ? 'you' : '?'} ${s.post.state} ${s.here ? 'here' : 'theirs'}`;
/** The Review panel's posts at the Hub: who sent each (you: this computer) and its state. */
const atHubSaid = (a: ReturnType<typeof draftAtHubSends>): string[] => (a?.sends ?? (a ? [a] : [])).map((x) => `${x.by?.name ?? 'you'} ${x.state}`);

const { db, teamOf } = useTwoLaptops((wl, wb) => {
  // d-twice: Lan scheduled it for Jan 15, then sent it again as a new post for Jan 16 (walk 15): one sender, two Hub posts.
  batch(wl, 'b1', 'd-twice');
  batch(wl, 'b2', 'd-twice');
  writeJournal(wl, [
    job('lan-1', 'd-twice', 'b1', '2026-11-27T12:00:00Z', '2027-01-15T08:00', held),
    job('lan-2', 'd-twice', 'b2', '2026-11-27T12:17:00Z', '2027-01-16T08:00', held),
  ]);
  // d-two: Lan published it, then Bảo sent it again as a new post: two senders, two Hub posts.
  batch(wl, 'b3', 'd-two');
  writeJournal(wl, [job('lan-3', 'd-two', 'b3', '2026-11-27T09:00:00Z', '2027-01-15T08:00', { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram')] })]);
  batch(wb, 'b4', 'd-two');
  writeJournal(wb, [job('bao-4', 'd-two', 'b4', '2026-11-27T10:00:00Z', '2027-01-16T08:00', held)]);
  // d-withdrawn: Lan's first send was withdrawn before it went (cancelled); the second is at the Hub: one post.
  batch(wl, 'b5', 'd-withdrawn');
  batch(wl, 'b6', 'd-withdrawn');
  writeJournal(wl, [
    job('lan-5', 'd-withdrawn', 'b5', '2026-11-27T11:00:00Z', '2027-01-15T08:00', { state: 'cancelled' }),
    job('lan-6', 'd-withdrawn', 'b6', '2026-11-27T11:30:00Z', '2027-01-16T08:00', held),
  ]);
});

describe('the sends said one by one whenever the Hub holds more than one post of the draft', () => {
  it('one sender twice (walk 15): both posts listed on her laptop, her teammate’s, and outside a team (was: one post, "not sent twice")', () => {
    expect(draftSends(db.lan, 'd-twice', teamOf(LAN)).map(said)).toEqual(['you scheduled here', 'you scheduled here']);
    expect(sendsListed(draftSends(db.lan, 'd-twice', teamOf(LAN)))).toBe(true);
    expect(draftSends(db.bao, 'd-twice', teamOf(BAO)).map(said)).toEqual(['Lan scheduled theirs', 'Lan scheduled theirs']);
    expect(sendsListed(draftSends(db.bao, 'd-twice', teamOf(BAO)))).toBe(true);
    expect(sendsListed(draftSends(db.lan, 'd-twice'))).toBe(true);
  });

  it("the CLI's words (drafts list) for one sender twice: both posts, each with its time", () => {
    expect(sendsText(draftSends(db.lan, 'd-twice', teamOf(LAN)), (p) => postStateText(p))).toBe(
      "sent as 2 posts: by you 2026-11-27 12:00 UTC, scheduled for 2027-01-15T08:00 in UTC, in this computer's Outbox; "
      + "by you 2026-11-27 12:17 UTC, scheduled for 2027-01-16T08:00 in UTC, in this computer's Outbox",
    );
  });

  it('two senders: listed on both laptops, as before', () => {
    expect(sendsListed(draftSends(db.lan, 'd-two', teamOf(LAN)))).toBe(true);
    expect(sendsListed(draftSends(db.bao, 'd-two', teamOf(BAO)))).toBe(true);
  });

  it('a withdrawn send is no post at the Hub: one post, not listed', () => {
    expect(draftSends(db.lan, 'd-withdrawn', teamOf(LAN)).map(said)).toEqual(['you scheduled here']);
    expect(sendsListed(draftSends(db.lan, 'd-withdrawn', teamOf(LAN)))).toBe(false);
  });
});

describe("the Review panel's posts at the Hub (draftAtHubSends): each post, never only the latest sender", () => {
  it("one sender twice: both of Lan's posts, oldest first, with their times", () => {
    const a = draftAtHubSends(db.lan, 'd-twice', teamOf(LAN));
    expect(atHubSaid(a)).toEqual(['you scheduled', 'you scheduled']);
    expect(a?.sends?.map((x) => new Date(x.since).toISOString())).toEqual(['2026-11-27T12:00:00.000Z', '2026-11-27T12:17:00.000Z']);
    expect(atHubSaid(draftAtHubSends(db.bao, 'd-twice', teamOf(BAO)))).toEqual(['Lan scheduled', 'Lan scheduled']);
  });

  it("two senders, on Lan's laptop: her own published post and Bảo's (before: only 'sent by Bảo')", () => {
    expect(draftAtHub(db.lan, 'd-two', teamOf(LAN))?.by?.name).toBe('Bảo');
    expect(atHubSaid(draftAtHubSends(db.lan, 'd-two', teamOf(LAN)))).toEqual(['you published', 'Bảo scheduled']);
    expect(atHubSaid(draftAtHubSends(db.bao, 'd-two', teamOf(BAO)))).toEqual(['Lan published', 'you scheduled']);
  });

  it('a withdrawn send: one post, no list (the single line as before)', () => {
    const a = draftAtHubSends(db.lan, 'd-withdrawn', teamOf(LAN));
    expect(a?.sends).toBeUndefined();
    expect(a?.by).toBeNull();
  });
});
