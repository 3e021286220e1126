/**
 * w15cli (walk 14) in the app: Settings → Team says what the core's team status derives, as `postroom team status`
 * does. On a revoked laptop holding a change made before the revocation was known: "1 change made on this computer
 * cannot go out: this computer's member token was revoked by the team…" (the core's `held`). After the leave: which
 * team it left, and that the revoked token needs a new one from the owner (the core's `leftTeam.tokenRefused`); before,
 * only "This workspace is not a team's".
 * A real team server and sandbox Hub; Lan's app is a web host restarted on her data dir (the change written while it
 * was closed, as an app quit before sending it). Shots: settings-held and settings-left, light and dark, en and vi.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../src-main/library';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { themes, useLanguage } from './helpers/session';
import { startWebHost } from './helpers/webhost';

const team = browserTeam('postroom-e2e-w15cli-');
let server: TeamServer;
let lan: TeamMember;
const flat = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  ({ server } = await team.start());
  lan = await team.member('Lan', 'editor');
  await team.join(lan);
  // Lan's app closes with a change made and not sent yet; then the owner revokes her; then she opens the app again.
  await lan.host.close();
  const l = openLibrary(join(lan.dataDir, 'library.sqlite'));
  try {
    l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w15cli held in the app' });
  } finally {
    l.close();
  }
  await server.revokeMember('Lan');
  lan.host = await startWebHost({ dataDir: lan.dataDir });
  await lan.page.goto(lan.host.url);
  await lan.page.waitForSelector('nav a[data-nav="settings"]');
}, 180_000);
afterAll(() => team.stop());

describe('Settings → Team says what the core derives', () => {
  it('a revoked laptop: the change made here cannot go out, why, and what sends it', async () => {
    const page = lan.page;
    await page.click('nav a[data-nav="settings"]');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const held = page.locator('[data-testid="team-held"][data-why="revoked"]');
      await held.waitFor({ timeout: 20_000 });
      expect(flat(await held.textContent())).toBe(lang === 'en'
        ? '1 change made on this computer cannot go out: this computer’s member token was revoked by the team. It stays here. Ask the team’s owner for a new token and join again with it below: it then goes out, if your new role may send it.'
        : '1 thay đổi làm trên máy này không thể gửi đi: mã thành viên của máy này đã bị nhóm thu hồi. Thay đổi này vẫn ở đây. Hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó: khi ấy nó sẽ được gửi đi, nếu vai trò mới của bạn được gửi nó.');
      await page.locator('[data-testid="team-refused"]').scrollIntoViewIfNeeded();
      await themes(page, 'w15cli/settings-held', lang, { closeToasts: true });
    }
  }, 90_000);

  it('after the leave: the team left, by name, and that a revoked token needs a new one; the form holds the name and address', async () => {
    const page = lan.page;
    await page.click('[data-action="team-leave"]');
    await page.click('[data-testid="confirm-team-leave-yes"]');
    for (const lang of ['vi', 'en'] as const) {
      await useLanguage(page, lang);
      const left = page.locator('[data-testid="team-left"][data-token-refused="revoked"]');
      await left.waitFor({ timeout: 20_000 });
      expect(flat(await left.textContent())).toBe(lang === 'en'
        ? 'This workspace left the team Agency (you were Lan there). This computer’s member token was revoked by the team: to rejoin, ask the team’s owner for a new token, then join again below with it.'
        : 'Không gian làm việc này đã rời nhóm Agency (bạn là Lan ở đó). Mã thành viên của máy này đã bị nhóm thu hồi: để tham gia lại, hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó.');
      expect(await page.locator('[data-testid="team-none"]').count()).toBe(0);
      expect(await page.inputValue('[data-testid="team-join"] input[name="team-workspace-name"]')).toBe('Agency');
      expect(await page.inputValue('[data-testid="team-join"] input[name="team-url"]')).toBe(server.httpUrl);
      // Rejoining this workspace needs no Hub address again: it is known.
      expect(await page.locator('[data-testid="team-join"] input[name="team-hub-url"]').evaluate((e) => (e as HTMLInputElement).required)).toBe(false);
      await left.scrollIntoViewIfNeeded();
      await themes(page, 'w15cli/settings-left', lang, { closeToasts: true });
    }
  }, 90_000);
});
