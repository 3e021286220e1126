/**
 * w30dismiss (walk 26, finding 5): a refused approval held on this computer is answered, or dismissed, and then the
 * laptop is in step again. On a REAL team server, laptops through the CLI (the app reads the same core status):
 * 1. Bảo approves V1 offline while Lan's V2 reaches the team first: refused (not_held). He then approves V2: accepted.
 *    The refusal is answered by itself: no longer counted as refused (so `team sync` says "In step" again), and said
 *    once as answered (status `refused.answered`, the CLI's line) until he dismisses that note.
 * 2. Bảo's approval of W1 is refused the same way and he leaves it so: nothing answers it. `postroom team dismiss`
 *    takes it off (as the app's Dismiss does): exits, --json, a post with none held, no argument.
 * Failed before the fix: 1's status still held refused.count 1 after the accepted approval of V2 (`team sync` said
 * "Exchanged with the team…"); 2's `team dismiss` was an unknown command.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import { MemorySecretStore } from '../../src-main/secrets';
import { reviewOf } from '../../src-main/team';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w30dismiss-' });
let LAN: CliLaptop;
let BAO: CliLaptop;
let AN: CliLaptop;

beforeAll(async () => {
  [LAN, BAO, AN] = await team.start([
    { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'an', name: 'An', role: 'owner' },
  ] as const);
  for (const l of [LAN, BAO, AN]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

const syncAll = async (): Promise<void> => {
  for (const l of [LAN, BAO, AN, LAN]) await l.sync();
};
async function submitted(by: CliLaptop, caption: string): Promise<string> {
  const id = by.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w30dismiss.jpg'], caption }).id);
  await by.sync();
  await by.ok(['review', 'submit', id]);
  await syncAll();
  return id;
}
const status = async (l: CliLaptop): Promise<{ inStep: boolean; refused: { count: number; approvals: unknown[]; answered?: unknown[] } }> =>
  (await l.ok(['team', 'status', '--json'])).json() as never;

describe('a refused approval of V1, then the approval of V2 accepted', () => {
  it('is answered by itself: in step again, said once as answered until dismissed', async () => {
    const id = await submitted(LAN, 'Lan wrote V1');
    LAN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote V2' }));
    await LAN.sync();
    await BAO.ok(['review', 'approve', id]); // of V1
    expect((await BAO.run(['team', 'sync', '--json'])).code).toBe(1);
    expect(await status(BAO)).toMatchObject({ inStep: false, refused: { count: 1, approvals: [{ draftId: id, rule: 'not_held' }] } });

    await BAO.ok(['review', 'approve', id]); // of V2, which his laptop now holds
    await BAO.sync();
    expect(BAO.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    const s = await status(BAO);
    expect(s).toMatchObject({ inStep: true, refused: { count: 0, approvals: [], answered: [{ draftId: id, caption: 'Lan wrote V2', rule: 'not_held' }] } });
    const sync = await BAO.run(['team', 'sync']);
    expect(sync.code, sync.stderr).toBe(0);
    expect(sync.stdout).toMatch(/^In step with the team at /);
    expect(sync.stdout).toContain('Your approval of "Lan wrote V2" as it is now was accepted by the team server: it answers the refusal of your approval of an earlier version.');
    const words = await BAO.run(['team', 'status']);
    expect(words.stdout).toContain('in step with the team now');
    expect(words.stdout).not.toContain('was refused by the team server');

    // The app on his laptop (the bridge every screen reads) says the same, and its Dismiss takes the note off.
    const app = await createCore({ dataDir: BAO.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo') }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      expect(await call(app, 'team.status', {})).toMatchObject({ refused: { count: 0, approvals: [], answered: [{ draftId: id, rule: 'not_held' }] } });
      expect(await call(app, 'team.dismissRefusal', { draftId: id })).toMatchObject({ refused: { count: 0, approvals: [], answered: [] } });
    } finally {
      await app.close();
    }
    expect((await BAO.run(['team', 'sync'])).stdout).not.toContain('answers the refusal');
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).approval?.by)).toBe('Bảo');
  });
});

describe('postroom team dismiss', () => {
  it("takes a held refusal off (as the app's Dismiss does): in step again; exits and --json", async () => {
    const id = await submitted(LAN, 'Lan wrote W1');
    LAN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote W2' }));
    await LAN.sync();
    await BAO.ok(['review', 'approve', id]); // of W1: refused, and he leaves it so
    expect((await BAO.run(['team', 'sync', '--json'])).code).toBe(1);
    expect(await status(BAO)).toMatchObject({ inStep: false, refused: { count: 1, approvals: [{ draftId: id, rule: 'not_held' }] } });

    // No post named: usage (exit 2), nothing changed.
    const none = await BAO.run(['team', 'dismiss']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('usage: postroom team dismiss');
    // A post with no refusal held here: exit 1, said, nothing changed.
    const other = await submitted(LAN, 'Lan wrote this one');
    const wrong = await BAO.run(['team', 'dismiss', other, '--json']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`no refused approval of post ${other} is held on this computer`);
    expect((await status(BAO)).refused.count).toBe(1);

    const r = await BAO.run(['team', 'dismiss', id, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json()).toMatchObject({ ok: true, dismissed: [{ draftId: id, rule: 'not_held' }], status: { refused: { count: 0 } } });
    const words = await BAO.run(['team', 'dismiss', '--all']);
    expect(words.code).toBe(0);
    expect(words.stdout).toContain('No refused approval is held on this computer');
    expect(await status(BAO)).toMatchObject({ inStep: true, refused: { count: 0, approvals: [] } });
    const sync = await BAO.run(['team', 'sync']);
    expect(sync.stdout).toMatch(/^In step with the team at /);
    // Still set aside: never sent again, and the post is not approved anywhere.
    expect(BAO.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
  });

  it('is in --help with its words', async () => {
    const h = await AN.run(['team', 'dismiss', '--help']);
    expect(h.code).toBe(0);
    expect(h.stdout).toContain('team dismiss');
    expect(h.stdout).toMatch(/refused approval/);
  });
});
