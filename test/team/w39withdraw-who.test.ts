/**
 * Walk 39b: "withdraw it in Review" said to someone who may not, naming someone who cannot. A team that requires approval:
 * Tuấn (editor) wrote the post, Olivia and Sam approve, Admin owns the team. Sam approved and published it; sending it
 * again as a new post needs a new approval, which starts with a withdrawal only its authors or an owner may make (the
 * review table's withdraw cell). Sam's `publish --again` said "`postroom review withdraw ID`" (refused him), and the app
 * told him "Withdraw it in Review"; while Tuấn's token was revoked, "waits for Tuấn or an owner". Now the core names who
 * may (team/review.ts withdrawerNames: never a revoked member), the CLI and the app's review alike.
 * A REAL team server and a REAL sandbox Hub, started once for the file; the laptops are CLI laptops (Sam's library read by
 * an app core at the end, as his app reads it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_TABLE, withdrawerNames } from '../../src-main/team';
import { appCores, cliTeam, type CliLaptop } from './helpers';

const TEAM = [
  { name: 'Tuấn', role: 'editor' }, { name: 'Olivia', role: 'approver' }, { name: 'Sam', role: 'approver' }, { name: 'Admin', role: 'owner' },
] as const;

describe('withdrawerNames: the table\'s withdraw cell over the members', () => {
  it('names the version\'s authors and the owners, never an approver who did not write it, a viewer or a revoked member', () => {
    expect(REVIEW_TABLE.approved.withdraw).toEqual({ who: 'author', to: 'draft' });
    expect(withdrawerNames('approved', TEAM, ['Tuấn'])).toEqual(['Admin', 'Tuấn']);
    expect(withdrawerNames('approved', TEAM.map((m) => (m.name === 'Tuấn' ? { ...m, revokedAt: '2026-11-29T04:00:00Z' } : m)), ['Tuấn'])).toEqual(['Admin']);
    expect(withdrawerNames('approved', [...TEAM, { name: 'Vy', role: 'viewer' }], ['Vy'])).toEqual(['Admin']);
    // w19selfedit: who changed it since its last approval is an author of the version too.
    expect(withdrawerNames('in_review', TEAM, ['Tuấn', 'Sam'])).toEqual(['Admin', 'Sam', 'Tuấn']);
    // A draft is withdrawn by nobody.
    expect(withdrawerNames('draft', TEAM, ['Tuấn'])).toEqual([]);
  });
});

const team = cliTeam({ prefix: 'postroom-w39withdraw-', hub: { seed: 3939 } });
let tuan: CliLaptop;
let olivia: CliLaptop;
let sam: CliLaptop;
let admin: CliLaptop;
let id = '';
const { core, call, closeCores } = appCores({ root: () => team.root() });

beforeAll(async () => {
  [tuan, olivia, sam, admin] = await team.start([
    { dir: 'tuan', name: 'Tuấn', role: 'editor' }, { dir: 'olivia', name: 'Olivia', role: 'approver' },
    { dir: 'sam', name: 'Sam', role: 'approver' }, { dir: 'admin', name: 'Admin', role: 'owner' },
  ] as const);
  for (const l of [tuan, olivia, sam, admin]) await l.ok(['team', 'status']);
  await admin.ok(['team', 'settings', '--approval-required', 'yes']);
  await admin.sync();
  id = tuan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w39withdraw.jpg'], caption: 'w39withdraw Bánh mì' }).id);
  await tuan.sync();
  await tuan.ok(['review', 'submit', id]);
  await tuan.sync();
  await sam.sync();
  await sam.ok(['review', 'approve', id]);
  await sam.ok(['publish', id, '--wait']);
  await sam.sync();
  await tuan.sync();
}, 180_000);
afterAll(async () => {
  await closeCores();
  await team.stop();
});

describe('sending it again as a new post: who may withdraw it', () => {
  it("Sam (an approver, not its author): Tuấn or Admin may withdraw it, never \"you\"", async () => {
    const r = await sam.run(['publish', id, '--again']);
    expect(r.code, r.stdout + r.stderr).not.toBe(0);
    expect(r.stdout + r.stderr).toContain(`Admin or Tuấn may withdraw it (postroom review withdraw ${id})`);
    expect(r.stdout + r.stderr).not.toContain('you may withdraw it');
    // The step named is the one the table refuses him.
    expect((await sam.run(['review', 'withdraw', id])).code).not.toBe(0);
    // `publish ID` without --again: the same line, and its hint no longer tells him to run `review withdraw`.
    const plain = await sam.run(['publish', id]);
    expect(plain.stdout + plain.stderr).toContain(`Admin or Tuấn may withdraw it (postroom review withdraw ${id})`);
    expect(plain.stdout + plain.stderr).not.toContain('`postroom review withdraw ID`');
    const j = await sam.run(['publish', id, '--again', '--json']);
    expect(j.lines().find((l) => l.draftId === id)?.withdraw).toContain('Admin or Tuấn may withdraw it');
  }, 60_000);

  it('Tuấn, its author: "you may withdraw it"', async () => {
    const r = await tuan.run(['publish', id, '--again']);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain(`you may withdraw it (postroom review withdraw ${id})`);
  }, 60_000);

  it("Tuấn's token revoked: Admin alone may (the CLI, and the app's review of Sam's library)", async () => {
    await team.server().revokeMember('Tuấn');
    await sam.ok(['team', 'status']); // his laptop lists the members again: Tuấn revoked
    const r = await sam.run(['publish', id, '--again']);
    expect(r.stdout + r.stderr).toContain(`Admin may withdraw it (postroom review withdraw ${id})`);
    expect(r.stdout + r.stderr).not.toMatch(/Tuấn[^\n]*may withdraw it/);
    // The app's review of the post on Sam's laptop: Withdraw refused him, and who may: Admin (the DTO Compose and the Outbox read).
    const app = await core('sam');
    const review = (await call<Record<string, { actions: { withdraw: { do: string; reason?: string } }; withdrawers?: string[] | null }>>(app, 'review.get', { draftIds: [id] }))[id]!;
    expect(review.actions.withdraw).toEqual({ do: 'refused', reason: 'not_author' });
    expect(review.withdrawers).toEqual(['Admin']);
  }, 60_000);
});
