/**
 * w27order (walk 25): a laptop of this version is never refused for the order of its own connections. An (owner,
 * authors may approve) edits Lan's post and approves her version offline; at her next sync her `library` connection is
 * SLOW (every message of it leaves 800 ms late; each document is its own connection, the order is not guaranteed). On
 * a REAL team server, which refuses an approval of a version its library does not hold, her approvals wait until her
 * library's edit of that post is acknowledged (w28order: approval-order.ts, per approval; restored from 9a41e442^): the
 * one sync succeeds and the post is approved for Lan.
 * Failed on the old code (the approvals waited for the settings only): the approval went first and was refused
 * (approval_not_held).
 */
import { join } from 'node:path';
import * as decoding from 'lib0/decoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openLibrary } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { reviewOf, TeamService } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const serverLog: string[] = [];
const team = cliTeam({ prefix: 'postroom-w27order-first-', serverLog: (l) => void serverLog.push(l) });
let LAN: CliLaptop;
let AN: CliLaptop;

beforeAll(async () => {
  [LAN, AN] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'an', name: 'An', role: 'owner' }] as const);
  for (const l of [LAN, AN]) await l.ok(['team', 'status']);
});
afterAll(async () => {
  await team.stop();
});

const LATE_MS = 800;
/** Node's WebSocket whose messages of the `library` document leave LATE_MS late (in order); the others at once. */
class SlowLibrarySocket extends WebSocket {
  override send(data: unknown, ...rest: unknown[]): void {
    const bytes = data instanceof Uint8Array ? data : null;
    let doc = '';
    try {
      if (bytes) doc = decoding.readVarString(decoding.createDecoder(bytes));
    } catch {
      // not a document's message
    }
    const go = (): void => {
      if (this.readyState === WebSocket.OPEN) (super.send as (...a: unknown[]) => void)(data, ...rest);
    };
    if (doc === 'library') setTimeout(go, LATE_MS);
    else go();
  }
}

describe("An's approval of her offline edit, her library connection slow", () => {
  it('one sync: the library goes first, the approval is accepted and holds for Lan', async () => {
    await AN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
    const id = LAN.lib((x) => x.drafts.create(x.db, { caption: 'Lan wrote this', platforms: ['instagram'] }).id);
    await LAN.sync();
    await LAN.ok(['review', 'submit', id]);
    await LAN.sync();
    await AN.sync();
    AN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote this, An fixed it' }));
    await AN.ok(['review', 'approve', id]); // offline: both go out at the next sync

    const library = openLibrary(join(AN.dir, 'library.sqlite'));
    const service = new TeamService({ library, store: new MemorySecretStore(), mediaDir: join(AN.dir, 'media'), env: { POSTROOM_TEAM_TOKEN: team.token('An') }, flushEveryMs: 0, WebSocket: SlowLibrarySocket });
    try {
      const r = await service.sync();
      expect(r.status).toMatchObject({ inStep: true, refused: { count: 0 } });
    } finally {
      await service.close();
      library.close();
    }
    expect(serverLog.filter((l) => /to "approvals": write_refused/.test(l))).toEqual([]);
    await LAN.sync();
    expect(LAN.lib((x) => x.drafts.get(x.db, id).caption)).toBe('Lan wrote this, An fixed it');
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    expect(LAN.lib((x) => reviewOf(x.db, id).approval?.by)).toBe('An');
  });
});
