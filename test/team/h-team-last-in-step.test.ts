/**
 * h-team (walk 29, 2): `team status` on a data dir named another "last in step" than the app running on it.
 * Each process showed its own session's time, kept in memory; the library file held a third, older one:
 * a teammate's updates heard while in step were written at most once a second (the last of a burst not at
 * all), and a time the CLI wrote there was never read by the running app. Now every in-step time goes to
 * the library (never backwards), and the status of both reads it from there: one time, whichever process
 * last was in step. The app here is Bảo's core (as the web host runs it), the CLI the real `team status` on
 * the same data dir, Lan another core, all on one real team server.
 * On the old code the library held an older time than the app said (t5 of a burst of six), and after the
 * CLI's exchange the app still named its own older time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { TeamStatusDto } from '../../src-main/bridge/contract';
import { readLastInStep } from '../../src-main/team';
import { cliLaptop, joinOnline, teamServerCores } from './helpers';
import { memberTokens } from '../helpers/team-owner';

let lan: Core;
let bao: Core;
let baoToken = '';
const team = teamServerCores({ prefix: 'postroom-h-team-in-step-' });
const { call, until } = team;
const status = (c: Core): Promise<TeamStatusDto> => call<TeamStatusDto>(c, 'team.status', {});
/** The title of the draft in Bảo's library, or null while it has not arrived. */
const titleAtBao = (id: string): string | null => {
  try {
    return bao.services.library.drafts.get(bao.services.library.db, id).title;
  } catch {
    return null;
  }
};
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

describe('last in step: one time in the library, for the app and the CLI on one data dir', () => {
  it("the time of Lan's last update Bảo's app heard is the library's, and the CLI's exchange is the app's too", async () => {
    const cli = cliLaptop(team.root(), 'bao', baoToken);
    // What the library file holds, read through its own connection (as another process reads it).
    const kept = (): string | null => cli.lib((l) => readLastInStep(l.db as never, l.workspaces.getCurrent(l.db).id));
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption: 'Cà phê sữa đá', title: 't0' } });
    await until(() => titleAtBao(d.id) === 't0');
    // A burst of Lan's edits, closer together than a second: each is heard by Bảo's app while in step.
    await sleep(1200);
    for (let i = 1; i <= 6; i++) {
      await call(lan, 'drafts.update', { id: d.id, patch: { title: `t${i}` } });
      await until(() => titleAtBao(d.id) === `t${i}`);
      await sleep(250);
    }
    await until(async () => (await status(bao)).inStep);
    const app = await status(bao);
    expect(app.lastInStep).not.toBeNull();
    expect(kept()).toBe(app.lastInStep);

    // The CLI on the same data dir: its exchange is in step later; the app names that time, the library's.
    await sleep(1100);
    const r = await cli.run(['team', 'status', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const said = r.json() as { inStep: boolean; lastInStep: string };
    expect(said.inStep).toBe(true);
    expect(said.lastInStep > app.lastInStep!).toBe(true);
    expect(r.stdout).toContain(`"lastInStep":"${said.lastInStep}"`);
    // h-w34csv (walk 34, 2): the app is in step too, so its status says a time as late (the time it was read): the library
    // keeps the latest either process was in step, never an older one.
    expect(kept()! >= said.lastInStep).toBe(true);
    const now = await status(bao);
    expect(now.inStep).toBe(true);
    expect(now.lastInStep! >= said.lastInStep).toBe(true);
    expect(kept()).toBe(now.lastInStep);
  });
});
