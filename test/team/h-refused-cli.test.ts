/**
 * h-refused (walk 42a): the CLI beside the app. On a REAL team server, Bảo's laptop approved his own version of Lan's post
 * three times, each time reading "authors may approve" on while An had turned it off on the server: refused three times.
 * `team status` says the post once, with how many ("3 of your approvals of … were refused …: … They did not reach …"),
 * its JSON one line (times 3) and the count 3 approvals of 1 post; `team dismiss --all` says it once ("Dismissed your 3
 * refused approvals of …: they stay set aside …"). Failed on the old code: the status said "Your approval of … was
 * refused …" three times over, and the dismiss three "Dismissed your refused approval of …" lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-refused-cli-' });
let LAN: CliLaptop;
let BAO: CliLaptop;
let AN: CliLaptop;
const CAPTION = 'Lan wrote this, Bảo fixed it';

beforeAll(async () => {
  [LAN, BAO, AN] = await team.start([
    { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }, { dir: 'an', name: 'An', role: 'owner' },
  ] as const);
  for (const l of [LAN, BAO, AN]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

describe('three refused approvals of one post, in the CLI', () => {
  it('team status says the post once with how many; team dismiss --all says it once', async () => {
    const id = LAN.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
    await LAN.sync();
    await LAN.ok(['review', 'submit', id]);
    await LAN.sync();
    await BAO.sync();
    await BAO.ok(['drafts', 'edit', id, '--caption', CAPTION]);
    await BAO.sync();
    for (let i = 0; i < 3; i++) {
      await AN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
      await AN.sync();
      await BAO.sync();
      await AN.ok(['team', 'settings', '--authors-may-approve', 'no']);
      await AN.sync();
      await BAO.ok(['review', 'approve', id]);
      await BAO.run(['team', 'sync']);
    }
    const s = await BAO.ok(['team', 'status', '--json']);
    expect(s.json()).toMatchObject({ refused: { count: 3, mine: { approvals: 3, posts: 1 }, approvals: [{ draftId: id, rule: 'own_version', times: 3 }] } });
    expect((s.json() as { refused: { approvals: unknown[] } }).refused.approvals).toHaveLength(1);
    const words = (await BAO.run(['team', 'status'])).stdout;
    expect(words).toContain(`3 of your approvals of "${CAPTION}" were refused by the team server: you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. They did not reach your teammates; An may approve it.`);
    expect(words).not.toContain('Your approval of');

    const d = await BAO.run(['team', 'dismiss', '--all']);
    expect(d.code, d.stderr).toBe(0);
    expect(d.stdout).toContain(`Dismissed your 3 refused approvals of "${CAPTION}" (post ${id}): they stay set aside on this computer, never sent.`);
    expect(d.stdout.match(/Dismissed/g)).toHaveLength(1);
    const j = await BAO.run(['team', 'status', '--json']);
    expect(j.json()).toMatchObject({ refused: { count: 0, approvals: [], mine: { approvals: 0, posts: 0 } } });
  });
});
