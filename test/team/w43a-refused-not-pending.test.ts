/**
 * Walk 43a (1): an approval the team server refused (set aside on this laptop, never sent again) is not a change waiting
 * to go out. On a REAL team server: Bảo (owner) approves his own edit of Lan's post while his laptop still reads "authors
 * may approve" on; An had turned it off, and the server had that: refused. Until his laptop's approvals connection
 * exchanged with the server again, `postroom team status` (and the app's sidebar, Settings → Team: the same status)
 * counted the refused approval among "changes waiting to go out" — with the server away, until it answered. Here the
 * server stops right after the refusal, so the status is read in that window, deterministically.
 * Failed on the old code: `pending` 1 ("changes waiting to go out: 1") beside the refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w43a-refused-pending-' });
let LAN: CliLaptop;
let BAO: CliLaptop;
let AN: CliLaptop;

beforeAll(async () => {
  [LAN, BAO, AN] = await team.start([
    { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }, { dir: 'an', name: 'An', role: 'owner' },
  ] as const);
}, 60_000);
afterAll(async () => {
  await team.stop();
});

const syncAll = async (): Promise<void> => {
  for (const l of [LAN, BAO, AN, LAN, BAO]) await l.sync();
};

describe('an approval the team server refused', () => {
  it('is not counted among the changes waiting to go out', async () => {
    const id = LAN.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
    await syncAll();
    await LAN.ok(['review', 'submit', id]);
    await AN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    await syncAll();
    await BAO.ok(['drafts', 'edit', id, '--caption', 'Lan wrote this, Bảo fixed it']);
    await syncAll();
    await AN.ok(['team', 'settings', '--authors-may-approve', 'no']);
    await AN.sync();
    await BAO.ok(['review', 'approve', id]);
    const refused = await BAO.run(['team', 'sync', '--json']);
    expect(refused.json()).toMatchObject({ ok: false, error: { code: 'own_approval_refused' } });

    // The server goes away before Bảo's laptop exchanges with it again: what his laptop says in that time.
    await team.server().stop();
    const r = await BAO.run(['team', 'status', '--json']);
    expect(r.lines()[0]).toMatchObject({ state: 'offline', pending: 0, refused: { count: 1, approvals: [{ draftId: id, rule: 'own_version' }] } });
    const words = await BAO.run(['team', 'status']);
    expect(words.stdout).toContain('changes waiting to go out: 0');
    expect(words.stdout).toContain('Your approval of "Lan wrote this, Bảo fixed it" was refused by the team server');

    // A change of his own made since still waits, and is counted (only the refused rows are not).
    await BAO.ok(['drafts', 'edit', id, '--caption', 'Lan wrote this, Bảo fixed it again']);
    const after = await BAO.run(['team', 'status', '--json']);
    expect((after.lines()[0] as { pending: number }).pending).toBeGreaterThan(0);
  }, 120_000);
});
