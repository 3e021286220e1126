/// <reference lib="dom" />
/**
 * clientfix (walk 3b): the app's Review queue says "Client approved (relayed by Lan) — confirm" on a
 * post whose client approval an editor relayed, with a one-click confirm for an approver (the CLI's
 * `review list` said it; the app never did), Compose's review panel says it too, and a toast tells the approver when it arrives. Real browsers on one real team server (started once
 * for the file): Lan (editor) and Bảo (approver), each on a data dir, web host and Chromium of their own.
 * Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

type Member = TeamMember;

let server: TeamServer;
let serverDir: string;
const members: Record<'lan' | 'bao', Member> = {} as never;

const member = (name: string, role: 'editor' | 'approver'): Promise<Member> => openMember(server, name, role, 'postroom-ui-client-confirm-');

const joinTeam = (m: Member): Promise<void> => joinInApp(m, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9' });

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const toastText = (page: Page): Promise<string> => page.locator('[data-testid="toast"]').allTextContents().then((t) => t.join(' | '));
const reviewState = (page: Page, id: string): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '');

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-client-confirm-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  const [lan, bao] = await Promise.all([member('Lan', 'editor'), member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await joinTeam(m);
}, 240_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

describe("a client's approval relayed by an editor, in the approver's Review queue", () => {
  it("Bảo's queue row says 'Client approved (relayed by Lan) — confirm'; one click approves it", async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Cà phê muối: thử ngay hôm nay' } });
    const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: 'Tết 2027' });
    await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [d.id] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi' });
    const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z', posts: [{ ...data.posts[0]!, decision: 'approve', note: '' }] };
    const r = await callValue<{ decisions: Array<{ outcome: string }> }>(lan.page, 'review.decisions', { name: 'decisions.json', content: JSON.stringify(file), campaignId: campaign.id });
    expect(r.decisions.map((x) => x.outcome)).toEqual(['waiting_for_approver']);

    await expect.poll(() => reviewState(bao.page, d.id).catch(() => ''), { timeout: 30_000 }).toBe('in_review');
    // The approver is told when the relayed approval arrives (Lan, who may not approve, is not).
    await expect.poll(() => toastText(bao.page), { timeout: 30_000 }).toContain('The client approved “Cà phê muối: thử ngay hôm nay” (via Lan): confirm it in Review.');
    expect(await toastText(lan.page)).not.toContain('The client approved');
    await bao.page.click('nav a[data-nav="review"]');
    const row = bao.page.locator(`tr[data-draft-id="${d.id}"]`);
    const mark = row.locator('[data-testid="row-client-approved"]');
    await expect.poll(() => mark.textContent().catch(() => ''), { timeout: 30_000 }).toContain('The client approved (via Lan) — confirm');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-confirm/queue-row', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => mark.textContent().catch(() => ''), { timeout: 10_000 }).toContain('Khách đã duyệt (qua Lan) — cần xác nhận');
    await themes(bao.page, 'client-confirm/queue-row', 'vi');
    // Compose's review panel says it too (its Approve button confirms).
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(d.id)}`);
    const panel = bao.page.locator('[data-testid="review-panel"] [data-testid="client-waiting"]');
    await expect.poll(() => panel.textContent().catch(() => ''), { timeout: 20_000 }).toContain('Khách đã duyệt (qua Lan) — cần xác nhận');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-confirm/compose-panel', 'vi');
    await useLanguage(bao.page, 'en');
    await expect.poll(() => panel.textContent().catch(() => ''), { timeout: 20_000 }).toContain('The client approved (via Lan) — confirm');
    await closeToasts(bao.page);
    await themes(bao.page, 'client-confirm/compose-panel', 'en');
    await bao.page.click('nav a[data-nav="review"]');
    await bao.page.locator('[data-testid="row-client-confirm"]').click();
    await expect.poll(() => reviewState(bao.page, d.id), { timeout: 10_000 }).toBe('approved');
    await expect.poll(() => mark.count(), { timeout: 10_000 }).toBe(0);
  });
});
