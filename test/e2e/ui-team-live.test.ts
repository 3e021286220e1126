/// <reference lib="dom" />
/**
 * Teammates' changes on screens that are open (walk 3a, brief `photoname`): a real team server
 * (startTeamServer, once for the file) and two web hosts on two data dirs, Lan (editor) and Bảo
 * (owner), each in a Chromium of its own. Bảo has Campaigns open when Lan creates a campaign: it
 * appears in his list without leaving the screen; Bảo has that campaign open when Lan adds a post
 * to it: his Posts tab shows it. Lan adds IMG_20261127_081532.jpg to a draft: Bảo's Compose lists
 * the photo by that name, not by its hash. Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

type Member = TeamMember;

let hub: SandboxHandle;
let lan: Member;
let bao: Member;
let campaignId = '';

const team = browserTeam('postroom-ui-team-live-', { seed: 33 });
/** A member, and joining through Settings → Team until the sidebar says the team is in step. */
const { member, join: joinTeam } = team;

const shots = async (page: Page, name: string, scrollTo?: string): Promise<void> => {
  for (const lang of ['en', 'vi'] as const) {
    await useLanguage(page, lang);
    if (scrollTo) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
    await themes(page, `team-live/${name}`, lang, { closeToasts: true });
  }
  await useLanguage(page, 'en');
};

beforeAll(async () => {
  ({ hub } = await team.start());
  [lan, bao] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'owner')]);
  await joinTeam(lan);
  await joinTeam(bao);
}, 180_000);

afterAll(() => team.stop());

describe("a teammate's changes on an open screen", () => {
  it('Bảo has Campaigns open; the campaign Lan creates appears in his list without leaving it', async () => {
    await bao.page.click('nav a[data-nav="campaigns"]');
    await bao.page.waitForSelector('h1#campaigns-h');
    const url = bao.page.url();
    const c = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027 — Áo Dài Hội An' });
    campaignId = c.id;
    await bao.page.waitForSelector(`[data-testid="campaigns"] li[data-campaign-id="${campaignId}"]`, { timeout: 15_000 });
    expect(bao.page.url()).toBe(url);
    expect(await bao.page.textContent(`li[data-campaign-id="${campaignId}"] [data-testid="open-campaign"]`)).toBe('Tết 2027 — Áo Dài Hội An');
    await shots(bao.page, 'campaigns-list');
  });

  it('Bảo has the campaign open; the post Lan adds to it appears in his Posts tab', async () => {
    await bao.page.click(`li[data-campaign-id="${campaignId}"] [data-testid="open-campaign"]`);
    await bao.page.waitForSelector('[data-testid="campaign-no-posts"]', { timeout: 15_000 });
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { caption: 'Áo dài đỏ cho ngày Tết', platforms: ['instagram'] } });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaignId, draftIds: [d.id] });
    await expect.poll(() => bao.page.textContent('[data-testid="campaign-posts-count"]'), { timeout: 15_000 }).toMatch(/^1 post/);
    await bao.page.waitForSelector(`[data-post-id="${d.id}"]`);
    await shots(bao.page, 'campaign-posts');
  });

  it("Lan adds IMG_20261127_081532.jpg: Bảo's Compose lists it by that name, never by its hash", async () => {
    const file = join(lan.dataDir, 'IMG_20261127_081532.jpg');
    writeFileSync(file, await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } } }).jpeg().toBuffer());
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { caption: 'Ảnh áo dài', platforms: ['instagram'] } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, files: [file] });
    await bao.page.goto(`${bao.host.origin}/#/compose/${d.id}`);
    // The photo reaches Bảo through the team server (the file itself, then the draft's row): a busy machine takes longer.
    await bao.page.waitForSelector('[data-testid="photos"] .name', { timeout: 60_000 });
    await expect.poll(() => bao.page.textContent('[data-testid="photos"] .name'), { timeout: 20_000 }).toBe('1. IMG_20261127_081532.jpg');
    await shots(bao.page, 'compose-photo-name', '[data-testid="photos"]');
  });
});

describe('two people start their own caption for different channels at the same moment (walk 3a, s1e)', () => {
  it("both people's words stay, on both screens and in both libraries", async () => {
    for (const m of [lan, bao]) {
      await callValue(m.page, 'key.set', { key: hub.apiKey });
      await callValue(m.page, 'profiles.refresh', {});
    }
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: 'Áo dài mới về: bộ sưu tập Tết' } });
    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/compose/${d.id}`);
      await m.page.waitForSelector('[data-testid="caption"]');
      await expect.poll(() => m.page.inputValue('[data-testid="caption"]'), { timeout: 20_000 }).toBe('Áo dài mới về: bộ sưu tập Tết');
    }
    const own = async (m: Member, ch: string, words: string): Promise<void> => {
      await m.page.click(`[data-testid="own-caption-start-${ch}"]`);
      await m.page.click(`#own-caption-${ch}`);
      await m.page.keyboard.press('Control+End');
      await m.page.keyboard.type(words, { delay: 40 });
      await m.page.locator(`#own-caption-${ch}`).blur();
    };
    await Promise.all([own(lan, 'instagram', ' #aodai #tet'), own(bao, 'facebook', ' — đặt may tại cửa hàng')]);
    const want = { instagram: 'Áo dài mới về: bộ sưu tập Tết #aodai #tet', facebook: 'Áo dài mới về: bộ sưu tập Tết — đặt may tại cửa hàng' };
    for (const m of [lan, bao]) {
      for (const [ch, text] of Object.entries(want)) await expect.poll(() => m.page.locator(`#own-caption-${ch}`).inputValue().catch(() => null), { timeout: 20_000 }).toBe(text);
      await expect.poll(async () => (await callValue<{ captions: Array<{ channel: string; caption: string }> }>(m.page, 'drafts.get', { id: d.id })).captions.map((c) => `${c.channel}=${c.caption}`).sort(), { timeout: 20_000 })
        .toEqual([`facebook=${want.facebook}`, `instagram=${want.instagram}`]);
    }
  });
});
