/**
 * refusedloop (issue 34): a laptop whose outbox holds a `reviews` row the team server's write guard
 * refuses (a step in another member's name, written straight into the laptop's library) must not
 * re-send it at every exchange and so stall every later change of that document. A REAL team
 * server (started once for the file) and two laptops through the CLI: Ann (editor), Bob (approver).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-refused-loop-' });
let A: CliLaptop;
let B: CliLaptop;

beforeAll(async () => {
  [A, B] = await team.start([{ dir: 'a', name: 'Ann', role: 'editor' }, { dir: 'b', name: 'Bob', role: 'approver' }] as const);
});
afterAll(async () => {
  await team.stop();
});

const submitted = (l: CliLaptop): string => {
  const id = l.lib((x) => x.drafts.create(x.db, { caption: 'Honest', platforms: ['instagram'] }).id);
  return id;
};

describe('a refused review row on an editor laptop', () => {
  it('is set aside: her later honest review writes reach the team, the refused one never does, and her status says so', async () => {
    const first = submitted(A);
    await A.ok(['review', 'submit', first]);
    await A.sync();
    await B.sync();
    // The forged row: a step in Bob's name, written straight into Ann's library.
    A.lib((x) => {
      const d = x.drafts.get(x.db, first);
      reviews.addStep(x.db, { draftId: first, action: 'request_changes', state: 'changes_requested', revision: reviewOf(x.db, d).revision, by: 'Bob', workspaceId: d.workspaceId });
    });
    const refused = await A.run(['team', 'sync', '--json']);
    expect(refused.code).toBe(1);
    expect(refused.json()).toMatchObject({ ok: false, error: { code: 'write_refused' } });

    // Later, honest: Ann sends another post for review. It reaches the team (the old code re-sent the forged row first, every time).
    const second = submitted(A);
    await A.ok(['review', 'submit', second]);
    const r = await A.run(['team', 'sync', '--json']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.json()).toMatchObject({ ok: true, status: { refused: { count: 1, documents: ['reviews'], first: 'a review step in the name of "Bob"' }, inStep: false } });
    await B.sync();
    expect(B.lib((x) => reviewOf(x.db, second).state)).toBe('in_review');
    expect(B.lib((x) => reviews.history(x.db, second).map((s) => [s.action, s.by]))).toEqual([['submit', 'Ann']]);
    // The forged step never reached Bob.
    expect(B.lib((x) => reviews.history(x.db, first).map((s) => [s.action, s.by]))).toEqual([['submit', 'Ann']]);

    // Set aside, not lost: still readable on Ann's laptop, counted and named, never "in step".
    expect(A.lib((x) => reviews.history(x.db, first).map((s) => s.by))).toContain('Bob');
    const s = await A.ok(['team', 'status', '--json']);
    expect(s.json()).toMatchObject({ ok: true, refused: { count: 1, documents: ['reviews'] }, inStep: false });
    const words = await A.run(['team', 'status']);
    expect(words.stdout).toMatch(/1 change made on this computer was refused by the team server \(reviews\)/);
    expect(words.stdout).not.toMatch(/in step with the team now/);

    // And again later: a third write syncs too, the refused row is not sent again.
    const third = submitted(A);
    await A.ok(['review', 'submit', third]);
    const again = await A.run(['team', 'sync']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Exchanged with the team .*1 change made on this computer was refused by the team server \(reviews\): a review step in the name of "Bob"; it is set aside, never sent again/);
    await B.sync();
    expect(B.lib((x) => reviewOf(x.db, third).state)).toBe('in_review');
    expect(B.lib((x) => reviews.history(x.db, first).map((s) => [s.action, s.by]))).toEqual([['submit', 'Ann']]);
  });
});
