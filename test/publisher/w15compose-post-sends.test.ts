/**
 * w15compose (walk 14): a draft sent by two members — Lan published it, then Bảo sent it again as a new post (or the
 * other order): two Hub posts, two senders. Compose on Lan's laptop named only the latest sender ("Sent from Bảo's
 * computer… not in this computer's Outbox") though Lan's own send IS in her Outbox: the post state holds one `by`.
 * The core now derives the post's sends (publisher/post-sends.ts draftSends): each Hub post with who sent it, when,
 * its state, and whether this computer's Outbox holds it; the same on both laptops.
 */
import { describe, expect, it } from 'vitest';
import { draftPostState, draftSends, postStateText, sendersDiffer, sendsText } from '../../src-main/publisher';
import { ok, writeJournal } from './outcome-journal';
import { BAO, batch, held, LAN, useTwoLaptops } from './two-laptops';

const T = (iso: string) => Date.parse(iso);

/** A send as a line: who (you: this computer), its state, when, and whether this Outbox holds it. */
const said = (s: ReturnType<typeof draftSends>[number]): string =>
  `${s.post.by ? s.post.by.name : s.post.mine ? 'you' : '?'} ${s.post.state} ${new Date(s.post.by?.at ?? s.post.mine?.at ?? 0).toISOString()} ${s.here ? 'here' : 'theirs'}`;

const { db, teamOf } = useTwoLaptops((wl, wb) => {
  // Lan published "Trà đào" (batch bl), it went out; then Bảo sent it again as a new post for tomorrow (batch bb): the Hub holds it.
  batch(wl, 'bl', 'd-tra');
  writeJournal(wl, [{ id: 'lan-1', draftId: 'd-tra', batchId: 'bl', profileId: 'prof_caphe', platforms: ['facebook'], caption: 'Trà đào', at: T('2026-11-27T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook')] } }]);
  batch(wb, 'bb', 'd-tra');
  writeJournal(wb, [{ id: 'bao-1', draftId: 'd-tra', batchId: 'bb', profileId: 'prof_caphe', platforms: ['facebook'], caption: 'Trà đào', scheduledAt: '2026-11-28T09:00', timezone: 'Asia/Ho_Chi_Minh', at: T('2026-11-27T10:00:00Z'), patch: held }]);
});

describe('a draft sent by two members: each send named truly', () => {
  it("before: the post state names only the latest sender on Lan's laptop (Bảo, not in her Outbox)", () => {
    const st = draftPostState(db.lan, 'd-tra', teamOf(LAN));
    expect(st.by?.name).toBe('Bảo');
    expect(st.by?.here).toBeUndefined();
  });

  it("on Lan's laptop: her own send (published, in this Outbox), then Bảo's (held by the Hub, from his computer)", () => {
    expect(draftSends(db.lan, 'd-tra', teamOf(LAN)).map(said)).toEqual([
      'you published 2026-11-27T09:00:00.000Z here',
      'Bảo scheduled 2026-11-27T10:00:00.000Z theirs',
    ]);
  });

  it("on Bảo's laptop: Lan's send (from her computer), then his own (in his Outbox): the same two posts", () => {
    expect(draftSends(db.bao, 'd-tra', teamOf(BAO)).map(said)).toEqual([
      'Lan published 2026-11-27T09:00:00.000Z theirs',
      'you scheduled 2026-11-27T10:00:00.000Z here',
    ]);
  });

  it('outside a team: this computer\'s publishes alone, no sender named', () => {
    const s = draftSends(db.lan, 'd-tra');
    expect(s.map((x) => `${x.post.state} ${x.here} ${x.post.by ?? null} ${x.post.mine ?? null}`)).toEqual(['published true null null']);
  });

  it("the CLI's words (drafts list): each send on its own, the same two posts; one sender: not listed apart", () => {
    const onLan = draftSends(db.lan, 'd-tra', teamOf(LAN));
    expect(sendersDiffer(onLan)).toBe(true);
    expect(sendsText(onLan, (p) => postStateText(p))).toBe(
      "sent as 2 posts: by you 2026-11-27 09:00 UTC, published on all channels (1 of 1), in this computer's Outbox; "
      + "by Bảo 2026-11-27 10:00 UTC, scheduled for 2026-11-28T09:00 in Asia/Ho_Chi_Minh, from Bảo's computer",
    );
    expect(sendersDiffer(draftSends(db.lan, 'd-tra'))).toBe(false);
  });
});
