/**
 * The team server over SQLite (issue 33): auth on every connection and request, roles enforced
 * by the server (a viewer's forged writes are dropped and never stored), the hello and members
 * routes, photo blobs. One server for the whole file; real providers over `ws` as clients.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { CLOSE_CODES, MAX_BLOB_BYTES, PROTOCOL_HEADER, ROUTES, TEAM_PROTOCOL_VERSION, type TeamHello, type TeamMember } from '../../src-main/team';
import { revokeMember, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, errorCode, headers, sleep, waitFor, type TestClient } from './clients';
import { updateIn } from '../../src-main/team-server/wire';
import { memberToken } from '../helpers/team-owner';

let dir: string;
let server: TeamServer;
const tokens: Record<string, string> = {};
const clients: TestClient[] = [];
const client = (...a: Parameters<typeof connect>): TestClient => {
  const c = connect(...a);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-server-'));
  server = await startTeamServer({ dataDir: dir, teamName: 'Night shift', storeDebounceMs: 50, storeMaxDebounceMs: 200, revocationCheckMs: 200 });
  for (const [name, role] of [['olga', 'owner'], ['ann', 'approver'], ['ed', 'editor'], ['vi', 'viewer'], ['rex', 'editor'], ['rob', 'editor'], ['ron', 'editor']] as const) {
    tokens[name] = await memberToken(server.store, { name, role });
  }
});
afterAll(async () => {
  for (const c of clients) c.destroy();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('HTTP: hello and auth on every request', () => {
  it('answers hello with the team, the protocol and who I am', async () => {
    const res = await fetch(server.httpUrl + ROUTES.hello, { headers: headers(tokens.ed!) });
    expect(res.status).toBe(200);
    const hello = (await res.json()) as TeamHello;
    expect(hello).toMatchObject({ protocol: TEAM_PROTOCOL_VERSION, teamName: 'Night shift', member: { name: 'ed', role: 'editor' } });
    expect(hello.teamId).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  });
  it('refuses no token, a wrong token and a wrong or missing protocol, each with its code', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [headers(null), 401, 'unauthorized'],
      [headers('prt_' + 'A'.repeat(43)), 401, 'unauthorized'],
      [headers('not-a-token'), 401, 'unauthorized'],
      [headers(tokens.ed!, '1'), 426, 'version_mismatch'], // an older laptop (protocol 1)
      [headers(tokens.ed!, null), 426, 'version_mismatch'],
    ];
    for (const [h, status, code] of cases) {
      const res = await fetch(server.httpUrl + ROUTES.hello, { headers: h });
      expect([res.status, await errorCode(res)]).toEqual([status, code]);
    }
    // The protocol may come as the query parameter too (what a WebSocket URL carries).
    const q = await fetch(`${server.httpUrl}${ROUTES.hello}?protocol=${TEAM_PROTOCOL_VERSION}`, { headers: headers(tokens.ed!, null) });
    expect(q.status).toBe(200);
  });
  it('refuses an unknown route with a JSON error, not the Hocuspocus welcome page', async () => {
    const res = await fetch(server.httpUrl + '/', { headers: headers(tokens.ed!) });
    expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_request']);
  });
});

describe('WebSocket: auth and roles', () => {
  it('an editor writes the library and another member sees it; the server stores it', async () => {
    const ed = client(server.url, { token: tokens.ed! });
    const ann = client(server.url, { token: tokens.ann! });
    expect(await ed.authenticated).toEqual({ readOnly: false });
    await Promise.all([ed.synced, ann.synced]);
    ed.doc.getText('caption-d1').insert(0, 'Hello team');
    await waitFor(() => ann.doc.getText('caption-d1').toString() === 'Hello team', 5000, 'ann to see the edit');
    await waitFor(async () => {
      const stored = await server.store.fetchDocument('library');
      if (!stored) return false;
      const d = new Y.Doc();
      Y.applyUpdate(d, stored);
      return d.getText('caption-d1').toString() === 'Hello team';
    }, 5000, 'the library to be stored');
  });

  it("a viewer's connection is read-only: its forged write reaches nobody and is not stored", async () => {
    const vi = client(server.url, { token: tokens.vi! });
    const ed = client(server.url, { token: tokens.ed! });
    expect(await vi.authenticated).toEqual({ readOnly: true });
    await Promise.all([vi.synced, ed.synced]);
    await waitFor(() => vi.doc.getText('caption-d1').toString() === 'Hello team', 5000, 'the viewer to read the library');
    // The viewer's client writes anyway (a forged client ignores read-only).
    vi.doc.getText('caption-d1').insert(0, 'FORGED ');
    vi.doc.getMap('drafts').set('forged', 'yes');
    // A marker write after it, from an editor: once the editor sees its own write stored, the forged one had its chance.
    ed.doc.getMap('drafts').set('marker', 1);
    await waitFor(async () => {
      const stored = await server.store.fetchDocument('library');
      const d = new Y.Doc();
      if (stored) Y.applyUpdate(d, stored);
      return d.getMap('drafts').get('marker') === 1;
    }, 5000, 'the marker to be stored');
    await sleep(300);
    expect(ed.doc.getText('caption-d1').toString()).toBe('Hello team');
    expect(ed.doc.getMap('drafts').get('forged')).toBeUndefined();
    const stored = new Y.Doc();
    Y.applyUpdate(stored, (await server.store.fetchDocument('library'))!);
    expect(stored.getText('caption-d1').toString()).toBe('Hello team');
    expect(stored.getMap('drafts').get('forged')).toBeUndefined();
    // A fresh client reads what the server holds: no forged text.
    const fresh = client(server.url, { token: tokens.ann! });
    await fresh.synced;
    expect(fresh.doc.getText('caption-d1').toString()).toBe('Hello team');
  });

  it('roles per document follow WRITE_ACCESS: an editor reads approvals only, an approver writes them', async () => {
    const ed = client(server.url, { token: tokens.ed!, name: 'approvals' });
    const ann = client(server.url, { token: tokens.ann!, name: 'approvals' });
    expect(await ed.authenticated).toEqual({ readOnly: true });
    expect(await ann.authenticated).toEqual({ readOnly: false });
    const rev = client(server.url, { token: tokens.ed!, name: 'reviews' });
    expect(await rev.authenticated).toEqual({ readOnly: false });
  });

  it('refuses no token, a wrong token, another protocol and an unknown document, closing with the protocol codes', async () => {
    const none = client(server.url, { token: '' });
    expect(await none.refused).toBe('unauthorized');
    const wrong = client(server.url, { token: 'prt_' + 'B'.repeat(43) });
    expect(await wrong.refused).toBe('unauthorized');
    await waitFor(() => wrong.closes.includes(CLOSE_CODES.unauthorized), 3000, 'the socket to close with 4401');
    const old = client(server.url, { token: tokens.ed!, protocol: '0' });
    expect(await old.refused).toBe('version_mismatch');
    await waitFor(() => old.closes.includes(CLOSE_CODES.version_mismatch), 3000, 'the socket to close with 4426');
    const bare = client(server.url, { token: tokens.ed!, protocol: null });
    expect(await bare.refused).toBe('version_mismatch');
    const other = client(server.url, { token: tokens.ed!, name: 'secrets' });
    expect(await other.refused).toBe('invalid_request');
  });

  it("revoking a member drops their open connection (4403) and refuses them after", async () => {
    const rex = client(server.url, { token: tokens.rex! });
    await rex.synced;
    await server.revokeMember('rex');
    await waitFor(() => rex.closes.includes(CLOSE_CODES.revoked), 3000, 'the socket to close with 4403');
    // The provider reconnects by itself and is now refused as revoked.
    expect(await rex.refused).toBe('revoked');
    const res = await fetch(server.httpUrl + ROUTES.hello, { headers: headers(tokens.rex!) });
    expect([res.status, await errorCode(res)]).toEqual([401, 'revoked']);
  });

  it('a revocation written by another process (the CLI) drops the connection at the next check', async () => {
    const rob = client(server.url, { token: tokens.rob! });
    await rob.synced;
    // What `postroom team revoke` does: the store alone, not the running server's handle.
    await revokeMember(server.store, 'rob');
    await waitFor(() => rob.closes.includes(CLOSE_CODES.revoked), 3000, 'the periodic check to close the socket');
  });
});

describe('WebSocket: corrupt updates', () => {
  // lib0 framing, written out: varUint (7 bits a byte, low first), strings and byte arrays by length.
  const varUint = (n: number): number[] => {
    const out: number[] = [];
    while (n > 0x7f) {
      out.push((n & 0x7f) | 0x80);
      n = Math.floor(n / 128);
    }
    out.push(n);
    return out;
  };
  const bytes = (b: Uint8Array | number[]): number[] => [...varUint(b.length), ...b];
  const str = (s: string): number[] => bytes(new TextEncoder().encode(s));
  const authMessage = (doc: string, token: string): Uint8Array => new Uint8Array([...str(doc), 2, 0, ...str(token)]);
  const updateMessage = (doc: string, update: Uint8Array | number[]): Uint8Array => new Uint8Array([...str(doc), 0, 2, ...bytes(update)]);

  it('updateIn finds the update of a sync message and nothing in others', () => {
    const d = new Y.Doc();
    d.getText('t').insert(0, 'x');
    const u = Y.encodeStateAsUpdate(d);
    expect(updateIn(updateMessage('library', u))).toEqual(u);
    expect(updateIn(authMessage('library', 'prt_x'))).toBeNull();
  });

  it("closes the connection that sends one (reason corrupt_update), applies and stores nothing, and keeps serving", async () => {
    const before = await server.store.fetchDocument('library');
    const ws = new WebSocket(`${server.url}/?protocol=${TEAM_PROTOCOL_VERSION}`);
    const replies: Uint8Array[] = [];
    ws.on('message', (m: Buffer) => replies.push(new Uint8Array(m)));
    await new Promise((r) => ws.once('open', r));
    ws.send(authMessage('library', tokens.ed!));
    await waitFor(() => replies.length > 0, 3000, 'the auth answer');
    ws.send(updateMessage('library', [0xff, 0xff, 0xff, 0x01, 0x07, 0x09]));
    const closeReason = Buffer.from('corrupt_update');
    const hasClose = (): boolean => replies.some((m) => Buffer.from(m).includes(closeReason) && m[str('library').length] === 7);
    await waitFor(hasClose, 3000, 'a close message with reason corrupt_update');
    ws.close();
    await sleep(300);
    expect(await server.store.fetchDocument('library')).toEqual(before);
    const ok = client(server.url, { token: tokens.ann! });
    await ok.synced;
    expect(ok.doc.getText('caption-d1').toString()).toBe('Hello team');
  });
});

describe('HTTP: members', () => {
  it('lists members with online and last seen (revoked ones as revoked, never online), never tokens', async () => {
    const ron = client(server.url, { token: tokens.ron! });
    await ron.synced;
    const res = await fetch(server.httpUrl + ROUTES.members, { headers: headers(tokens.vi!) });
    expect(res.status).toBe(200);
    const { members } = (await res.json()) as { members: TeamMember[] };
    const byName = Object.fromEntries(members.filter((m) => m.revokedAt === null).map((m) => [m.name, m]));
    expect(Object.keys(byName).sort()).toEqual(['ann', 'ed', 'olga', 'ron', 'vi']);
    for (const m of members.filter((x) => x.revokedAt !== null)) expect(m).toMatchObject({ online: false, revokedAt: expect.stringMatching(/^\d{4}-/) });
    expect(byName.ron).toMatchObject({ role: 'editor', online: true });
    expect(byName.ron!.lastSeen).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byName.olga).toMatchObject({ role: 'owner', online: false, lastSeen: null });
    expect(JSON.stringify(members)).not.toMatch(/prt_|sha/);
    ron.destroy();
    await waitFor(async () => {
      const again = (await (await fetch(server.httpUrl + ROUTES.members, { headers: headers(tokens.vi!) })).json()) as { members: TeamMember[] };
      return again.members.find((m) => m.name === 'ron')?.online === false;
    }, 3000, 'ron to be offline');
  });
});

describe('HTTP: photo blobs', () => {
  const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 251);
  const sha = createHash('sha256').update(bytes).digest('hex');
  const blobUrl = (h: string): string => server.httpUrl + ROUTES.blobs + h;
  const blobFile = (h: string): string => join(dir, 'blobs', h.slice(0, 2), h);

  it('PUT by an editor, then GET and HEAD by any member: the same bytes', async () => {
    const put = await fetch(blobUrl(sha), { method: 'PUT', headers: headers(tokens.ed!), body: bytes });
    expect(put.status).toBe(201);
    expect(existsSync(blobFile(sha))).toBe(true);
    const again = await fetch(blobUrl(sha), { method: 'PUT', headers: headers(tokens.ed!), body: bytes });
    expect(again.status).toBe(200);
    const get = await fetch(blobUrl(sha), { headers: headers(tokens.vi!) });
    expect(get.status).toBe(200);
    expect(createHash('sha256').update(new Uint8Array(await get.arrayBuffer())).digest('hex')).toBe(sha);
    const head = await fetch(blobUrl(sha), { method: 'HEAD', headers: headers(tokens.vi!) });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
  });
  it('refuses bytes that do not hash to their name, and stores nothing', async () => {
    const other = createHash('sha256').update('something else').digest('hex');
    const res = await fetch(blobUrl(other), { method: 'PUT', headers: headers(tokens.ed!), body: bytes });
    expect([res.status, await errorCode(res)]).toEqual([422, 'blob_hash_mismatch']);
    expect(existsSync(blobFile(other))).toBe(false);
    expect(readdirSync(join(dir, 'blobs', 'tmp'))).toEqual([]);
    const get = await fetch(blobUrl(other), { headers: headers(tokens.ed!) });
    expect([get.status, await errorCode(get)]).toEqual([404, 'blob_not_found']);
  });
  it('refuses a photo larger than MAX_BLOB_BYTES before reading it', async () => {
    const h = createHash('sha256').update('big').digest('hex');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(blobUrl(h), { method: 'PUT', headers: { ...headers(tokens.ed!), 'content-length': String(MAX_BLOB_BYTES + 1) } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'blob_too_large' } });
    expect(existsSync(blobFile(h))).toBe(false);
  });
  it('a viewer cannot PUT; a bad name is an invalid request', async () => {
    const v = new Uint8Array(500_000).fill(7);
    const h = createHash('sha256').update(v).digest('hex');
    const res = await fetch(blobUrl(h), { method: 'PUT', headers: headers(tokens.vi!), body: v });
    expect([res.status, await errorCode(res)]).toEqual([403, 'forbidden']);
    expect(existsSync(blobFile(h))).toBe(false);
    const bad = await fetch(blobUrl('../../team.sqlite'), { headers: headers(tokens.vi!) });
    expect([bad.status, await errorCode(bad)]).toEqual([400, 'invalid_request']);
    const noToken = await fetch(blobUrl(sha), { headers: headers(null) });
    expect([noToken.status, await errorCode(noToken)]).toEqual([401, 'unauthorized']);
  });
});

describe('PROTOCOL_HEADER', () => {
  it('is the name the server reads', () => expect(PROTOCOL_HEADER).toBe('postroom-team-protocol'));
});
