/**
 * xcaption (walk 6, finding 1) with real pieces: three laptops (app cores) on a REAL team server
 * (started once for the file, restarted on the same port mid-test). Chi drafts a post for three
 * channels whose X caption equals the main one, Bảo approves it, Bảo's open Compose saves what it
 * holds (its save cycle: drafts.update with the revision and the base it opened), the server is
 * restarted. Afterwards the X caption is on every laptop, nobody has a History line for it and
 * the post is still approved. The second case is the save that removed it on the old code: Bảo's
 * Compose, opened before Chi gave X its own caption, holds X as "shares the main caption" (null).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { appCores, joinOnline } from './helpers';
import { memberToken } from '../helpers/team-owner';
import { quietPort } from '../helpers/quiet-port';

let root: string;
let server: TeamServer;
let port = 0;
const { core, call, until, closeCores } = appCores({ root: () => root, untilMs: 20_000 });
const start = async (): Promise<void> => {
  server = await startTeamServer({ dataDir: join(root, 'server'), port, teamName: 'Sóng Agency', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  port = server.port;
};

let lan: Core;
let bao: Core;
let chi: Core;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-xcaption-live-'));
  // The server is restarted on its port below: a port no other file's server (started on port 0) can be given meanwhile.
  port = await quietPort();
  await start();
  lan = await core('lan');
  bao = await core('bao');
  chi = await core('chi');
  await joinOnline(server.httpUrl, [
    [lan, await memberToken(server.store, { name: 'Lan', role: 'editor' })],
    [bao, await memberToken(server.store, { name: 'Bảo', role: 'approver' })],
    [chi, await memberToken(server.store, { name: 'Chi', role: 'editor' })],
  ], 20_000);
}, 60_000);
afterAll(async () => {
  await closeCores();
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const MAIN = 'Repro3: xôi xéo sáng sớm, 15k. Ghé quán trước 9h nhé!';
type Draft = { id: string; revision: number; caption: string; title: string; notes: string; tags: string[]; platforms: string[]; captions: Array<{ channel: string; caption: string; title: string | null }> };
type Review = { state: string; stale: boolean; editedBy?: string | null };
type Line = { member: string; fields: string[] };
const draft = (c: Core, id: string): Promise<Draft> => call<Draft>(c, 'drafts.get', { id });
const review = async (c: Core, id: string): Promise<Review | undefined> => (await call<Record<string, Review>>(c, 'review.get', { draftIds: [id] }).catch(() => ({} as Record<string, Review>)))[id];
const captionsOn = async (c: Core, id: string) => (await draft(c, id).catch(() => null))?.captions ?? null;
const X = [{ channel: 'x', caption: MAIN, title: null }];

async function restartServer(): Promise<void> {
  await server.stop();
  await until(async () => {
    for (const c of [lan, bao, chi]) if ((await call<{ state: string }>(c, 'team.status', {})).state === 'online') return false;
    return true;
  });
  await start();
  await until(async () => {
    for (const c of [lan, bao, chi]) if ((await call<{ state: string }>(c, 'team.status', {})).state !== 'online') return false;
    return true;
  }, 30_000);
}

describe('a teammate\'s X caption equal to the main caption, through approval, Bảo\'s open Compose and a server restart', () => {
  it('stays on every laptop; no History line nobody typed; still approved', async () => {
    const d = await call<Draft>(chi, 'drafts.create', { draft: { caption: MAIN, title: 'Xôi', platforms: ['instagram', 'facebook', 'x'], captions: { x: { caption: MAIN } } } });
    await call(chi, 'review.act', { draftId: d.id, action: 'submit' });
    await until(async () => (await review(bao, d.id))?.state === 'in_review');
    await call(bao, 'review.act', { draftId: d.id, action: 'approve' });
    await until(async () => (await review(lan, d.id))?.state === 'approved' && (await review(chi, d.id))?.state === 'approved');
    const lines = (await call<Line[]>(bao, 'team.history', { draftId: d.id })).length;

    // Bảo's Compose (open throughout) writes back what it holds: every field it edits, with its base.
    const held = await draft(bao, d.id);
    const captions = { x: { caption: MAIN, title: null } };
    const saved = await call<Draft>(bao, 'drafts.update', {
      id: d.id, revision: held.revision,
      patch: { caption: held.caption, title: held.title, notes: held.notes, tags: held.tags, platforms: held.platforms, captions },
      base: { caption: held.caption, title: held.title, notes: held.notes, tags: held.tags, captions },
    });
    expect(saved.revision).toBe(held.revision);

    await restartServer();
    // After a restart the laptops reconnect with backoff: waited up to 30 s (8 s timed out once under a loaded full run).
    for (const c of [lan, bao, chi]) await until(async () => JSON.stringify(await captionsOn(c, d.id)) === JSON.stringify(X), 30_000);
    // A round after the restart: Lan writes another draft, and every laptop has it (the documents are in step).
    const after = await call<Draft>(lan, 'drafts.create', { draft: { caption: 'after the restart', platforms: ['x'] } });
    for (const c of [bao, chi]) await until(async () => (await captionsOn(c, after.id)) !== null, 30_000);
    for (const c of [lan, bao, chi]) {
      expect((await draft(c, d.id)).captions).toEqual(X);
      expect(await call<Line[]>(c, 'team.history', { draftId: d.id })).toHaveLength(lines);
      expect(await review(c, d.id)).toMatchObject({ state: 'approved', stale: false });
    }
  }, 120_000);

  it('Bảo\'s Compose opened before Chi gave X its own caption, holding X as "shares the main caption": its save keeps Chi\'s X caption', async () => {
    const d = await call<Draft>(chi, 'drafts.create', { draft: { caption: MAIN, platforms: ['facebook', 'x'] } });
    await until(async () => (await captionsOn(bao, d.id)) !== null);
    const opened = await draft(bao, d.id);
    await call(chi, 'drafts.update', { id: d.id, patch: { captions: { x: { caption: MAIN } } } });
    await until(async () => JSON.stringify(await captionsOn(bao, d.id)) === JSON.stringify(X));
    // Bảo saves a note; his Compose sends its channel captions as it holds them (X null: shares the main caption) with the base it opened.
    await call(bao, 'drafts.update', { id: d.id, patch: { notes: 'ảnh ổn', captions: { x: null } }, base: { notes: opened.notes, captions: {} } });
    for (const c of [lan, bao, chi]) await until(async () => (await draft(c, d.id)).notes === 'ảnh ổn');
    for (const c of [lan, bao, chi]) expect((await draft(c, d.id)).captions).toEqual(X);
    expect((await call<Line[]>(chi, 'team.history', { draftId: d.id }))[0]).toMatchObject({ member: 'Bảo', fields: ['notes'] });
  }, 60_000);
});
