/// <reference lib="dom" />
/**
 * A viewer's greyed review actions say why in a viewer's words (walk s17, brief viewer): Minh, a
 * viewer, opened a teammate's draft and its greyed "Approve" said "it has not been sent for review",
 * as if he could approve once it was. Now every greyed action on his screen says a viewer cannot
 * change anything. A real team server (once for the file); Lan, an editor, writes the draft from
 * the CLI; Minh joins in Settings → Team on a web host. Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop } from '../team/helpers';
import { themes, useLanguage } from './helpers/session';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let minh: TeamMember;
let draftId = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-ui-viewer-review-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), teamName: 'Agency', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  const lanToken = await memberToken(server.store, { name: 'Lan', role: 'editor' });
  const lan = cliLaptop(root, 'lan', lanToken);
  await lan.ok(['workspace', 'join', 'Agency', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
  draftId = lan.lib((l) => l.drafts.create(l.db, { caption: 'Cà phê muối: thử ngay hôm nay', title: 'Tết', platforms: ['instagram'] }).id);
  await lan.sync();
  minh = await openMember(server, 'Minh', 'viewer', 'postroom-ui-viewer-review-minh-');
}, 120_000);

afterAll(async () => {
  await closeMember(minh);
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("a viewer's greyed review actions", () => {
  it('say a viewer cannot change anything, not the post state', async () => {
    const { page, host } = minh;
    await joinInApp(minh, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9', timeoutMs: 20_000 });
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(draftId)}`);
    const panel = page.locator('[data-testid="review-panel"]');
    await expect.poll(() => panel.locator('[data-review-state]').getAttribute('data-review-state').catch(() => null), { timeout: 20_000 }).toBe('draft');
    expect(await panel.locator('[data-review-act="approve"]').isDisabled()).toBe(true);
    const why = panel.locator('[data-why~="approve"]');
    expect(await why.textContent()).toContain('a viewer cannot change anything');
    expect(await why.textContent()).not.toContain('it has not been sent for review');
    // One reason for every greyed action: the viewer's.
    expect(await panel.locator('[data-why]').count()).toBe(1);
    await panel.scrollIntoViewIfNeeded();
    await themes(page, 'team/review-viewer-why', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(() => panel.locator('[data-why~="approve"]').textContent().catch(() => ''), { timeout: 20_000 }).toContain('người xem không thể thay đổi gì');
    await panel.scrollIntoViewIfNeeded();
    await themes(page, 'team/review-viewer-why', 'vi', { closeToasts: true });
  });
});
