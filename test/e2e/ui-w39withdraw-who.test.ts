/// <reference lib="dom" />
/**
 * Walk 39b: Sam (approver, NOT the post's author, not an owner) published Tuấn's approved post; the Hub timed out (outcome
 * unknown). His Outbox card said "…needs a new approval first. Withdraw it in Review, then send it for review again." —
 * a step the review table refuses him. And while Tuấn's token was revoked, Compose said "waits for Tuấn or an owner to
 * withdraw it". Now the card and Compose say who may withdraw it, by name, from the core (withdrawerNames: its version's
 * authors and the owners, never a revoked member), in English and Vietnamese. Real browsers, one real team server and
 * sandbox Hub. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import type { TeamServer } from '../../src-main/team-server';
import { browserTeam, type TeamMember } from './helpers/team';
import { closeToasts, reviewOn } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-w39withdraw-', { seed: 3939, faults: 'none' });
let hub: SandboxHandle;
let server: TeamServer;
let tuan: TeamMember;
let sam: TeamMember;
let admin: TeamMember;

beforeAll(async () => {
  ({ hub, server } = await team.start());
  [tuan, sam, admin] = await Promise.all([team.member('Tuấn', 'editor'), team.member('Sam', 'approver'), team.member('Admin', 'owner')]);
  for (const m of [tuan, sam, admin]) await team.join(m, { key: true });
}, 240_000);
afterAll(() => team.stop());

interface Job { id: string; state: string; actions: { verdicts: Record<string, { do: string; reason?: string }> } }
type Members = { members?: Array<{ name: string; revokedAt?: string | null }> };

describe("Sam's card of his unknown send of Tuấn's approved post", () => {
  let id = '';
  let published = '';
  const card = () => sam.page.locator('[data-testid="outbox-jobs"] li.job').filter({ has: sam.page.locator('[data-testid="send-again-why"]') }).first();
  const why = () => card().locator('[data-testid="send-again-why"]').textContent();

  it('names who may withdraw it (Tuấn or Admin), never "Withdraw it in Review" to him', async () => {
    const d = await callValue<{ id: string }>(tuan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh mì Hội An: 25.000đ' } });
    id = d.id;
    await callValue(tuan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banh-mi.jpg'] });
    await callValue(tuan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(() => reviewOn(sam.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(sam.page, 'review.act', { draftId: id, action: 'approve' });
    hub.control.setFaults({ upstream_timeout: 1 });
    try {
      await callValue(sam.page, 'publish.start', { draftIds: [id] });
      await expect.poll(async () => (await callValue<Job[]>(sam.page, 'jobs.list', { draftId: id })).map((j) => j.state).join(), { timeout: 30_000 }).toBe('unknown');
    } finally {
      hub.control.setFaults('none');
    }
    await expect.poll(async () => (await callValue<Job[]>(sam.page, 'jobs.list', { draftId: id }))[0]?.actions.verdicts.send_again, { timeout: 30_000 })
      .toEqual({ do: 'refused', reason: 'needs_new_approval' });
    // A second post of Tuấn's that Sam approved and published (the Hub answered).
    const p = await callValue<{ id: string }>(tuan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê trứng: 45.000đ' } });
    published = p.id;
    await callValue(tuan.page, 'photos.add', { draftId: published, urls: ['https://images.example.com/ca-phe-trung.jpg'] });
    await callValue(tuan.page, 'review.act', { draftId: published, action: 'submit' });
    await expect.poll(() => reviewOn(sam.page, published), { timeout: 30_000 }).toBe('in_review');
    await callValue(sam.page, 'review.act', { draftId: published, action: 'approve' });
    await callValue(sam.page, 'publish.start', { draftIds: [published] });
    await expect.poll(async () => (await callValue<Job[]>(sam.page, 'jobs.list', { draftId: published })).map((j) => j.state).join(), { timeout: 30_000 }).toBe('done');
    await callValue(sam.page, 'team.status', {}); // his laptop has read the members (as Settings → Team does)

    await sam.page.click('nav a[data-nav="outbox"]');
    await card().locator('[data-testid="send-again-why"]').waitFor();
    await expect.poll(why, { timeout: 15_000 }).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Admin or Tuấn to withdraw it in Review, then send it for review again.');
    await closeToasts(sam.page);
    await themes(sam.page, 'w39withdraw/sam-outbox-card', 'en');
    await useLanguage(sam.page, 'vi');
    await expect.poll(why, { timeout: 15_000 }).toBe('Bài đã được gửi lên Hub theo lần duyệt hiện tại: gửi lại thành bài mới phải chờ Admin hoặc Tuấn rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại.');
    await closeToasts(sam.page);
    await themes(sam.page, 'w39withdraw/sam-outbox-card', 'vi');
    await useLanguage(sam.page, 'en');
  }, 180_000);

  it("Tuấn's token revoked: the card and Compose name Admin alone", async () => {
    await server.revokeMember('Tuấn');
    await expect.poll(async () => (await callValue<Members>(sam.page, 'team.status', {})).members?.find((m) => m.name === 'Tuấn')?.revokedAt ?? null, { timeout: 30_000 }).not.toBeNull();
    await sam.page.reload();
    await sam.page.click('nav a[data-nav="outbox"]');
    await expect.poll(why, { timeout: 15_000 }).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Admin to withdraw it in Review, then send it for review again.');
    await closeToasts(sam.page);
    await themes(sam.page, 'w39withdraw/sam-outbox-card-revoked', 'en');

    // Compose of a post of his that went out (an unknown one says "Already in the Outbox" there): the same words.
    await sam.page.goto(`${sam.host.url}#/compose/${encodeURIComponent(published)}`);
    const again = () => sam.page.textContent('[data-testid="publish-again-why"]').catch(() => '');
    await expect.poll(again, { timeout: 15_000 }).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Admin to withdraw it in Review, then send it for review again.');
    await closeToasts(sam.page);
    await themes(sam.page, 'w39withdraw/sam-compose-revoked', 'en');
    await useLanguage(sam.page, 'vi');
    await expect.poll(again, { timeout: 15_000 }).toBe('Bài đã được gửi lên Hub theo lần duyệt hiện tại: gửi lại thành bài mới phải chờ Admin rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại.');
    await closeToasts(sam.page);
    await themes(sam.page, 'w39withdraw/sam-compose-revoked', 'vi');
    await sam.page.goto(`${sam.host.url}#/outbox`);
    await expect.poll(why, { timeout: 15_000 }).toContain('phải chờ Admin rút bài');
    await closeToasts(sam.page);
    await themes(sam.page, 'w39withdraw/sam-outbox-card-revoked', 'vi');
    await useLanguage(sam.page, 'en');
  }, 180_000);
});
