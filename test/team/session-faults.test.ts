/**
 * The session's faults (issue 33 item 6), against the real team server started once for the file:
 * a server stopped mid-sync (nothing lost, the session completes by itself after the restart), a
 * viewer's forged write through a raw provider (reaches nobody), a photo whose bytes do not match
 * its name (blob_hash_mismatch, nothing kept), a server of another protocol (version_mismatch).
 */
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { openWritable } from '../../src-main/library';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { blobPath, fetchBlob, fetchHello, sha256Hex, TEAM_PROTOCOL_VERSION } from '../../src-main/team';
import { openTeamSession, type TeamSession } from '../../src-main/team/session';
import { FakeBinding } from './fake-binding';
import { memberToken } from '../helpers/team-owner';

let dir: string;
let server: TeamServer;
let port = 0;
const tokens: Record<string, string> = {};
const open: TeamSession[] = [];

const start = async (): Promise<void> => {
  server = await startTeamServer({ dataDir: dir, port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  port = server.port;
};
const session = (who: string, binding = new FakeBinding()) => {
  const s = openTeamSession({ db: openWritable(':memory:'), workspace: { id: `ws-${who}`, teamUrl: server.httpUrl, role: null }, token: tokens[who]!, binding, WebSocket, reconnectDelayMs: 100 });
  open.push(s);
  return { s, binding };
};
const until = async (what: () => boolean, ms = 8000): Promise<void> => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-team-faults-'));
  await start();
  for (const [k, role] of [['ann', 'editor'], ['bob', 'editor'], ['vic', 'viewer']] as const) tokens[k] = await memberToken(server.store, { name: k, role });
});
afterAll(async () => {
  for (const s of open) await s.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('team session faults', () => {
  it('a server stopped mid-sync: nothing lost; after the restart the session completes by itself', async () => {
    const a = session('ann');
    const b = session('bob');
    await Promise.all([a.s.inStep(), b.s.inStep()]);
    for (let i = 0; i < 50; i++) a.binding.edit(`m${i}`, `edit ${i} `.repeat(200));
    const stopping = server.stop();
    await stopping;
    await until(() => a.s.status.state === 'offline');
    // Whatever the server had not acknowledged is still pending here.
    const unsent = a.binding.pending();
    a.binding.edit('after', 'typed while the server was away');
    expect(a.binding.pending()).toBe(unsent + 1);
    await start();
    await a.s.inStep(15_000);
    expect(a.binding.pending()).toBe(0);
    await until(() => b.binding.caption('after') === 'typed while the server was away' && b.binding.caption('m49').startsWith('edit 49'), 15_000);
  });

  it("a viewer's forged write through a raw provider reaches no other laptop", async () => {
    const b = session('bob');
    await b.s.inStep();
    const doc = new Y.Doc();
    const socket = new HocuspocusProviderWebsocket({ url: `${server.url}/?protocol=${TEAM_PROTOCOL_VERSION}`, WebSocketPolyfill: WebSocket });
    const raw = new HocuspocusProvider({ websocketProvider: socket, name: 'library', document: doc, token: tokens.vic! });
    raw.attach();
    await until(() => raw.isSynced);
    doc.getMap('drafts').set('forged', new Y.Map());
    (doc.getMap('drafts').get('forged') as Y.Map<unknown>).set('caption', new Y.Text('forged by a viewer'));
    await new Promise((r) => setTimeout(r, 500));
    expect(b.binding.doc.getMap('drafts').has('forged')).toBe(false);
    raw.destroy();
    socket.destroy();
  });

  it('a photo whose bytes do not match its name is refused (blob_hash_mismatch) and nothing is kept', async () => {
    const good = Buffer.from('the real photo bytes');
    const sha = sha256Hex(good);
    // The server's file is damaged on its disk: another content under the same name.
    const serverFile = join(dir, 'blobs', sha.slice(0, 2), sha);
    mkdirSync(join(serverFile, '..'), { recursive: true });
    writeFileSync(serverFile, Buffer.from('damaged bytes'));
    const media = join(dir, 'media');
    await expect(fetchBlob(server.httpUrl, tokens.ann!, sha, media)).rejects.toMatchObject({ name: 'TeamError', code: 'blob_hash_mismatch' });
    expect(existsSync(blobPath(media, sha))).toBe(false);
  });

  it('a server of another protocol version: version_mismatch, before anything is sent', async () => {
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ protocol: 99, teamId: 't', teamName: 'Other', serverVersion: '9', member: { name: 'x', role: 'editor' } }));
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
    try {
      await expect(fetchHello(url, tokens.ann!)).rejects.toMatchObject({ code: 'version_mismatch' });
      const binding = new FakeBinding();
      binding.edit('v', 'kept');
      const s = openTeamSession({ db: openWritable(':memory:'), workspace: { id: 'w', teamUrl: url }, token: tokens.ann!, binding, WebSocket });
      open.push(s);
      await expect(s.inStep(5000)).rejects.toMatchObject({ code: 'version_mismatch' });
      expect(s.status.state).toBe('version_mismatch');
      expect(binding.pending()).toBe(1);
    } finally {
      other.close();
    }
  });
});
