/// <reference lib="dom" />
/**
 * editedtime (walk 6, issue 34): Bảo (approver) approves Lan's post; a minute later Lan edits it. Bảo's review
 * queue (When column) and Compose's review panel say "edited by Lan after Bảo approved" with the EDIT's time, not
 * the approval's (before: the approval's). An empty draft's "Send for review" is shut before it is pressed, with
 * the core's reason. Real team server and sandbox Hub, each started once for the file; shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-editedtime-', { seed: 19, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
/** A time as the screens say it (ReviewPanel/Review `when`), in the page's locale. */
const shown = (page: Page, iso: string): Promise<string> => page.evaluate((t) => new Date(t).toLocaleString(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' }), iso);

beforeAll(async () => {
  await team.start();
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(() => team.stop());

interface Review { state: string; stale: boolean; last: { at: string } | null; editedBy?: string | null; editedAt?: string | null }

describe('an approved post edited a minute later', () => {
  it('the queue and Compose say the edit\'s time beside "edited by Lan after Bảo approved"', async () => {
    const { lan, bao } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Giờ mở cửa Tết: 8:00–22:00' } });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
    await expect.poll(async () => (await reviewOn(bao.page))?.state, { timeout: 30_000 }).toBe('in_review');
    const approved = await callValue<Review>(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page))?.state, { timeout: 30_000 }).toBe('approved');
    // The edit in a later minute than the approval: the two times read differently on screen.
    const minute = (ms: number): number => Math.floor(ms / 60_000);
    while (minute(Date.now()) === minute(Date.parse(approved.last!.at))) await new Promise((r) => setTimeout(r, 1000));
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Giờ mở cửa Tết: 7:30–22:00' } });
    await expect.poll(async () => await reviewOn(bao.page), { timeout: 60_000 }).toMatchObject({ state: 'in_review', stale: true, editedBy: 'Lan' });
    const r = (await reviewOn(bao.page))!;
    expect(minute(Date.parse(r.editedAt!))).toBeGreaterThan(minute(Date.parse(approved.last!.at)));

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/review`);
      const row = bao.page.locator(`[data-testid="review-rows"] tr[data-draft-id="${id}"]`);
      await row.waitFor();
      // w11words: Bảo's own approval is "you" on his laptop — once the page has read who he is (after the reload of useLanguage).
      await expect.poll(async () => (await row.locator('[data-testid="review-who"]').textContent())?.trim(), { timeout: 20_000 }).toBe(lang === 'en' ? 'edited by Lan after you approved' : 'Lan đã sửa sau khi bạn duyệt');
      const edited = await shown(bao.page, r.editedAt!);
      expect(edited).not.toBe(await shown(bao.page, approved.last!.at));
      expect((await row.locator('[data-testid="review-when"]').textContent())?.trim()).toBe(edited);
      await closeToasts(bao.page);
      await themes(bao.page, 'editedtime/queue', lang);

      await bao.page.goto(`${bao.host.origin}/#/compose/${encodeURIComponent(id)}`);
      const last = bao.page.locator('[data-testid="review-panel"] [data-testid="review-last"]');
      await expect.poll(() => last.textContent().catch(() => ''), { timeout: 20_000 }).toBe(`${lang === 'en' ? 'edited by Lan after you approved' : 'Lan đã sửa sau khi bạn duyệt'} · ${edited}`);
      await closeToasts(bao.page);
      await themes(bao.page, 'editedtime/compose', lang);
    }
  }, 240_000);
});

describe('an empty draft', () => {
  it('has "Send for review" shut before it is pressed, with the reason', async () => {
    const { lan } = members;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: '' } });
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(lan.page, lang);
      await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(id)}`);
      const submit = lan.page.locator('[data-testid="review-panel"] [data-review-act="submit"]');
      await submit.waitFor();
      await expect.poll(() => submit.isDisabled(), { timeout: 20_000 }).toBe(true);
      const why = lan.page.locator('[data-testid="review-panel"] p.why[data-why~="submit"]');
      expect(await why.textContent()).toContain(lang === 'en' ? 'it has no caption and no photo, so there is nothing to review yet' : 'bài chưa có chú thích và chưa có ảnh');
      await closeToasts(lan.page);
      await themes(lan.page, 'editedtime/empty-submit', lang);
    }
    // A caption opens it.
    const cur = await callValue<{ revision: number }>(lan.page, 'drafts.get', { id });
    await callValue(lan.page, 'drafts.update', { id, patch: { caption: 'Now it says something' }, revision: cur.revision });
    await expect.poll(async () => (await callValue<Record<string, { actions: { submit: { do: string } } }>>(lan.page, 'review.get', { draftIds: [id] }))[id]?.actions.submit.do, { timeout: 20_000 }).toBe('allowed');
  }, 240_000);
});
