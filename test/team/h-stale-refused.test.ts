/**
 * h-stale (walk 45a, 4): on a REAL team server, approver Olivia wrote three posts while the team let authors approve; the
 * owner Owen turned that OFF while she was offline, so her laptop still let her approve them: the server refused all three
 * (her own posts). Then each post stopped waiting for an approval: Minh approved the first, she withdrew the second, Owen
 * deleted the third. Each refusal then leaves her `team status` (text and --json) by itself: the refusal is history, not
 * an open problem, and her laptop is in step again without a Dismiss.
 * Failed on the old code: after Minh's approval her status still said "Your approval of "Olivia A" was refused … Minh or
 * Owen may approve it." beside the post's "approved by Minh", and so for the others, until she dismissed them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-stale-' });
let OWEN: CliLaptop;
let OLIVIA: CliLaptop;
let MINH: CliLaptop;
const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

interface Status { inStep: boolean; refused: { count: number; approvals: Array<{ draftId: string; message: string }>; answered: unknown[]; mine: unknown } }
const status = async (l: CliLaptop): Promise<Status> => (await l.ok(['team', 'status'])).json() as unknown as Status;
const refusedPosts = async (): Promise<string[]> => (await status(OLIVIA)).refused.approvals.map((a) => a.draftId).sort();

beforeAll(async () => {
  [OWEN, OLIVIA, MINH] = await team.start([
    { dir: 'owen', name: 'Owen', role: 'owner' }, { dir: 'olivia', name: 'Olivia', role: 'approver' }, { dir: 'minh', name: 'Minh', role: 'approver' },
  ] as const);
  for (const l of [OWEN, OLIVIA, MINH]) await l.ok(['team', 'status']);
  await OWEN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
  await OWEN.sync();
  await OLIVIA.sync();
  for (const k of ['a', 'b', 'c'] as const) ids[k] = OLIVIA.lib((x) => x.drafts.create(x.db, { caption: `Olivia ${k.toUpperCase()}`, platforms: ['instagram'] }).id);
  await OLIVIA.sync();
  for (const k of ['a', 'b', 'c'] as const) await OLIVIA.ok(['review', 'submit', ids[k]]);
  await OLIVIA.sync();
  await OWEN.ok(['team', 'settings', '--authors-may-approve', 'no']);
  await OWEN.sync();
  // Offline: her laptop still reads "authors may approve".
  for (const k of ['a', 'b', 'c'] as const) await OLIVIA.ok(['review', 'approve', ids[k]]);
  // Each refusal closes the connection: a sync a refusal.
  for (let i = 0; i < 6; i++) await OLIVIA.run(['team', 'sync']);
  for (const l of [OWEN, MINH]) await l.sync();
}, 240_000);
afterAll(async () => {
  await team.stop();
});

describe('a refused own approval of a post that no longer waits for an approval', () => {
  it('all three refused at first: each said, "Minh or Owen may approve it"', async () => {
    const s = await status(OLIVIA);
    expect(s.refused.approvals.map((a) => a.draftId).sort()).toEqual(Object.values(ids).sort());
    expect(s.refused.approvals.find((a) => a.draftId === ids.a)!.message).toContain('Minh or Owen may approve it.');
    expect(s.inStep).toBe(false);
  });

  it('Minh approves the first: its refusal is said no more (the row reads approved by Minh); the others stay', async () => {
    await MINH.ok(['review', 'approve', ids.a]);
    await MINH.sync();
    await OLIVIA.sync();
    const row = (await OLIVIA.ok(['review', 'list'])).lines().find((l) => l.review?.draftId === ids.a) as { review: Record<string, unknown> };
    expect(row.review).toMatchObject({ state: 'approved', lastBy: 'Minh' });
    expect(await refusedPosts()).toEqual([ids.b, ids.c].sort());
    expect((await OLIVIA.run(['team', 'status'])).stdout).not.toContain('"Olivia A" was refused');
  });

  it('she withdraws the second: said no more', async () => {
    await OLIVIA.ok(['review', 'withdraw', ids.b]);
    await OLIVIA.sync();
    expect(await refusedPosts()).toEqual([ids.c]);
  });

  it('Owen deletes the third: said no more; her laptop is in step, nothing refused, nothing to dismiss', async () => {
    OWEN.lib((x) => x.drafts.softDelete(x.db, ids.c));
    await OWEN.sync();
    await OLIVIA.sync();
    const s = await status(OLIVIA);
    expect(s.refused).toMatchObject({ count: 0, approvals: [], answered: [], mine: { approvals: 0, posts: 0 } });
    expect(s.inStep).toBe(true);
    const words = (await OLIVIA.run(['team', 'status'])).stdout;
    expect(words).not.toContain('was refused');
    expect(words).not.toContain('may approve it');
  });
});
