/**
 * teamsync (walk 7, finding 6): the sidebar's team line reads the status the core pushes (`team`
 * events of kind `status`). A comment goes out in the `reviews` document; once the team server
 * acknowledges it, the laptop's pushed status says nothing waits any more, without another laptop's
 * exchange (walk 7: "Sending 1 change to the team…" stayed until a teammate or the CLI exchanged).
 * A REAL team server (started once for the file) and ONE laptop, joined through a proxy that holds
 * the server's answers back a little (a busy laptop: the acknowledgement comes after the status pushed
 * at the flush, as on walk 7's web hosts); nobody else exchanges.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvents } from '../../src-main/bridge/contract';
import type { Core } from '../../src-main/bridge';
import { joinOnline, teamServerCores } from './helpers';
import { memberToken } from '../helpers/team-owner';

const t = teamServerCores({ prefix: 'postroom-teamsync-pending-', untilMs: 20_000 });
const { call, until } = t;
let lan: Core;
let proxy: Server;
const sockets = new Set<Socket>();
type Pushed = { pending: number; state: string; inStep: boolean };
const pushed: Pushed[] = [];

/** A TCP proxy to `port` whose server-to-laptop bytes arrive `holdMs` late, in order. */
function slowAnswers(port: number, holdMs: number): Promise<Server> {
  const s = createServer((laptop) => {
    const server = createConnection({ port, host: '127.0.0.1' });
    sockets.add(laptop).add(server);
    let at = 0;
    laptop.on('data', (b) => server.write(b));
    server.on('data', (b) => {
      at = Math.max(Date.now() + holdMs, at);
      setTimeout(() => laptop.destroyed || laptop.write(b), at - Date.now());
    });
    const end = (): void => {
      laptop.destroy();
      server.destroy();
    };
    laptop.on('close', end).on('error', end);
    server.on('close', () => setTimeout(end, holdMs)).on('error', end);
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

beforeAll(async () => {
  const server = await t.startServer();
  const token = await memberToken(server.store, { name: 'Lan', role: 'editor' });
  proxy = await slowAnswers(Number(new URL(server.httpUrl).port), 400);
  lan = await t.core('lan');
  lan.events.subscribe((topic, payload) => {
    const e = payload as BridgeEvents['team'];
    if (topic === 'team' && 'kind' in e && e.kind === 'status') pushed.push(e.status as Pushed);
  });
  const addr = proxy.address();
  await joinOnline(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, [[lan, token]], 20_000);
}, 60_000);
afterAll(async () => {
  await t.stop();
  for (const s of sockets) s.destroy();
  await new Promise((r) => proxy?.close(r));
});

describe("a laptop's pushed team status after a comment", () => {
  it('says nothing waits once the server acknowledged the comment', async () => {
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Autumn portraits', platforms: ['instagram'] } });
    // Everything before the comment has gone out and been told.
    await until(() => pushed.at(-1)?.pending === 0 && pushed.at(-1)?.inStep === true);
    const from = pushed.length;
    await call(lan, 'review.comment', { draftId: d.id, body: 'Cảm ơn anh, em sẽ đăng thêm bản tiếng Anh.' });
    // The comment went out (the server holds it) ...
    await until(async () => (await call<{ pending: number }>(lan, 'team.status', {})).pending === 0);
    // ... and the screens were told: the last pushed status has nothing waiting, as the status read now says.
    await until(() => pushed.length > from && pushed.at(-1)?.pending === 0);
    // It was told the comment waited first (the proxy holds the acknowledgement back).
    expect(pushed.slice(from).some((s) => s.pending > 0)).toBe(true);
    expect(pushed.at(-1)).toMatchObject({ state: 'online', pending: 0, inStep: true });
  });
});
