/// <reference lib="dom" />
/**
 * w15session (walk 14): Minh leaves the team in his app (Settings → Team → Leave), then joins it again through
 * the CLI (`postroom workspace join` on the SAME data dir) while the app stays open. The app takes up the CLI's
 * join by itself: within a moment its sidebar says the team is in step.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { callValue } from './helpers/session';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';

let root: string;
let server: TeamServer;
let minh: TeamMember;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-ui-w15session-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), teamName: 'Agency', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  minh = await openMember(server, 'Minh', 'editor', 'postroom-ui-w15session-minh-');
}, 120_000);

afterAll(async () => {
  await closeMember(minh);
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const cliJoin = async (): Promise<void> => {
  let out = '';
  const code = await runCli(['workspace', 'join', 'Agency', '--team', server.httpUrl, '--data-dir', minh.dataDir], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => minh.token, env: { ...process.env } });
  expect(code, out).toBe(0);
};

describe('left in the app, joined again through the CLI while the app is open', () => {
  it('the sidebar says in step within a moment, each time', async () => {
    const { page } = minh;
    await joinInApp(minh, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9', timeoutMs: 30_000 });
    const line = page.locator('[data-testid="team-line"]');
    for (let i = 0; i < 2; i++) {
      await page.click('[data-action="team-leave"]');
      await page.click('[data-testid="confirm-team-leave-yes"]');
      await page.waitForSelector('[data-testid="team-none"]', { timeout: 20_000 });
      await cliJoin();
      try {
        await page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 10_000 });
      } catch (err) {
        // What the line and the core said instead (the walk's "stays stopped").
        throw new Error(`round ${i}: the sidebar says ${await line.getAttribute('data-key').catch(() => null)}; the core: ${JSON.stringify(await callValue(page, 'team.status', {}))}`, { cause: err });
      }
      expect(await page.locator('[data-testid="team-current"]').count()).toBe(1);
    }
  }, 180_000);
});
