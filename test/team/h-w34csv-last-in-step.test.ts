/**
 * h-w34csv (walk 34, 2), a real team server (started once for the file) and two app cores, Lan and Bảo (editors), then the
 * real `postroom team status` on Bảo's data dir. After the team server went down, `team status` said "last in step:
 * 22:06:24" on both laptops though both had been in step, changes flowing, until ~22:10 (Lan's review decisions reached
 * Bảo at 22:08; his sidebar said "In step with the team"). The time kept was the library document's last exchange: a
 * review change (its own document) never moved it, nor did the minutes in step with nothing to exchange. "Last in step"
 * is now the last time this laptop was in step as the sidebar judges it (the status's `inStep`: connected, every change
 * sent and received) — up to the moment the connection was lost — one time for the sidebar and `team status`.
 * Failed on the old code (the time of the library's last exchange, before Lan's comment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { TeamStatusDto } from '../../src-main/bridge/contract';
import { cliLaptop, joinOnline, teamServerCores } from './helpers';
import { memberTokens } from '../helpers/team-owner';

let lan: Core;
let bao: Core;
let baoToken = '';
const team = teamServerCores({ prefix: 'postroom-h-w34csv-in-step-' });
const { call, until } = team;
const status = (c: Core): Promise<TeamStatusDto> => call<TeamStatusDto>(c, 'team.status', {});
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  const server = await team.startServer();
  const [lanToken = '', bt = ''] = await memberTokens(server.store, [{ name: 'Lan', role: 'editor' }, { name: 'Bảo', role: 'editor' }]);
  baoToken = bt;
  lan = await team.core('lan');
  bao = await team.core('bao');
  await joinOnline(server.httpUrl, [[lan, lanToken], [bao, baoToken]]);
}, 60_000);
afterAll(() => team.stop());

describe('last in step, after the team server went down', () => {
  it('is when Bảo was last in step (a review change heard, then the minutes in step), in the app and in `team status`', async () => {
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Áo Dài Hội An: livestream thử áo tối nay 20h' } });
    await until(() => bao.services.library.drafts.getMany(bao.services.library.db, [d.id]).length === 1);
    await until(async () => (await status(bao)).inStep);
    const libraryExchange = (await status(bao)).lastInStep;
    expect(libraryExchange).not.toBeNull();

    // Lan's review change (its own document) reaches Bảo's laptop, in step: the library document exchanged nothing.
    await sleep(1100);
    const commented = new Date().toISOString();
    await call(lan, 'review.comment', { draftId: d.id, body: 'Duyệt giúp em nhé' });
    await until(async () => (await call<{ comments: unknown[] }>(bao, 'review.comments', { draftId: d.id })).comments.length === 1);
    await until(async () => (await status(bao)).inStep);
    // In step with nothing to exchange, then the team server goes down.
    await sleep(1100);
    const down = new Date().toISOString();
    await team.server().stop();
    await until(async () => (await status(bao)).state !== 'online');

    const app = await status(bao);
    expect(app.inStep).toBe(false);
    expect(app.lastInStep! > commented, `${app.lastInStep} (library's exchange ${libraryExchange}), comment heard after ${commented}`).toBe(true);
    expect(app.lastInStep! >= down, `${app.lastInStep}: in step until the server went down at ${down}`).toBe(true);

    // `postroom team status` on the same data dir names the same time.
    const cli = cliLaptop(team.root(), 'bao', baoToken);
    const r = await cli.run(['team', 'status', '--json']);
    const said = r.lines()[0] as { lastInStep: string | null; inStep: boolean };
    expect(said.inStep).toBe(false);
    expect(said.lastInStep).toBe(app.lastInStep);
    const words = await cli.run(['team', 'status']);
    expect(words.stdout).toContain(`last in step: ${app.lastInStep!.slice(0, 19).replace('T', ' ')} UTC`);
  }, 60_000);
});
