/// <reference lib="dom" />
/**
 * w17you (walk 16, F4): on Lan's own laptop, after SHE imported the client's decisions, the campaign Send tab said
 * "Client (via Lan) asked for changes on 1 post" and a Review tab row "changes requested by the client (via Lan)",
 * beside "Client approved (relayed by you)" on the next row. The relayer is the reader there: "the client (via you)"
 * / "khách hàng (qua bạn)". Real browsers on one real team server (started once for the file). Screens shot
 * light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

let server: TeamServer;
let serverDir: string;
let lan: TeamMember;

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-w17you-via-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  lan = await openMember(server, 'Lan', 'editor', 'postroom-ui-w17you-via-');
  await joinInApp(lan, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9' });
}, 240_000);

afterAll(async () => {
  if (lan) await closeMember(lan);
  await server?.stop();
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

describe("a client's decisions Lan imported, on Lan's own laptop", () => {
  it('the Send tab and the Review tab say "the client (via you)"', async () => {
    // Posts with a brand and a photo: w29sent counts a post's own error before its review wait (an error would hide it here).
    const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Ảnh cưới ngoài trời ở Đà Lạt' } });
    const b = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Hậu trường buổi chụp lookbook' } });
    for (const d of [a, b]) await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/cuoi.jpg'] });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Lumen cưới' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id, b.id] });
    for (const d of [a, b]) await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const content = JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z', posts: data.posts.map((p) => ({ ...p, decision: p.draftId === a.id ? 'request_changes' : 'approve', ...(p.draftId === a.id ? { note: 'Đổi ảnh khác' } : {}) })) });
    await callValue(lan.page, 'review.decisions', { name: 'decisions.json', content, campaignId: campaign.id });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await lan.page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(campaign.id)}`);
      await lan.page.click('[data-tab="send"]');
      const main = lan.page.locator('main');
      await expect.poll(() => main.textContent().catch(() => ''), { timeout: 20_000 }).toContain(lang === 'en' ? 'The client (via you) asked for changes on 1 post' : 'Khách hàng (qua bạn)');
      expect(await main.textContent()).not.toMatch(/via Lan|qua Lan/);
      await themes(lan.page, 'w17you/via-you-send', lang, { closeToasts: true });
      await lan.page.click('[data-tab="review"]');
      const who = lan.page.locator(`tr:has(a:has-text("Ảnh cưới")) [data-testid="review-who"]`);
      await expect.poll(() => who.textContent().catch(() => ''), { timeout: 20_000 }).toContain(lang === 'en' ? 'changes requested by the client (via you)' : 'khách hàng (qua bạn)');
      expect(await main.textContent()).not.toMatch(/via Lan|qua Lan/);
      await themes(lan.page, 'w17you/via-you-review', lang, { closeToasts: true });
    }
    await useLanguage(lan.page, 'en');
  }, 120_000);
});
