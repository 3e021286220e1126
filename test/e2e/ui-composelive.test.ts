/// <reference lib="dom" />
/**
 * composelive (issue 34, walk 5), in real browsers on one real team server and one sandbox Hub (each started once
 * for the file): Chi (owner) and Lan (editor).
 * - Lan's Compose is open on her draft, held back: "Only approved posts may be published" is on. Chi turns it off:
 *   Lan's Publish opens by itself (before: it stayed disabled and said it waited for an approver until a reload);
 *   Chi turns it on again: Lan's Publish shuts again with the held line (before: it stayed enabled).
 * - Chi revokes Lan's token: Lan's review panel shuts "Send for review" and the comment box with the revocation's
 *   words, and the sidebar says "You: Lan — token revoked" (before: "You: editor", the panel open).
 * Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { closeMember, joinInApp, openMember, type TeamMember } from './helpers/team';
import { call, callValue, themes, useLanguage } from './helpers/session';

let server: TeamServer;
let serverDir: string;
let hub: SandboxHandle;
let hubDir: string;
const members: Record<'lan' | 'chi', TeamMember> = {} as never;
let draftId = '';

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'postroom-ui-composelive-server-'));
  server = await startTeamServer({ dataDir: serverDir, teamName: 'Agency' });
  hubDir = mkdtempSync(join(tmpdir(), 'postroom-ui-composelive-hub-'));
  hub = await startSandbox({ dataDir: hubDir, port: 0, seed: 34, faults: 'none' });
  const [lan, chi] = await Promise.all([openMember(server, 'Lan', 'editor', 'postroom-ui-composelive-'), openMember(server, 'Chi', 'owner', 'postroom-ui-composelive-')]);
  Object.assign(members, { lan, chi });
  for (const m of [lan, chi]) await joinInApp(m, { teamUrl: server.url, hubUrl: hub.url });
  for (const m of [lan, chi]) {
    await callValue(m.page, 'key.set', { key: hub.apiKey });
    await callValue(m.page, 'profiles.refresh', {});
  }
  await callValue(chi.page, 'review.setSettings', { approvalRequired: true });
}, 180_000);

afterAll(async () => {
  for (const m of Object.values(members)) await closeMember(m);
  await server?.stop();
  await hub?.close();
  for (const d of [serverDir, hubDir]) if (d) rmSync(d, { recursive: true, force: true });
});

describe("an open Compose follows the team's review settings", () => {
  it("Chi turns approval off, then on: Lan's Publish opens, then shuts, without a reload", async () => {
    const { lan, chi } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Áo dài Hội An — bộ sưu tập Xuân 2027 #aodai' } });
    draftId = d.id;
    await callValue(lan.page, 'photos.add', { draftId, urls: ['https://images.example.com/ao-dai.jpg'] });
    const { page } = lan;
    await page.goto(`${lan.host.url}#/compose/${encodeURIComponent(draftId)}`);
    await expect.poll(() => page.isVisible('[data-testid="publish-held-why"]'), { timeout: 30_000 }).toBe(true);
    expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);

    await callValue(chi.page, 'review.setSettings', { approvalRequired: false });
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 30_000 }).toBe(false);
    expect(await page.isVisible('[data-testid="publish-held-why"]')).toBe(false);
    await themes(page, 'composelive/approval-off', 'en', { closeToasts: true });

    await callValue(chi.page, 'review.setSettings', { approvalRequired: true });
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 30_000 }).toBe(true);
    expect(await page.isVisible('[data-testid="publish-held-why"]')).toBe(true);
    await themes(page, 'composelive/approval-on', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await themes(page, 'composelive/approval-on', 'vi', { closeToasts: true });
    // Off again, in Vietnamese: the page follows once more.
    await callValue(chi.page, 'review.setSettings', { approvalRequired: false });
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 30_000 }).toBe(false);
    await themes(page, 'composelive/approval-off', 'vi', { closeToasts: true });
    await callValue(chi.page, 'review.setSettings', { approvalRequired: true });
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 30_000 }).toBe(true);
    await useLanguage(page, 'en');
  });
});

describe('a revoked laptop', () => {
  it("shuts the review panel's actions and comment box with the revocation, and the sidebar says the token was revoked", async () => {
    const { lan } = members;
    const { page } = lan;
    await expect.poll(() => page.isDisabled('[data-testid="review-panel"] [data-review-act="submit"]').catch(() => null), { timeout: 30_000 }).toBe(false);
    await server.revokeMember('Lan');
    await expect.poll(() => page.textContent('[data-testid="team-role"]').catch(() => ''), { timeout: 30_000 }).toContain('You: Lan — token revoked');
    await expect.poll(() => page.isDisabled('[data-testid="review-panel"] [data-review-act="submit"]').catch(() => null), { timeout: 30_000 }).toBe(true);
    expect(await page.textContent('[data-testid="review-panel"]')).toContain("the team revoked this computer's member token");
    expect(await page.isDisabled('[data-testid="comment-body"]')).toBe(true);
    expect(await call(page, 'review.act', { draftId, action: 'submit' })).toMatchObject({ ok: false, error: { code: 'revoked' } });
    await themes(page, 'composelive/revoked-compose', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await expect.poll(() => page.textContent('[data-testid="team-role"]').catch(() => ''), { timeout: 10_000 }).toContain('Bạn: Lan — mã đã bị thu hồi');
    await themes(page, 'composelive/revoked-compose', 'vi', { closeToasts: true });
    // Settings → Team: "You are Lan: this computer's member token was revoked.", not "You are Lan, editor."
    await page.goto(`${lan.host.url}#/settings`);
    await expect.poll(() => page.textContent('[data-testid="team-current"]').catch(() => ''), { timeout: 10_000 }).toContain('Bạn là Lan: mã thành viên của máy này đã bị thu hồi.');
    await page.locator('[data-testid="team-current"]').scrollIntoViewIfNeeded();
    await themes(page, 'composelive/revoked-settings', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
    await expect.poll(() => page.textContent('[data-testid="team-current"]').catch(() => ''), { timeout: 10_000 }).toContain('You are Lan: this computer’s member token was revoked.');
    expect(await page.textContent('[data-testid="team-current"]')).not.toContain('editor');
    await page.locator('[data-testid="team-current"]').scrollIntoViewIfNeeded();
    await themes(page, 'composelive/revoked-settings', 'en', { closeToasts: true });
  });
});
