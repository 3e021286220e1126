/**
 * w23settings (walk 21, 1): when the team server does refuse an approval by its post's author, the laptop says what is
 * true. On a REAL team server (started once for the file): Bảo (owner) had "authors may approve" on when he approved
 * his own edit of Lan's post; An (the other owner) had turned it off since, and the server had that. Bảo's sync is
 * refused (exit 1) in words that name his approval of a post he changed and the team's setting on its server — not
 * "another member's name", which was false. The approval reaches nobody.
 * Failed on the old code: the words were write_refused's ("it speaks for another member in the review …").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w23settings-words-' });
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

describe("an approval the team's server no longer allows its author", () => {
  it('is refused in words that say so: his approval of a post he changed, the setting as the server has it', async () => {
    const id = LAN.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
    await syncAll();
    await LAN.ok(['review', 'submit', id]);
    await AN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    await syncAll();
    await BAO.ok(['drafts', 'edit', id, '--caption', 'Lan wrote this, Bảo fixed it']);
    await syncAll();
    // An turns it off again; Bảo, not synced since, still reads it on and approves his own edit.
    await AN.ok(['team', 'settings', '--authors-may-approve', 'no']);
    await AN.sync();
    await BAO.ok(['review', 'approve', id]);
    const s = await BAO.run(['team', 'sync']);
    expect(s.code, s.stdout).toBe(1);
    expect(s.stderr).toContain('The team server refused your approval of a post you changed since it was last approved: the team, as its server has the settings, does not let authors approve their own posts.');
    expect(s.stderr).not.toContain('another member');
    // w26approval (walk 24, 2): refused once; the next sync does not send it again, and says it with the post.
    const j = await BAO.run(['team', 'sync', '--json']);
    expect(j.json()).toMatchObject({ ok: true, status: { refused: { count: 1, approvals: [{ draftId: id, rule: 'own_version' }] } } });
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
  });
});
