/// <reference lib="dom" />
/**
 * teamoutbox (issue 34, walk 4 step 16): Lan (editor) writes two posts, Bảo (owner) approves them and
 * publishes one now and schedules the other, in real browsers on one real team server and one sandbox
 * Hub (each started once for the file). Lan's laptop sent nothing, yet her Outbox must not say "Nothing
 * in the outbox": it lists Bảo's two posts under "Sent by teammates", each naming who sent it and when,
 * per channel what happened, offering no withdraw/retry/ask-the-Hub and naming what only Bảo's computer can do (w27teammate). Her CLI's
 * `status` lists them too. Bảo's own Outbox has no such group (they are his jobs), and his Compose says
 * "Published by you · time". The Library's state column says each unsent post's review state. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-team-outbox-', { seed: 34, faults: 'none' });
const members = useLanAndBao(team);

interface Send { id: string; draftId: string; post: { state: string; by?: { name: string } | null }; by: { name: string; at: string }; platforms: string[] }

describe("a teammate's sends in the Outbox of a laptop that sent nothing", () => {
  it('Lan sees what Bảo published and scheduled, who and when, per channel, read-only; so does her CLI', async () => {
    const { lan, bao } = members;
    const now = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: 'Cà phê sữa đá: đăng ngay' } });
    const later = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['facebook'], caption: 'Bánh chưng Tết: hẹn giờ', scheduled_at: '2031-01-20T09:00', timezone: 'Asia/Ho_Chi_Minh' } });
    await approvedByBao(members, [now, later].map((d) => d.id));
    await callValue(bao.page, 'publish.start', { draftIds: [now.id, later.id] });
    const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
    await expect.poll(() => stateOn(bao.page, now.id), { timeout: 60_000 }).toBe('published');
    await expect.poll(() => stateOn(bao.page, later.id), { timeout: 60_000 }).toBe('scheduled');

    // The core's answer on Lan's laptop: Bảo's two sends, named, with what happened.
    await expect.poll(async () => (await callValue<Send[]>(lan.page, 'jobs.team', {})).map((s) => `${s.draftId === now.id ? 'now' : 'later'}:${s.post.state}:${s.by.name}`).sort().join(' '), { timeout: 60_000 })
      .toBe('later:scheduled:Bảo now:published:Bảo');
    expect(await callValue<unknown[]>(lan.page, 'jobs.list', {})).toHaveLength(0);
    expect(await callValue<unknown[]>(bao.page, 'jobs.team', {})).toHaveLength(0);

    // Lan's Outbox: never "Nothing in the outbox"; the group lists both, read-only.
    await lan.page.click('nav a[data-nav="outbox"]');
    await lan.page.waitForSelector('[data-testid="team-sends"]');
    expect(await lan.page.locator('[data-testid="outbox-empty"]').count()).toBe(0);
    expect(await lan.page.textContent('[data-testid="outbox-none-mine"]')).toBe('Nothing sent from this computer yet.');
    // h-calout (walk 39a, 2): the heading says whose they are once ("Sent by teammates 2 posts sent by teammates" before).
    expect(await lan.page.textContent('#teamsends-h')).toBe('Sent by teammates · 2 posts');
    const card = (id: string) => lan.page.locator(`[data-testid="team-send"][data-draft-id="${id}"]`);
    expect(await card(now.id).getAttribute('data-post-state')).toBe('published');
    // w30outbox (walk 25, 3): the line's time is when Bảo SENT it (the badge says published): "Sent by Bảo · time".
    expect(await card(now.id).locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Sent by Bảo · /);
    expect(await card(now.id).locator('.outcomes li').count()).toBe(2);
    expect(await card(later.id).getAttribute('data-post-state')).toBe('scheduled');
    expect(await card(later.id).locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Sent by Bảo · /);
    // w27teammate (walk 23, 1): only what Bảo's computer can still do for the state: a published post, nothing.
    expect(await card(later.id).locator('[data-testid="team-send-readonly"]').textContent()).toBe('Only Bảo’s computer can ask the Hub about it.');
    expect(await card(now.id).locator('[data-testid="team-send-readonly"]').count()).toBe(0);
    for (const id of [now.id, later.id]) {
      // The one button opens the post; no withdraw, retry, ask-the-Hub or send-again.
      expect(await card(id).locator('button').count()).toBe(1);
      expect(await card(id).locator('[data-testid="team-send-open"]').count()).toBe(1);
    }
    await closeToasts(lan.page);
    await themes(lan.page, 'team-outbox/lan-outbox', 'en');
    await useLanguage(lan.page, 'vi');
    await lan.page.waitForSelector('[data-testid="team-sends"]');
    expect(await card(now.id).locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Do Bảo gửi · /);
    expect(await lan.page.textContent('#teamsends-h')).toBe('Do đồng đội gửi · 2 bài');
    await closeToasts(lan.page);
    await themes(lan.page, 'team-outbox/lan-outbox', 'vi');
    await useLanguage(lan.page, 'en');

    // The filters hold for the group too: Instagram shows the post published now only.
    await lan.page.selectOption('[data-filter="channel"]', 'instagram');
    await expect.poll(() => lan.page.locator('[data-testid="team-send"]').count()).toBe(1);
    await lan.page.selectOption('[data-filter="channel"]', '');

    // Bảo's Outbox: his own jobs, no teammates' group.
    await bao.page.click('nav a[data-nav="outbox"]');
    await bao.page.waitForSelector('[data-testid="outbox-jobs"] li.job');
    expect(await bao.page.locator('[data-testid="team-sends"]').count()).toBe(0);

    // Bảo's own Compose names him as a teammate's names them: "Published by you · time" (walk 4 shots 030/031).
    await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(now.id)}`);
    await bao.page.waitForSelector('[data-testid="composer"]');
    await expect.poll(() => bao.page.textContent('[data-testid="draft-sent-by"]').catch(() => ''), { timeout: 20_000 }).toMatch(/^Published by you · .+\.$/);
    expect(await bao.page.textContent('[data-testid="draft-state"]')).not.toContain('This draft was sent before');
    await closeToasts(bao.page);
    await themes(bao.page, 'team-outbox/bao-compose', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.textContent('[data-testid="draft-sent-by"]').catch(() => '')).toMatch(/^Đã đăng bởi bạn · /);
    await closeToasts(bao.page);
    await themes(bao.page, 'team-outbox/bao-compose', 'vi');
    await useLanguage(bao.page, 'en');

    // Lan's CLI: `postroom status` lists Bảo's sends after her (no) jobs.
    let stdout = '';
    const code = await runCli(['status', '--json', '--data-dir', lan.dataDir], { stdout: (s) => void (stdout += s), stderr: () => undefined, stdin: async () => '', env: {} });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { draftId: string; teammate?: boolean; sentBy?: { name: string }; post: { state: string } });
    expect(lines.map((l) => `${l.draftId === now.id ? 'now' : 'later'}:${l.post.state}:${l.sentBy?.name}:${l.teammate}`).sort()).toEqual(['later:scheduled:Bảo:true', 'now:published:Bảo:true']);
  });
});

describe("the Library's state column in a team workspace", () => {
  it('an unsent post reads its review state (In review, Changes requested, Approved, back in review), the queue’s words; a never-submitted one reads Draft', async () => {
    const { lan, bao } = members;
    const make = (caption: string) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } }).then((d) => d.id);
    const [plain, inReview, changes, approved, edited] = [await make('Thư viện: nháp'), await make('Thư viện: đang duyệt'), await make('Thư viện: cần sửa'), await make('Thư viện: đã duyệt'), await make('Thư viện: duyệt rồi sửa')];
    for (const id of [inReview, changes, approved, edited]) await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    for (const id of [changes, approved, edited]) await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: changes, action: 'request_changes', comment: 'Thêm giá, please' });
    for (const id of [approved, edited]) await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    for (const id of [approved, edited]) await expect.poll(() => reviewOn(lan.page, id), { timeout: 30_000 }).toBe('approved');
    await expect.poll(() => reviewOn(lan.page, changes), { timeout: 30_000 }).toBe('changes_requested');
    await callValue(lan.page, 'drafts.update', { id: edited, patch: { caption: 'Thư viện: duyệt rồi sửa — giá 35.000đ' } });

    await lan.page.click('nav a[data-nav="library"]');
    const row = (id: string) => lan.page.locator(`[data-draft-id="${id}"]`);
    await row(plain).waitFor();
    // Each row's state badge, read at once in the page: the review badge (state, +stale) or the post's state.
    const said = (ids: string[]): Promise<string> => lan.page.evaluate((xs) => xs.map((id) => {
      const r = document.querySelector(`[data-draft-id="${id}"] [data-testid="row-review"] [data-review-state]`);
      if (r) return `${r.getAttribute('data-review-state')}${r.hasAttribute('data-stale') ? '+stale' : ''}`;
      return `post:${document.querySelector(`[data-draft-id="${id}"] [data-state]`)?.getAttribute('data-state') ?? '-'}`;
    }).join(' '), ids);
    await expect.poll(() => said([plain, inReview, changes, approved, edited]), { timeout: 20_000 })
      .toBe('post:draft in_review changes_requested approved in_review+stale');
    expect(await row(inReview).locator('[data-testid="row-review"]').textContent()).toContain('In review');
    expect(await row(changes).locator('[data-testid="row-review"]').textContent()).toContain('Changes requested');
    expect(await row(edited).locator('[data-testid="row-review"]').textContent()).toContain('back in review');
    await closeToasts(lan.page);
    await themes(lan.page, 'team-outbox/lan-library', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => row(inReview).locator('[data-testid="row-review"]').textContent()).toContain('Đang duyệt');
    await closeToasts(lan.page);
    await themes(lan.page, 'team-outbox/lan-library', 'vi');
    await useLanguage(lan.page, 'en');
  });
});
