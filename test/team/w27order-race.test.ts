/**
 * w27order (walk 25): the team server refuses an approval of a version its `library` does not hold (the post changed,
 * or its change has not reached the team yet), and a laptop of this version is never refused for the order of its own
 * connections (its approvals wait for its library changes: send-after.ts firstOf). On a REAL team server and a sandbox
 * Hub (started once for the file), laptops through the CLI:
 * 1. An (owner; authors may approve) edits Lan's post offline and approves her version: ONE `team sync` takes both,
 *    the library first: accepted, the post approved on both laptops.
 * 2. The race: Bảo approves V1 while Lan's V2 reaches the team first. His approval is refused ONCE (not re-sent at
 *    later syncs), named to him with the team server as who said it; the post is in review on both laptops and
 *    nothing goes to the Hub. Bảo then approves V2: accepted.
 * Failed on the old server (version-authors-doc.ts before w27order): 2's approval of V1 was stored, its first sync
 * exited 0. (1 passes on the old gate too unless the library's connection is slow: w27order-library-first forces it.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import { MemorySecretStore } from '../../src-main/secrets';
import { reviewOf } from '../../src-main/team';
import { readSetAside } from '../../src-main/team/set-aside';
import { call, cliTeam, type CliLaptop } from './helpers';

const serverLog: string[] = [];
const team = cliTeam({ prefix: 'postroom-w27order-race-', hub: { seed: 27 }, serverLog: (l) => void serverLog.push(l) });
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
const notHeld = (): string[] => serverLog.filter((l) => /to "approvals": write_refused: .*a version the team does not hold/.test(l));
/** A post of Lan's, submitted for review and held by every laptop. */
async function submitted(caption: string): Promise<string> {
  const id = LAN.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w27order.jpg'], caption }).id);
  await LAN.sync();
  await LAN.ok(['review', 'submit', id]);
  await syncAll();
  return id;
}

describe('a laptop of this version sends its library changes before the approval of them', () => {
  it('An (owner, authors may approve) edits and approves offline: one sync takes both, approved on both laptops', async () => {
    await AN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    const id = await submitted('Lan wrote this for An');
    AN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote this, An fixed it' }));
    await AN.ok(['review', 'approve', id]); // no sync between: both go out in the next one
    const s = await AN.run(['team', 'sync', '--json']);
    expect(s.code, `${s.stderr}${s.stdout}`).toBe(0);
    expect(AN.lib((x) => readSetAside(x.db, x.workspaces.getCurrent(x.db).id, 'approvals'))).toBeNull();
    expect(AN.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    await LAN.sync();
    expect(LAN.lib((x) => x.drafts.get(x.db, id).caption)).toBe('Lan wrote this, An fixed it');
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    expect(notHeld()).toHaveLength(0);
    await AN.ok(['team', 'settings', '--authors-may-approve', 'no']);
    await syncAll();
  });
});

describe("an approval of V1 that reaches the team after a teammate's V2", () => {
  it('is refused once, told to Bảo; the post stays in review on both laptops and nothing goes to the Hub', async () => {
    const id = await submitted('Lan wrote V1');
    LAN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote V2' }));
    await LAN.sync(); // V2 reaches the team first
    await BAO.ok(['review', 'approve', id]); // of V1: his laptop has not heard of V2
    const first = await BAO.run(['team', 'sync', '--json']);
    expect(first.code, first.stdout).toBe(1);
    expect(first.json()).toMatchObject({ ok: false, error: { code: 'approval_not_held' } });
    expect(notHeld()).toHaveLength(1);

    // Set aside once: later syncs send nothing refused.
    for (let i = 0; i < 2; i++) {
      const r = await BAO.run(['team', 'sync', '--json']);
      expect(r.code, r.stderr + r.stdout).toBe(0);
    }
    // walk 25 (2): the sync's line ends with one full stop after the refusal's own sentence (it read "…holds..").
    expect((await BAO.run(['team', 'sync'])).stdout.trim()).toMatch(/the version the team holds\.$/);
    expect(notHeld()).toHaveLength(1);
    const s = await BAO.ok(['team', 'status', '--json']);
    expect(s.json()).toMatchObject({ refused: { count: 1, documents: ['approvals'], approvals: [{ draftId: id, caption: 'Lan wrote V2', rule: 'not_held' }] } });
    const words = await BAO.run(['team', 'status']);
    // walk 25 (2): his approval was of the version before Lan's V2, which is what this laptop now shows: "an earlier version of".
    expect(words.stdout).toContain('Your approval of an earlier version of "Lan wrote V2" was refused by the team server: it is of a version the team does not hold (the post changed, or its change has not reached the team yet). It did not reach your teammates; read the post again and approve the version the team holds.');

    // In review on both laptops, never approved; nothing is sent to the Hub from either.
    expect(BAO.lib((x) => x.drafts.get(x.db, id).caption)).toBe('Lan wrote V2');
    expect(BAO.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    expect(BAO.lib((x) => reviewOf(x.db, id).approval)).toBe(null);
    // The app on his laptop (the bridge every screen reads) says the same: in review, and his approval refused, not_held.
    const app = await createCore({ dataDir: BAO.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo') }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      expect((await call<Record<string, { state: string }>>(app, 'review.get', { draftIds: [id] }))[id]).toMatchObject({ state: 'in_review' });
      expect(await call(app, 'team.status', {})).toMatchObject({ refused: { approvals: [{ draftId: id, rule: 'not_held' }] } });
    } finally {
      await app.close();
    }
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
    await BAO.run(['publish', id, '--wait']);
    await LAN.run(['publish', id, '--wait']);
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption?.startsWith('Lan wrote V'))).toHaveLength(0);

    // He reads V2 and approves it: accepted, and it holds on Lan's laptop.
    await BAO.ok(['review', 'approve', id]);
    expect((await BAO.run(['team', 'sync'])).code).toBe(0);
    await LAN.sync();
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    expect(LAN.lib((x) => reviewOf(x.db, id).approval?.by)).toBe('Bảo');
    expect(notHeld()).toHaveLength(1);
  });
});
