/**
 * w15cli (walk 14, 4): the CLI named roles ("waiting for approval by an owner or an approver") where the app names the
 * people (src-shared/approvers.ts, from the members the team server lists). The laptop keeps the members its server last
 * listed (`team status`, the app's Settings → Team: kept.ts), and the team port says who a post waits for through the
 * app's same function: "Bảo or Chi" — never the reader, never a revoked member; "you" when the reader may approve it.
 * Before any list was read here, the roles, as before.
 * A REAL team server and sandbox Hub (started once for the file); Lan (editor), Bảo (approver), Chi (owner), Dũng
 * (approver, revoked) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w15cli-names-', hub: {} });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'owner' }, { dir: 'dung', name: 'Dũng', role: 'approver' }] as const);
  await team.server().revokeMember('Dũng');
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w15cli names who' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
}, 120_000);
afterAll(() => team.stop());

const notSent = (out: string): string => out.split('\n').find((x) => x.startsWith(`draft ${id} not sent:`)) ?? out;

describe('who a post waits for, by name, in the CLI', () => {
  it('before any member list was read here: the roles, as before', async () => {
    const r = await lan.run(['publish', id]);
    expect(r.code).toBe(1);
    expect(notSent(r.stdout)).toContain('waiting for approval by an owner or an approver');
  }, 60_000);

  it('once team status read the members: "Bảo or Chi" (the app\'s approverNames), not the revoked Dũng, not the roles', async () => {
    await lan.ok(['team', 'status']);
    const r = await lan.run(['publish', id]);
    expect(r.code).toBe(1);
    expect(notSent(r.stdout)).toContain('waiting for approval by Bảo or Chi'); // before: by an owner or an approver
    expect(r.stdout).not.toContain('Dũng');
  }, 60_000);

  it('an approver reads "you or Chi": the reader who may approve it is told so, never told to wait for themselves alone', async () => {
    await bao.ok(['team', 'status']);
    const r = await bao.run(['publish', id]);
    expect(r.code).toBe(1);
    expect(notSent(r.stdout)).toContain('waiting for approval by you or Chi');
  }, 60_000);
});
