/// <reference lib="dom" />
/**
 * w24calendar (walk 21, finding 2): with the team server cut, Lan then Bảo send one approved scheduled post; the Hub
 * makes one post (Bảo's call is a replay of Lan's, the same approval's key). Once the team's outcome of that key
 * arrives, Bảo's Outbox and `postroom status` name Lan; his calendar chip now does too ("Sent by Lan." on its line,
 * data-sent-by), where before it named no one. Real team server (restarted on its port and data) and sandbox Hub,
 * once for the file, as ui-replay-byline; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';

const PREFIX = 'postroom-ui-w24calendar-replay-';
const ZONE = 'Asia/Ho_Chi_Minh';
let serverDir = '';
let hubDir = '';
let server: TeamServer | undefined;
let hub: SandboxHandle;
let lan: TeamMember;
let bao: TeamMember;

const startServer = async (port = 0): Promise<TeamServer> => (server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency', port, storeDebounceMs: 20, storeMaxDebounceMs: 100 }));

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), `${PREFIX}server-`));
  hubDir = mkdtempSync(join(tmpdir(), `${PREFIX}hub-`));
  await startServer();
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 24, faults: 'none' });
  [lan, bao] = await Promise.all([openMember(server!, 'Lan', 'editor', PREFIX), openMember(server!, 'Bảo', 'owner', PREFIX)]);
  for (const m of [lan, bao]) {
    await joinInApp(m, { teamUrl: server!.url, hubUrl: hub.url });
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
}, 240_000);

afterAll(async () => {
  for (const m of [lan, bao]) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

/** The calendar's month holding `day`. */
async function calendarAt(page: Page, day: string): Promise<void> {
  await page.click('nav a[data-nav="campaigns"]');
  await page.click('[data-view="calendar"]');
  await page.waitForSelector('[data-testid="calendar"]');
  const inMonth = page.locator(`.day:not(.other)[data-day="${day}"]`);
  for (let i = 0; i < 24 && (await inMonth.count()) === 0; i++) await page.click('[data-testid="cal-next"]');
  expect(await inMonth.count()).toBe(1);
}

describe("the calendar names the teammate whose call the Hub ran", () => {
  it("Bảo's chip of the post Lan sent (his call a replay of hers): Sent by Lan", async () => {
    const at = DateTime.now().setZone(ZONE).plus({ days: 2 }).set({ hour: 20, minute: 0, second: 0, millisecond: 0 });
    const caption = 'Trà đào cam sả: hai người cùng bấm gửi';
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, scheduled_at: at.toFormat("yyyy-MM-dd'T'HH:mm"), timezone: ZONE } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/tra-dao.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    await expect.poll(() => reviewOn(bao.page), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page), { timeout: 30_000 }).toBe('approved');

    const port = Number(new URL(server!.url).port);
    await server!.stop();
    server = undefined;
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-state="offline"]', { timeout: 30_000 });
    // Lan first, then Bảo: the Hub runs Lan's call and replays it for Bảo (same key).
    for (const m of [lan, bao]) {
      expect((await callValue<{ sent: number }>(m.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
      await expect.poll(() => callValue<{ state: string }>(m.page, 'drafts.postState', { id }).then((p) => p.state), { timeout: 60_000 }).toBe('scheduled');
    }
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);

    await startServer(port);
    for (const m of [lan, bao]) await m.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 60_000 });
    // The core's one reading (the Outbox card, `postroom status`): Lan.
    await expect.poll(() => callValue<{ by?: { name: string } | null }>(bao.page, 'drafts.postState', { id }).then((p) => p.by?.name ?? 'me'), { timeout: 60_000 }).toBe('Lan');

    const day = at.toFormat('yyyy-MM-dd');
    const chip = (p: Page) => p.locator(`[data-day="${day}"] [data-entry="${id}"]`);
    const said = { en: 'Sent by Lan.', vi: 'Do Lan gửi.' };
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await calendarAt(bao.page, day);
      await expect.poll(() => chip(bao.page).getAttribute('data-sent-by'), { timeout: 20_000 }).toBe('Lan');
      expect(await chip(bao.page).getAttribute('title')).toContain(said[lang]);
      await chip(bao.page).scrollIntoViewIfNeeded();
      await themes(bao.page, 'w24calendar/replay-sent-by', lang, { closeToasts: true });
    }
    // Lan's own call was the Hub's: she is not named on her own chip.
    await useLanguage(lan.page, 'en');
    await calendarAt(lan.page, day);
    await expect.poll(() => chip(lan.page).count(), { timeout: 20_000 }).toBe(1);
    expect(await chip(lan.page).getAttribute('data-sent-by')).toBeNull();
  }, 300_000);
});
