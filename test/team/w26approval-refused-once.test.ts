/**
 * w26approval (walk 24, 2 and 3): an approval the team server refused by its author rule is sent ONCE. On a REAL team
 * server (started once for the file, its log read): Bảo (owner) approved his own edit of Lan's post while his laptop
 * still read "authors may approve" on; An had turned it off, and the server had that. His first sync is refused; three
 * syncs after it are not (the row and its approve step are set aside, never offered again), the server logged one
 * refusal, and his status names the post and the rule (who said it: the team server). His other changes still sync.
 * Failed on the old code: every later sync re-sent the approval and was refused again (exit 1, one more logged refusal
 * each), and the status said only "a change in the name of another member".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const serverLog: string[] = [];
const team = cliTeam({ prefix: 'postroom-w26approval-once-', serverLog: (l) => void serverLog.push(l) });
let LAN: CliLaptop;
let BAO: CliLaptop;
let AN: CliLaptop;

beforeAll(async () => {
  [LAN, BAO, AN] = await team.start([
    { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }, { dir: 'an', name: 'An', role: 'owner' },
  ] as const);
  for (const l of [LAN, BAO, AN]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

const syncAll = async (): Promise<void> => {
  for (const l of [LAN, BAO, AN, LAN, BAO]) await l.sync();
};
const refusals = (): string[] => serverLog.filter((l) => /refused a write of Bảo \(owner\) to "approvals"/.test(l));

describe('an approval the team server refused by its author rule', () => {
  it('is refused once: three syncs after it send nothing refused, and his status names the post and the rule', async () => {
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
    const first = await BAO.run(['team', 'sync', '--json']);
    expect(first.code, first.stdout).toBe(1);
    expect(first.json()).toMatchObject({ ok: false, error: { code: 'own_approval_refused' } });
    expect(refusals()).toHaveLength(1);

    // Three syncs after the refusal: none refused, nothing re-sent.
    for (let i = 0; i < 3; i++) {
      const r = await BAO.run(['team', 'sync', '--json']);
      expect(r.code, r.stderr + r.stdout).toBe(0);
    }
    expect(refusals()).toHaveLength(1);

    // His status says which approval, why, and who said it; counted once (its approve step is part of it).
    const s = await BAO.ok(['team', 'status', '--json']);
    expect(s.json()).toMatchObject({ ok: true, inStep: false, refused: { count: 1, documents: ['approvals'], approvals: [{ draftId: id, caption: 'Lan wrote this, Bảo fixed it', rule: 'own_version' }] } });
    const words = await BAO.run(['team', 'status']);
    expect(words.stdout).toContain('Your approval of "Lan wrote this, Bảo fixed it" was refused by the team server: you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; An may approve it.');
    expect(words.stdout).not.toContain('another member');

    // His own laptop does not read it as approved either (before: it did, and would publish it under that approval).
    expect(BAO.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    expect(BAO.lib((x) => reviewOf(x.db, id).approval)).toBe(null);
    // And a second try is refused by his laptop (his edit counts again: the refused approval is not "the last approval").
    const again = await BAO.run(['review', 'approve', id]);
    expect(again.code, again.stdout).toBe(1);
    expect(again.stderr).toMatch(/this team does not let authors approve their own posts/);

    // It reached nobody; An's approval of the same version does, and Bảo's laptop takes it (his approvals still sync).
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    await AN.sync();
    await AN.ok(['review', 'approve', id]);
    await AN.sync();
    expect((await BAO.run(['team', 'sync'])).code).toBe(0);
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    expect(BAO.lib((x) => reviewOf(x.db, id).approval?.by)).toBe('An');
    expect(refusals()).toHaveLength(1);
  });
});
