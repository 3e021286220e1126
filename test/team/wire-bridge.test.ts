/**
 * Review steps through the app (issue 34 item 2's notification, team-wire): two app cores on one
 * real team server (started once for the file). A teammate's review step or comment, arriving by
 * the team session, raises the bridge's `review` event (the toast) and library.changed on the
 * other laptop, as one taken there does; review.get then reads the teammate's step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { BridgeEvents } from '../../src-main/bridge/contract';
import { teamCores } from './helpers';

const team = teamCores({ prefix: 'postroom-wire-bridge-', env: { POSTROOM_API_KEY: 'pk_test_never_used' }, untilMs: 10_000 });
const { call, until } = team;

let A: Core;
let B: Core;
const aReview: Array<BridgeEvents['review']> = [];
const bReview: Array<BridgeEvents['review']> = [];
const bChanged: string[][] = [];

beforeAll(async () => {
  // Each core's events are listened to from before it joins.
  [A, B] = await team.start([{ dir: 'a', name: 'Ann', role: 'editor' }, { dir: 'b', name: 'Bob', role: 'approver' }], ([a, b]) => {
    a!.events.subscribe((topic, payload) => {
      if (topic === 'review') aReview.push(payload as BridgeEvents['review']);
    });
    b!.events.subscribe((topic, payload) => {
      if (topic === 'review') bReview.push(payload as BridgeEvents['review']);
      if (topic === 'library.changed') bChanged.push((payload as BridgeEvents['library.changed']).draftIds);
    });
  });
});
afterAll(() => team.stop());

describe("a teammate's review step in the app", () => {
  it("A submits with a comment: B's app raises one review event (submitted, by Ann, with the comment's line) and library.changed", async () => {
    const d = await call<{ id: string }>(A, 'drafts.create', { draft: { caption: 'Tết launch\nsecond line', platforms: ['instagram'] } });
    await until(() => {
      try {
        return B.services.library.drafts.get(B.services.library.db, d.id) !== undefined;
      } catch {
        return false;
      }
    });
    await call(A, 'review.act', { draftId: d.id, action: 'submit', comment: 'Ready, @Bob' });
    await until(() => bReview.some((e) => e.kind === 'submitted' && e.draftId === d.id));
    // w12words (walk 12): one action, one toast: the step carries its comment's first line, the comment is not told apart.
    // Walk 43a: the note @mentions Bob (B), so the step says it mentions him (the toast says so).
    expect(bReview.find((e) => e.kind === 'submitted')).toEqual({ kind: 'submitted', draftId: d.id, by: 'Ann', caption: 'Tết launch', own: false, said: 'Ready, @Bob', mentionsMe: true });
    await until(() => bChanged.some((ids) => ids.includes(d.id)));
    const onB = await call<Record<string, { state: string; last: { by: string } | null }>>(B, 'review.get', { draftIds: [d.id] });
    expect(onB[d.id]).toMatchObject({ state: 'in_review', last: { by: 'Ann' } });

    // B approves in its app: A's app says so (approved, by Bob), and A reads it approved.
    await call(B, 'review.act', { draftId: d.id, action: 'approve' });
    await until(() => aReview.some((e) => e.kind === 'approved' && e.draftId === d.id && e.by === 'Bob'));
    const onA = await call<Record<string, { state: string }>>(A, 'review.get', { draftIds: [d.id] });
    expect(onA[d.id]).toMatchObject({ state: 'approved' });
    expect(bReview.filter((e) => e.kind === 'commented' && e.draftId === d.id)).toEqual([]);
    // Nobody is told of their own steps twice: A's own submit raised no event from the team.
    expect(aReview.filter((e) => e.kind === 'submitted' && e.by === 'Ann').length).toBeLessThanOrEqual(1);
  });

  it("publishing a post still in review from the app is not sent: the answer says so, with what it waits for (teamfix)", async () => {
    const lib = A.services.library;
    const d = lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w.jpg'], caption: 'waits for Bob' });
    await call(A, 'review.act', { draftId: d.id, action: 'submit' });
    const r = await call<{ sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string; severity: string }> }> }>(A, 'publish.start', { draftIds: [d.id] });
    expect(r.sent).toBe(0);
    expect(r.notSent?.[0]?.draftId).toBe(d.id);
    expect(r.notSent?.[0]?.problems).toEqual([expect.objectContaining({ code: 'waiting_approval', severity: 'error' })]);
  });
});
