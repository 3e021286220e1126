/**
 * w29sent (walk 25, 1): with the TEAM SERVER DOWN, Bảo (approver) approves Lan's post C and publishes it (the Hub holds
 * "Lan draft C: cà phê muối"), while Lan edits C's caption. The server comes back: Lan syncs first (her edit reaches the
 * team), then Bảo (his approval is refused: a version the team does not hold). Bảo's `drafts list` said "≠ edited since it
 * was sent: the Hub holds the text approved on …"; Lan's said nothing, her NEW caption read as what the Hub holds: her
 * laptop never heard of the approval the send's key was derived from, so "edited since" had nothing to compare with.
 * Now the shared outcome carries the revision the send went out with and its approval's date (the sender's laptop
 * reads them from the approval it sent under), and both laptops derive "≠" from the same facts.
 * On a REAL team server (stopped and started again on its port) and a sandbox Hub; laptops through the CLI.
 * Failed before: Lan's row for C had no editedSinceSent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/bridge';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { reviewOf } from '../../src-main/team';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { call, cliLaptop, type CliLaptop } from './helpers';

let root = '';
let sandbox: SandboxHandle;
let server: TeamServer;
let port = 0;
let LAN: CliLaptop;
let lanToken = '';
let BAO: CliLaptop;
const serve = async (): Promise<TeamServer> => startTeamServer({ dataDir: join(root, 'server'), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w29sent-send-'));
  sandbox = await startSandbox({ faults: 'none', seed: 29 });
  sandbox.control.setProcessingMs(0);
  server = await serve();
  port = server.port;
  await createMemberToken(server.store, { name: 'An', role: 'owner' });
  const lan = (lanToken = (await createMemberToken(server.store, { name: 'Lan', role: 'editor' })).token);
  const bao = (await createMemberToken(server.store, { name: 'Bảo', role: 'approver' })).token;
  LAN = cliLaptop(root, 'lan', lan, { POSTROOM_API_KEY: sandbox.apiKey });
  BAO = cliLaptop(root, 'bao', bao, { POSTROOM_API_KEY: sandbox.apiKey });
  for (const l of [LAN, BAO]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', sandbox.url]);
});
afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

type Row = { draft?: { id: string }; editedSinceSent?: { approvedAt: string } };
const rowOf = async (l: CliLaptop, id: string): Promise<Row | undefined> => ((await l.ok(['drafts', 'list'])).lines() as unknown as Row[]).find((r) => r.draft?.id === id);

describe("a teammate's offline send and an offline edit", () => {
  it('read "≠ edited since it was sent" on both laptops, with the same approval date', async () => {
    const id = LAN.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w29sent.jpg'], caption: 'Lan draft C: cà phê muối' }).id);
    await LAN.sync();
    await LAN.ok(['review', 'submit', id]);
    for (const l of [LAN, BAO, LAN]) await l.sync();

    await server.stop(); // the team server is down
    await BAO.ok(['review', 'approve', id]);
    await BAO.run(['publish', id, '--wait']);
    expect(sandbox.control.publishedPosts().filter((p) => p.caption === 'Lan draft C: cà phê muối')).toHaveLength(1);
    LAN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan sửa C: cà phê muối, thêm bánh' }));

    server = await serve(); // back, on the same address
    await LAN.sync();
    await BAO.run(['team', 'sync']); // his approval is refused (Lan's edit reached the team first); his send is shared
    await LAN.sync();
    await BAO.run(['team', 'sync']);
    expect(LAN.lib((x) => reviewOf(x.db, id).approval)).toBe(null);

    const bao = await rowOf(BAO, id);
    const lan = await rowOf(LAN, id);
    expect(bao?.editedSinceSent?.approvedAt).toMatch(/^\d{4}-/);
    expect(lan?.editedSinceSent).toEqual(bao?.editedSinceSent);
    for (const l of [LAN, BAO]) {
      const line = (await l.run(['drafts', 'list'])).stdout.split('\n').find((x) => x.includes('Lan sửa C')) ?? '';
      expect(line).toContain(`[≠ edited since it was sent: the Hub holds the text approved on ${new Date(bao!.editedSinceSent!.approvedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC, not this caption]`);
    }
    // The app on Lan's laptop (drafts.list, which the Library and Compose read) says the same.
    const app = await createCore({ dataDir: LAN.dir, shell: 'web', env: { POSTROOM_TEAM_TOKEN: lanToken }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
    try {
      const page = await call<{ items: Array<{ id: string; editedSinceSent?: { approvedAt: string } }> }>(app, 'drafts.list', { limit: 100 });
      expect(page.items.find((d) => d.id === id)?.editedSinceSent).toEqual(bao?.editedSinceSent);
    } finally {
      await app.close();
    }
  }, 120_000);
});
