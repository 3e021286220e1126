/**
 * w28order (walk 26): in the APP (the team service's live sessions, not the CLI's one sync), an approval goes out once
 * the team server holds the version it approves (approval-order.ts), and nothing else waits. An (owner, authors may
 * approve) works offline; at her app's start her `library` connection is HELD: none of its messages leave until the
 * test lets them (a library slow for as long as the test needs, no timer).
 * 1. She approved a version of Lan's post the team already holds, and edited another post: the approval goes out and is
 *    acknowledged while her library edit is still held (Lan sees it approved, the other post unchanged). Failed on
 *    w27order's reverted gate (a693e99e: the approvals waited for every library change of hers).
 * 2. She edited Lan's post and approved her version: the approval waits while her library is held (the server never
 *    sees it; nothing is refused), and goes once the library's edit is acknowledged. Failed on the old code (no gate:
 *    the approval went first and the server refused it, approval_not_held).
 */
import { join } from 'node:path';
import * as decoding from 'lib0/decoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openLibrary, teamRows, workspaces } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { reviewOf, TeamService } from '../../src-main/team';
import { cliTeam, until, type CliLaptop } from './helpers';

const serverLog: string[] = [];
const team = cliTeam({ prefix: 'postroom-w28order-', serverLog: (l) => void serverLog.push(l) });
let LAN: CliLaptop;
let AN: CliLaptop;

beforeAll(async () => {
  [LAN, AN] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'an', name: 'An', role: 'owner' }] as const);
  for (const l of [LAN, AN]) await l.ok(['team', 'status']);
  await AN.ok(['team', 'settings', '--authors-may-approve', 'yes']);
});
afterAll(async () => {
  await team.stop();
});

/** The `library` document's messages wait here while `held` (in order); every other document's leave at once. */
let held: Array<() => void> | null = null;
/** The documents a message was sent on (what connected). */
const sentOn = new Set<string>();
const release = (): void => {
  const h = held;
  held = null;
  h?.forEach((go) => go());
};
class HeldLibrarySocket extends WebSocket {
  override send(data: unknown, ...rest: unknown[]): void {
    let doc = '';
    try {
      if (data instanceof Uint8Array) doc = decoding.readVarString(decoding.createDecoder(data));
    } catch {
      // not a document's message
    }
    const go = (): void => {
      if (this.readyState === WebSocket.OPEN) (super.send as (...a: unknown[]) => void)(data, ...rest);
    };
    if (doc) sentOn.add(doc);
    if (doc === 'library' && held) held.push(go);
    else go();
  }
}

/** Lan's post, submitted for review, on An's laptop too. */
async function lansPost(caption: string): Promise<string> {
  const id = LAN.lib((x) => x.drafts.create(x.db, { caption, platforms: ['instagram'] }).id);
  await LAN.sync();
  await LAN.ok(['review', 'submit', id]);
  await LAN.sync();
  await AN.sync();
  return id;
}

/** An's app on her library, its library connection held until `release()`. */
function ansApp(): { service: TeamService; unsent: (doc: string) => number; close: () => Promise<void> } {
  held = [];
  sentOn.clear();
  const library = openLibrary(join(AN.dir, 'library.sqlite'));
  const ws = workspaces.getCurrent(library.db).id;
  const service = new TeamService({ library, store: new MemorySecretStore(), mediaDir: join(AN.dir, 'media'), env: { POSTROOM_TEAM_TOKEN: team.token('An') }, WebSocket: HeldLibrarySocket, reconnectDelayMs: 200 });
  return {
    service,
    unsent: (doc) => teamRows.countUnsent(library.db, ws, doc),
    close: async () => {
      release();
      await service.close();
      library.close();
    },
  };
}

const refusals = (): string[] => serverLog.filter((l) => /to "approvals": write_refused/.test(l));

describe("An's app starts with her offline work, her library connection held", () => {
  it("an approval of the version the team holds goes out at once; only her library edit waits", async () => {
    const approved = await lansPost('Lan: the team holds this version');
    const other = await lansPost('Lan: An edits this one');
    AN.lib((x) => x.drafts.update(x.db, other, { caption: 'Lan: An edits this one, offline' }));
    await AN.ok(['review', 'approve', approved]);

    const app = ansApp();
    try {
      await app.service.useCurrent();
      // Her approval is acknowledged by the server while her library's edit has not even left.
      await until(() => app.unsent('approvals') === 0, 20_000);
      expect(app.unsent('library')).toBeGreaterThan(0);
      await LAN.sync();
      expect(LAN.lib((x) => reviewOf(x.db, approved).state)).toBe('approved');
      expect(LAN.lib((x) => reviewOf(x.db, approved).approval?.by)).toBe('An');
      expect(LAN.lib((x) => x.drafts.get(x.db, other).caption)).toBe('Lan: An edits this one');
      release();
      await until(() => app.unsent('library') === 0, 20_000);
    } finally {
      await app.close();
    }
    await LAN.sync();
    expect(LAN.lib((x) => x.drafts.get(x.db, other).caption)).toBe('Lan: An edits this one, offline');
    expect(refusals()).toEqual([]);
  });

  it('an approval of her own offline edit waits for the edit, then holds for Lan', async () => {
    const id = await lansPost('Lan wrote this');
    AN.lib((x) => x.drafts.update(x.db, id, { caption: 'Lan wrote this, An fixed it' }));
    await AN.ok(['review', 'approve', id]);

    const app = ansApp();
    try {
      await app.service.useCurrent();
      // Her other documents connect; a sync of Lan's goes round the server meanwhile: the approval did not leave.
      await until(() => ['outcomes', 'reviews', 'settings'].every((d) => sentOn.has(d)), 20_000);
      await LAN.sync();
      expect(refusals()).toEqual([]);
      expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('in_review');
      expect(app.unsent('approvals')).toBeGreaterThan(0);
      release();
      await until(() => app.unsent('library') === 0 && app.unsent('approvals') === 0, 20_000);
      expect((await app.service.status()).refused.count).toBe(0);
    } finally {
      await app.close();
    }
    expect(refusals()).toEqual([]);
    await LAN.sync();
    expect(LAN.lib((x) => x.drafts.get(x.db, id).caption)).toBe('Lan wrote this, An fixed it');
    expect(LAN.lib((x) => reviewOf(x.db, id).state)).toBe('approved');
    expect(LAN.lib((x) => reviewOf(x.db, id).approval?.by)).toBe('An');
  });
});
