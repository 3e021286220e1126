/// <reference lib="dom" />
/**
 * h-w34csv (walk 34, 2) in Chromium: Lan and Bảo (editors) in the app on one real team server. Lan writes a post, then
 * comments on it (the review document: the library document exchanges nothing); Bảo's sidebar says "In step with the
 * team". A while later the team server goes down: his sidebar says offline, last in step just now — the time he was last
 * in step (up to the loss), never the library's last exchange before Lan's comment. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w34csv-in-step-', { seed: 3435, faults: 'none' });
let server: TeamServer;
let lan: TeamMember;
let bao: TeamMember;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const status = (m: TeamMember) => callValue<{ state: string; inStep: boolean; lastInStep: string | null }>(m.page, 'team.status', {});

beforeAll(async () => {
  ({ server } = await team.start());
  lan = await team.member('Lan', 'editor');
  bao = await team.member('Bảo', 'editor');
  await team.join(lan);
  await team.join(bao);
}, 180_000);
afterAll(() => team.stop());

describe("Bảo's sidebar after the team server went down", () => {
  it('says when he was last in step: after Lan’s comment reached him, up to the loss', async () => {
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { caption: 'Áo Dài Hội An: livestream thử áo tối nay 20h' } });
    await expect.poll(async () => (await callValue<{ id: string }>(bao.page, 'drafts.get', { id: d.id }).catch(() => null))?.id, { timeout: 30_000 }).toBe(d.id);
    await sleep(1100);
    const commented = new Date().toISOString();
    await callValue(lan.page, 'review.comment', { draftId: d.id, body: 'Duyệt giúp em nhé' });
    await expect.poll(async () => (await callValue<{ comments: unknown[] }>(bao.page, 'review.comments', { draftId: d.id })).comments.length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await status(bao)).inStep, { timeout: 30_000 }).toBe(true);
    await bao.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]');
    await sleep(1100);
    const down = new Date().toISOString();
    await server.stop();
    await bao.page.waitForSelector('[data-testid="team-line"][data-key="offlineInStep"]', { timeout: 30_000 });
    const st = await status(bao);
    expect(st.lastInStep! > commented && st.lastInStep! >= down, `${st.lastInStep}: in step until ${down}`).toBe(true);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await expect.poll(() => bao.page.locator('[data-testid="team-line-words"]').innerText(), { timeout: 10_000 }).toMatch(lang === 'en' ? /^Offline — last in step with the team / : /^Ngoại tuyến — lần cuối đồng bộ với nhóm /);
      await themes(bao.page, 'w34csv/sidebar-bao-offline', lang, { closeToasts: true });
    }
    await useLanguage(bao.page, 'en');
  }, 120_000);
});
