/**
 * h-replaywho (walk 41b, 2): Tuấn (since revoked: his outcomes never reached the team) sent a post under its approved key;
 * Olivia's laptop then sent it too, and the Hub answered her call as a replay (her journal's verdict, library
 * publishEvents.sentFirstOf). No teammate's outcome names the sender, so the post has no `by`; it said "mine" all the same
 * and her Outbox card read "Sent by you" (the CLI already said it was a replay). Now the core's one reading
 * (draft-states.ts withMine over the verdicts) gives `replayed`, never `mine`, on the card's post (jobPost), the draft's
 * (draftPostState), and each send of it (post-sends); the by-line says the Hub already had it. Failed before: `mine` set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvents, type Job, type WritableDB } from '../../src-main/library';
import { draftPostState, draftSends, jobPost, listJobs } from '../../src-main/publisher';
import { cardByLine } from '../../src-renderer/src/lib/postState';
import { strictT } from '../renderer/helpers';
import { journalDb } from './helpers';
import { ok, writeJournal } from './outcome-journal';

const SENT = Date.parse('2026-11-29T04:00:00Z');
const olivia = { memberId: 'Olivia', name: 'Olivia' };
let j: ReturnType<typeof journalDb>;
let replay: Job;
let own: Job;

/** A published job of one draft on Olivia's journal (outcome-journal.ts), its calls answered as `answers` say. */
function sent(db: WritableDB, draftId: string, answers: Array<Record<string, unknown>>): Job {
  const [id] = writeJournal(db, [{ id: `j-${draftId}`, draftId, profileId: 'prof_caphe', platforms: ['mastodon'], caption: 'Áo dài', at: SENT, patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('mastodon')] } }]);
  for (const [i, a] of answers.entries()) {
    publishEvents.appendEvent(db, { jobId: id!, at: SENT, type: 'attempt', detail: { attempt: i + 1 } });
    publishEvents.appendEvent(db, { jobId: id!, at: SENT, type: 'answer', detail: a });
  }
  return listJobs(db, { ids: [id!] })[0]!;
}

beforeAll(() => {
  j = journalDb();
  const db = j.db as unknown as WritableDB;
  replay = sent(db, 'd-tuan', [{ kind: 'accepted', http: 200, status: 'completed', replayed: true }]);
  own = sent(db, 'd-own', [{ kind: 'network', maybeDelivered: true }, { kind: 'accepted', http: 200, status: 'completed', replayed: true }]);
});
afterAll(() => j.cleanup());

const team = () => ({ me: olivia, sharedOutcomes: () => [], sentFirst: (ids: readonly string[]) => publishEvents.sentFirstOf(j.db, ids) });

describe("a replay of a revoked teammate's call, on Olivia's laptop", () => {
  it('the card, the draft and its send: replayed, never "mine"; the by-line never "Sent by you"', () => {
    const card = jobPost(replay, team());
    expect(card.by ?? null).toBeNull();
    expect(card.mine ?? null).toBeNull();
    expect(card.replayed).toEqual({ at: SENT });
    expect(draftPostState(j.db, 'd-tuan', team())).toMatchObject({ replayed: { at: SENT } });
    expect(draftPostState(j.db, 'd-tuan', team()).mine ?? null).toBeNull();
    expect(draftSends(j.db, 'd-tuan', team()).map((s) => ({ mine: s.post.mine ?? null, replayed: s.post.replayed }))).toEqual([{ mine: null, replayed: { at: SENT } }]);
    const line = cardByLine(card, strictT('en'), (ms) => `@${ms}`);
    expect(line).not.toMatch(/by you/);
    expect(line).toBe(`The Hub already had it from an earlier call under the same key (not known here whose); this computer’s call was a replay · @${SENT}`);
    expect(cardByLine(card, strictT('vi'), (ms) => `@${ms}`)).toMatch(/^Hub đã có bài này/);
  });

  it("a replay of the job's own earlier call (a network error first) is this computer's send: \"Sent by you\"", () => {
    const card = jobPost(own, team());
    expect(card.mine).toEqual({ at: SENT });
    expect(card.replayed ?? null).toBeNull();
    expect(cardByLine(card, strictT('en'), (ms) => `@${ms}`)).toBe(`Sent by you · @${SENT}`);
  });
});
