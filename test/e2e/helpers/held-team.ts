/// <reference lib="dom" />
/**
 * What the files on a new time for an approved post the Hub holds share (ui-w16asnew, ui-w18again):
 * Lan (editor) and Bảo (the team's owner, who approves) in a team that requires approval; a post of Lan's, approved, sent and
 * held by the Hub (scheduled), then edited and approved again, so that "Send it as a new post at
 * another time…" is open under the newer approval (as in walks 15 and 17). Beside it: the sandbox Hub's
 * own list of posts, a post's review on a laptop, the toasts on screen, a selector's text.
 */
import Database from 'better-sqlite3';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { useLanAndBao, type LanAndBao } from './review-team';
import { callValue, updateDraft } from './session';
import { browserTeam, type TeamMember } from './team';

/**
 * For a file: a team 'Sóng Agency' on a real team server and sandbox Hub (`seed`, no faults) with Lan (editor)
 * and Bảo (owner: a team always has one since w31team, and the words name every approver), each joined with the Hub's
 * key (useLanAndBao). Answers the team and its members (filled
 * once the hook ran).
 */
export function useHeldTeam(prefix: string, seed: number): { team: ReturnType<typeof browserTeam>; members: LanAndBao } {
  const team = browserTeam(prefix, { seed, faults: 'none' }, { teamName: 'Sóng Agency' });
  return { team, members: useLanAndBao(team, 'owner') };
}

/** The zone of the team's posts (Sóng Agency, in Ho Chi Minh City). */
export const ZONE = 'Asia/Ho_Chi_Minh';

/** A post's review as a laptop has it. */
export interface Review { state: string; stale: boolean }

/** The post's review on `p`'s laptop (null while it does not have it). */
export const reviewOf = (p: Page, id: string): Promise<Review | null> => callValue<Record<string, Review>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);

/** Every toast on screen, white space folded. */
export const toasts = (page: Page): Promise<string[]> => page.locator('[data-testid="toast"]').allInnerTexts().then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));

/** The text of what `sel` selects, white space folded. */
export const textAt = async (page: Page, sel: string): Promise<string> => ((await page.textContent(sel)) ?? '').replace(/\s+/g, ' ').trim();

/** The sandbox Hub's own list of posts (its state file, read-only): when each goes out, oldest first. */
export function hubRuns(team: ReturnType<typeof browserTeam>): number[] {
  const db = new Database(team.hub().dbFile!, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT run_at AS r FROM posts ORDER BY created_at').all() as { r: number }[]).map((x) => x.r);
  } finally {
    db.close();
  }
}

/**
 * Lan's post (`caption`, one photo, on Instagram, tomorrow 09:00 in ZONE) sent for review, approved by
 * Bảo, sent and scheduled at the Hub (one post there); then its caption edited to `edited` (back in
 * review, stale) and approved again. Answers the draft's id.
 */
export async function heldAndApprovedAgain(
  team: ReturnType<typeof browserTeam>,
  members: LanAndBao,
  post: { caption: string; photo: string; edited: string },
): Promise<string> {
  const { lan, bao } = members;
  const at = DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
  const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: post.caption, scheduled_at: at, timezone: ZONE } });
  await callValue(lan.page, 'photos.add', { draftId: id, urls: [post.photo] });
  await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  await expect.poll(async () => (await reviewOf(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
  await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  await expect.poll(async () => (await reviewOf(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
  expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
  await expect.poll(async () => (await callValue<{ state: string }>(lan.page, 'drafts.get', { id })).state, { timeout: 30_000 }).toBe('scheduled');
  await expect.poll(() => hubRuns(team).length, { timeout: 30_000 }).toBe(1);
  // Edited afterwards and approved again: the Hub's post went under the older approval.
  await updateDraft(lan.page, id, { caption: post.edited });
  await expect.poll(async () => await reviewOf(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
  await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  await expect.poll(async () => await reviewOf(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'approved', stale: false });
  return id;
}

/** Opens the draft in `m`'s Compose, then "Send it as a new post at another time…" once it is offered. */
export async function openNewTime(m: TeamMember, id: string): Promise<void> {
  const { page, host } = m;
  await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
  await page.waitForSelector('[data-testid="schedule-held"]');
  await expect.poll(() => page.isDisabled('[data-testid="send-new-time"]'), { timeout: 20_000 }).toBe(false);
  await page.click('[data-testid="send-new-time"]');
}
