/**
 * refusedloop (issue 34), the case authorship's author named: a revoked member's offline review rows,
 * written under the old name and sent after rejoining under a new one, are refused by the team
 * server's write guard. They are set aside on that laptop (kept, named in its status) and its later
 * review writes sync. And the `library` document: a member lowered to viewer with edits the team will
 * not take (leave's notAccepted) still receives the team's later changes, and once an editor again,
 * sends new ones. A REAL team server (started once for the file), laptops through the CLI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { reviewOf } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-refused-rejoin-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('a laptop rejoined under a new name', () => {
  it("sets aside the review step written under the old name; the new name's submits reach the owner", async () => {
    let token = await memberToken(server.store, { name: 'Lan', role: 'editor' });
    const lan = cliLaptop(root, 'lan', () => token);
    const chi = cliLaptop(root, 'chi', await memberToken(server.store, { name: 'Chi', role: 'owner' }));
    for (const l of [lan, chi]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
    const old = lan.lib((l) => l.drafts.create(l.db, { caption: 'Written as Lan', platforms: ['x'] }).id);
    await lan.sync();
    await chi.sync();
    await server.revokeMember('Lan');
    // Offline, not knowing yet: Lan sends it for review (a step in the name "Lan").
    await lan.ok(['review', 'submit', old]);
    token = await memberToken(server.store, { name: 'Lan N.', role: 'editor' });
    await lan.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl]);
    await lan.run(['team', 'sync']); // refused (write_refused) or set aside already: either way, never again
    const fresh = lan.lib((l) => l.drafts.create(l.db, { caption: 'Written as Lan N.', platforms: ['x'] }).id);
    await lan.ok(['review', 'submit', fresh]);
    const r = await lan.run(['team', 'sync']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toMatch(/1 change made on this computer was refused by the team server \(reviews\): a review step in the name of "Lan"/);
    await chi.sync();
    expect(chi.lib((l) => reviewOf(l.db, fresh).state)).toBe('in_review');
    expect(chi.lib((l) => reviews.history(l.db, fresh).map((s) => [s.action, s.by]))).toEqual([['submit', 'Lan N.']]);
    expect(chi.lib((l) => reviews.history(l.db, old))).toEqual([]);
    // Kept and readable on Lan's laptop.
    expect(lan.lib((l) => reviews.history(l.db, old).map((s) => s.by))).toEqual(['Lan']);
    const st = (await lan.ok(['team', 'status'])).json();
    expect(st).toMatchObject({ inStep: false, refused: { count: 1, documents: ['reviews'] } });
  });
});

describe("a viewer's stale library edits", () => {
  it('do not block the team changes it receives, nor its own sends once an editor again', async () => {
    const vy = cliLaptop(root, 'vy', await memberToken(server.store, { name: 'Vy', role: 'editor' }));
    const chi = cliLaptop(root, 'chi2', await memberToken(server.store, { name: 'Chi2', role: 'owner' }));
    for (const l of [vy, chi]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
    const id = vy.lib((l) => l.drafts.create(l.db, { caption: 'Shared', platforms: ['x'] }).id);
    await vy.sync();
    await chi.sync();
    await server.setMemberRole('Vy', 'viewer');
    // Written before the lowered role was known (straight into the library): the team will not take it.
    vy.lib((l) => l.drafts.update(l.db, id, { caption: 'Vy, stale' }));
    await vy.run(['team', 'sync']);
    expect((await vy.ok(['team', 'status'])).json()).toMatchObject({ inStep: false });
    // The team's later change reaches her anyway.
    const other = chi.lib((l) => l.drafts.create(l.db, { caption: 'From Chi', platforms: ['x'] }).id);
    await chi.sync();
    await vy.run(['team', 'sync']);
    expect(vy.lib((l) => l.drafts.get(l.db, other).caption)).toBe('From Chi');
    // An editor again: a new edit of hers goes out.
    await server.setMemberRole('Vy', 'editor');
    const mine = vy.lib((l) => l.drafts.create(l.db, { caption: 'Vy again', platforms: ['x'] }).id);
    const r = await vy.run(['team', 'sync']);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    await chi.sync();
    expect(chi.lib((l) => l.drafts.get(l.db, mine).caption)).toBe('Vy again');
  });
});
