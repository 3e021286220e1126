/**
 * rejoin (walk 7, issue 34): Bảo LEAVES the team, Lan edits a post while he is out, Bảo REJOINS. Before: joining
 * put every draft of the workspace in the team outbox, and the rejoined laptop (its team documents dropped at the
 * leave) wrote each one anew into an empty document before the team's state arrived: the two copies of a draft
 * raced (Yjs keeps one of two concurrent entries, by client id), so now and then the post read "created by Bảo"
 * and Lan's newer caption was lost under Bảo's older copy. Now a draft not changed here since the leave takes the
 * team's copy and writes no History line; a draft Bảo changed while out is held back until the team's copy arrived
 * (the first sync), then goes out as its difference, a History line by Bảo of the field he changed (before: his
 * whole copy raced the team's and his edit was lost now and then). The leave and rejoin run several times (each
 * rejoin a new client id).
 * A REAL team server (started once for the file), laptops through the CLI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../src-main/secrets';
import { leaveTeam, openTeamBinding } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let lan: CliLaptop;
let bao: CliLaptop;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-rejoin-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  lan = cliLaptop(root, 'lan', await memberToken(server.store, { name: 'Lan', role: 'editor' }));
  bao = cliLaptop(root, 'bao', await memberToken(server.store, { name: 'Bảo', role: 'approver' }));
  for (const l of [lan, bao]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
}, 30_000);
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Who wrote which History line of a draft, oldest first, as the laptop's team document holds it. */
const historyOf = (l: CliLaptop, id: string): string[] => l.lib((x) => {
  const b = openTeamBinding(x.db, { workspaceId: x.workspaces.getCurrent(x.db).id });
  try {
    return b.history(id).reverse().map((h) => `${h.member}: ${h.fields.join(',')}`);
  } finally {
    b.close();
  }
});
const leave = (l: CliLaptop) => l.lib((x) => leaveTeam(x, new MemorySecretStore(), x.workspaces.getCurrent(x.db)));

describe('Bảo rejoins after Lan edited a post while he was out', () => {
  it("keeps Lan's edit and credits nobody else with it, every time", async () => {
    const id = lan.lib((l) => l.drafts.create(l.db, { caption: 'Bánh mì 7 giờ', platforms: ['x'] }).id);
    await lan.sync();
    await bao.sync();
    expect(bao.lib((l) => l.drafts.get(l.db, id).caption)).toBe('Bánh mì 7 giờ');
    const lanLines = ['Lan: created'];
    for (let round = 1; round <= 6; round++) {
      await leave(bao);
      const caption = `Bánh mì 7 giờ (sửa lần ${round})`;
      lan.lib((l) => l.drafts.update(l.db, id, { caption }));
      await lan.sync();
      lanLines.push('Lan: caption');
      await bao.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl]);
      await bao.sync();
      await lan.sync();
      expect(bao.lib((l) => l.drafts.get(l.db, id).caption), `round ${round}: Bảo's copy`).toBe(caption);
      expect(lan.lib((l) => l.drafts.get(l.db, id).caption), `round ${round}: Lan's copy`).toBe(caption);
      expect(historyOf(bao, id), `round ${round}: History on Bảo's laptop`).toEqual(lanLines);
      expect(historyOf(lan, id), `round ${round}: History on Lan's laptop`).toEqual(lanLines);
    }
  }, 120_000);
});

describe('Bảo rejoins with an edit of his own made while out', () => {
  it('sends his edit as an edit (a History line of the field he changed), every time', async () => {
    const id = lan.lib((l) => l.drafts.create(l.db, { caption: 'Cà phê sữa đá', platforms: ['x'] }).id);
    await lan.sync();
    await bao.sync();
    const lines = ['Lan: created'];
    for (let round = 1; round <= 6; round++) {
      await leave(bao);
      const caption = `Cà phê sữa đá (Bảo ${round})`;
      bao.lib((l) => l.drafts.update(l.db, id, { caption }));
      await bao.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl]);
      await bao.sync();
      await lan.sync();
      lines.push('Bảo: caption');
      expect(lan.lib((l) => l.drafts.get(l.db, id).caption), `round ${round}: Lan's copy`).toBe(caption);
      expect(bao.lib((l) => l.drafts.get(l.db, id).caption), `round ${round}: Bảo's copy`).toBe(caption);
      expect(historyOf(lan, id), `round ${round}: History on Lan's laptop`).toEqual(lines);
    }
  }, 120_000);
});
