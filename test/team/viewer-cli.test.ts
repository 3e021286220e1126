/**
 * A viewer's laptop through the CLI, and a member name used twice (walk s17, brief viewer). One real
 * team server (started once for the file); members Bảo (owner), Lan (editor, revoked), Lan again
 * (editor, a new token after the revocation) and Minh (viewer), each laptop a data dir of its own.
 * - Every CLI command that writes the library (Command.writes) is refused on Minh's laptop with the
 *   app's words, before it runs, and writes nothing: `campaign create` used to make a campaign that
 *   stayed on his laptop, never shared, while `team sync` said in step.
 * - `team status` and `team members` tell the two Lans apart: the revoked one marked "revoked" with
 *   its date and time (the same format as the other times of that output), the active one not.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { COMMANDS } from '../../src-main/cli/commands';
import { LIBRARY_WRITES, REVIEW_WRITES } from '../../src-main/team';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';

let root: string;
let server: TeamServer;
let owner: CliLaptop;
let lan: CliLaptop;
let minh: CliLaptop;
let campaignId = '';
let draftId = '';

const join_ = (l: CliLaptop) => l.ok(['workspace', 'join', 'Agency', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-viewer-cli-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), teamName: 'Sóng Agency', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  const bao = (await createMemberToken(server.store, { name: 'Bảo', role: 'owner' })).token;
  await createMemberToken(server.store, { name: 'Lan', role: 'editor' });
  await server.revokeMember('Lan');
  const lan2 = (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token;
  const minhToken = (await createMemberToken(server.store, { name: 'Minh', role: 'viewer' })).token;
  owner = cliLaptop(root, 'bao', bao);
  lan = cliLaptop(root, 'lan', lan2);
  minh = cliLaptop(root, 'minh', minhToken);
  // Lan (the new one) shares a campaign with a draft in it; Minh joins and has them.
  await join_(lan);
  campaignId = ((await lan.ok(['campaign', 'create', 'Launch'])).json() as unknown as { campaign: { id: string } }).campaign.id;
  draftId = lan.lib((l) => l.drafts.create(l.db, { caption: 'Hello', title: 'Launch', platforms: ['instagram'] }).id);
  await lan.sync();
  await join_(minh);
  await minh.sync();
  await join_(owner);
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

/** What a library holds that a writing command would change. */
const contents = (l: CliLaptop) =>
  l.lib((x) => ({
    drafts: x.db.prepare('SELECT * FROM drafts ORDER BY id').all(),
    campaigns: x.db.prepare('SELECT * FROM campaigns ORDER BY id').all(),
  }));

describe("a viewer's laptop through the CLI", () => {
  it('has the shared campaign and draft (the setup is real)', () => {
    expect(campaignId).toMatch(/\S/);
    expect(minh.lib((l) => l.drafts.get(l.db, draftId).caption)).toBe('Hello');
  });

  it('every command that writes the library names its change, one of the list the app refuses', () => {
    const writing = COMMANDS.filter((c) => c.writes).map((c) => [c.name, c.writes]);
    expect(writing).toEqual(expect.arrayContaining([
      ['drafts import', 'drafts.import'], ['drafts edit', 'drafts.update'],
      ['campaign create', 'campaigns.create'], ['campaign import', 'campaigns.import'], ['campaign plan', 'campaigns.applyPlan'],
    ]));
    // w9revoked: the review steps name theirs too (REVIEW_WRITES), refused by the same guard.
    for (const [, w] of writing) expect([...LIBRARY_WRITES, ...REVIEW_WRITES]).toContain(w);
  });

  it('refuses each writing command with the words the app says, and writes nothing', async () => {
    const file = join(root, 'rows.csv');
    writeFileSync(file, 'caption,platforms,scheduled_at\nA new post,instagram,2027-03-28T09:00:00Z\n');
    const before = contents(minh);
    expect(before.campaigns.length).toBe(1);
    const commands: string[][] = [
      ['campaign', 'create', 'Minh tries'],
      ['campaign', 'import', campaignId, file, '--partial', '--profile', 'x', '--platforms', 'instagram'],
      ['campaign', 'plan', campaignId, '--mode', 'interval', '--interval', '60', '--start', '2027-03-28T09:00'],
      ['drafts', 'import', file, '--partial', '--profile', 'x', '--platforms', 'instagram'],
      ['drafts', 'edit', draftId, '--caption', 'Changed by a viewer'],
    ];
    // Each writing command of the table is tried here.
    expect(commands.map((c) => `${c[0]} ${c[1]}`).sort()).toEqual(COMMANDS.filter((c) => c.writes && (LIBRARY_WRITES as readonly string[]).includes(c.writes)).map((c) => c.name).sort());
    for (const argv of commands) {
      const r = await minh.run([...argv, '--json']);
      expect(r.code, `${argv.join(' ')}: ${r.stdout}${r.stderr}`).toBe(1);
      expect(r.json().error, argv.join(' ')).toMatchObject({ code: 'forbidden', message: 'You are a viewer on the team "Sóng Agency" (workspace "Agency"): viewers cannot change the shared library. Nothing was changed.' });
      const text = await minh.run(argv);
      expect(text.stderr).toContain('viewers cannot change the shared library');
    }
    expect(contents(minh)).toEqual(before);
  });

  it("an editor's laptop still writes (the guard is the viewer's only)", async () => {
    expect((await lan.run(['campaign', 'create', 'Second', '--json'])).code).toBe(0);
    expect((await lan.run(['drafts', 'edit', draftId, '--caption', 'Hello again', '--json'])).code).toBe(0);
  });
});

describe('a member name used twice (one revoked)', () => {
  it('team status marks the revoked Lan revoked with its date and time; the active Lan not', async () => {
    const r = await owner.run(['team', 'status']);
    expect(r.code, r.stderr).toBe(0);
    const lans = r.stdout.split('\n').filter((l) => /\bLan\b/.test(l));
    expect(lans).toHaveLength(2);
    expect(lans.filter((l) => /revoked/.test(l))).toEqual([expect.stringMatching(/^ {2}✕ Lan \(editor\), revoked \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)]);
    expect(lans.filter((l) => !/revoked/.test(l))).toEqual([expect.stringMatching(/^ {2}[●○] Lan \(editor\)(,| online)/)]);
    const json = (await owner.run(['team', 'status', '--json'])).json() as { members: Array<{ name: string; revokedAt: string | null }> };
    expect(json.members.filter((m) => m.name === 'Lan').map((m) => m.revokedAt === null).sort()).toEqual([false, true]);
  });

  it('team members shows the revocation to the minute, as its other times', async () => {
    let stdout = '';
    const code = await runCli(['team', 'members', '--data-dir', join(root, 'server')], { stdout: (s) => void (stdout += s), stderr: () => undefined, stdin: async () => '', env: {} });
    expect(code).toBe(0);
    const rows = stdout.split('\n').filter((l) => l.startsWith('Lan '));
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expect.arrayContaining([
      expect.stringMatching(/^Lan +editor +\d{4}-\d\d-\d\d \d\d:\d\d +(never|\d{4}-\d\d-\d\d \d\d:\d\d) +active$/),
      expect.stringMatching(/^Lan +editor +\d{4}-\d\d-\d\d \d\d:\d\d +(never|\d{4}-\d\d-\d\d \d\d:\d\d) +revoked \d{4}-\d\d-\d\d \d\d:\d\d$/),
    ]));
  });
});
