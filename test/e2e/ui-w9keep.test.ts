/// <reference lib="dom" />
/**
 * w9keep (walk 9, F2/F2b): the client asked for changes on a post Bảo approved (relayed by Lan). Bảo LEAVES the team:
 * his Review screen says the workspace left its team (before: "not a team's: you approve your own posts"), and
 * Compose's "Keep the approval" is shut with the left-team reason (before: open; pressed, "approved by me"). He joins
 * again; the owner then REVOKES his token: his Review queue shuts "Keep the approval" with the revocation like every
 * other action (before: open; pressed, kept here only), and the Post column keeps a few words' width (before: the
 * client's note wrapped a letter a line). Real browsers on one real team server (started once for the file).
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
import { call, callValue, themes, useLanguage } from './helpers/session';

let server: TeamServer;
let serverDir: string;
const members: Record<'lan' | 'bao', TeamMember> = {} as never;
const NOTE = 'Ảnh chưa đúng phố Hội, đổi ảnh khác';

type Review = { state: string; clientRequest?: { keep: { do: string; reason?: string } } | null };
const reviewOf = (page: Page, id: string): Promise<Review | undefined> => callValue<Record<string, Review>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]);

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-w9keep-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  const [lan, bao] = await Promise.all([openMember(server, 'Lan', 'editor', 'postroom-ui-w9keep-'), openMember(server, 'Bảo', 'approver', 'postroom-ui-w9keep-')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await joinInApp(m, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9' });
}, 240_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

/** Lan's post, approved by Bảo, the client's request for changes on it relayed by Lan (the approval stands). */
async function clientAsked(caption: string): Promise<string> {
  const { lan, bao } = members;
  const a = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption } });
  const campaign = await callValue<{ id: string }>(lan.page, 'campaigns.create', { name: caption.slice(0, 20) });
  await callValue(lan.page, 'campaigns.addDrafts', { id: campaign.id, draftIds: [a.id] });
  await callValue(lan.page, 'review.act', { draftId: a.id, action: 'submit' });
  await expect.poll(() => reviewOf(bao.page, a.id).then((r) => r?.state, () => ''), { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'review.act', { draftId: a.id, action: 'approve' });
  await expect.poll(() => reviewOf(lan.page, a.id).then((r) => r?.state, () => ''), { timeout: 30_000 }).toBe('approved');
  const page = await callValue<{ content: string }>(lan.page, 'review.preview', { campaignId: campaign.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en' });
  const data = JSON.parse(/id="postroom-data">([^<]*)</.exec(page.content)![1]!) as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
  const content = JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: '2026-11-27T03:00:00Z', posts: data.posts.map((p) => ({ ...p, decision: 'request_changes', note: NOTE })) });
  await callValue(lan.page, 'review.decisions', { name: 'decisions.json', content, campaignId: campaign.id });
  await expect.poll(() => reviewOf(bao.page, a.id).then((r) => r?.clientRequest?.keep.do, () => ''), { timeout: 30_000 }).toBe('allowed');
  return a.id;
}

describe('"Keep the approval" on a laptop that may not change the team\'s reviews', () => {
  it('left the team: the Review screen says so; Compose shuts the keep with the left-team reason', async () => {
    const { bao } = members;
    const id = await clientAsked('Chụp ảnh áo dài phố Hội lúc hoàng hôn');
    await callValue(bao.page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(bao.page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.click('nav a[data-nav="review"]');
      await expect.poll(() => bao.page.textContent('[data-testid="review-me"]').catch(() => ''), { timeout: 20_000 })
        .toContain(lang === 'en' ? 'This workspace left its team' : 'Không gian làm việc này đã rời nhóm');
      expect(await bao.page.textContent('[data-testid="review-me"]')).not.toMatch(/not a team’s|không thuộc nhóm nào/);
      await themes(bao.page, 'w9keep/left-review', lang, { closeToasts: true });

      await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
      const keep = bao.page.locator('[data-testid="review-panel"] [data-testid="client-request-keep"]');
      await expect.poll(() => keep.count(), { timeout: 20_000 }).toBe(1);
      expect(await keep.isDisabled()).toBe(true); // before: open; pressed, "approved by me"
      expect(await bao.page.textContent('[data-testid="review-panel"] [data-testid="client-request-keep-why"]'))
        .toContain(lang === 'en' ? 'you left the team this post belongs to' : 'bạn đã rời nhóm sở hữu bài này');
      await themes(bao.page, 'w9keep/left-compose', lang, { closeToasts: true });
    }
    expect(await call(bao.page, 'review.keepClient', { draftId: id })).toMatchObject({ ok: false, error: { code: 'refused', details: { reason: 'left_team' } } });
    await useLanguage(bao.page, 'en');
    await joinInApp(bao, { teamUrl: server.url, hubUrl: 'http://127.0.0.1:9' });
    await expect.poll(() => reviewOf(bao.page, id).then((r) => r?.clientRequest?.keep.do, () => ''), { timeout: 30_000 }).toBe('allowed');
  }, 180_000);

  it('revoked: the queue shuts the keep with the revocation, as every other action; the Post column stays readable', async () => {
    const { bao } = members;
    const id = await clientAsked('Áo dài Hội An — bộ sưu tập Tết');
    await server.revokeMember('Bảo');
    await expect.poll(() => bao.page.textContent('[data-testid="team-role"]').catch(() => ''), { timeout: 30_000 }).toContain('token revoked');
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.click('nav a[data-nav="review"]');
      // w13revoked: on a revoked laptop nothing waits for me; the post is among "Others in review", its steps shut.
      await bao.page.click('[role="tab"][data-box="other"]');
      const row = bao.page.locator(`tr[data-draft-id="${id}"]`);
      const keep = row.locator('[data-testid="client-request-keep"]');
      await expect.poll(() => keep.count(), { timeout: 20_000 }).toBe(1);
      expect(await keep.isDisabled()).toBe(true); // before: open; pressed, "The approval is kept" and the team never got it
      expect(await row.locator('[data-testid="client-request-keep-why"]').textContent())
        .toContain(lang === 'en' ? "the team revoked this computer's member token" : 'nhóm đã thu hồi mã thành viên của máy này');
      // The Post column: never a letter a line (before: about 4 rem wide beside the refusal).
      expect((await row.locator('td.caption').boundingBox())!.width).toBeGreaterThan(200);
      await themes(bao.page, 'w9keep/revoked-queue', lang, { closeToasts: true });
    }
    expect(await call(bao.page, 'review.keepClient', { draftId: id })).toMatchObject({ ok: false, error: { code: 'revoked' } });
    expect((await reviewOf(bao.page, id))?.clientRequest).not.toBeNull();
    await useLanguage(bao.page, 'en');
  }, 180_000);
});
