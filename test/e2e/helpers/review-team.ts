/// <reference lib="dom" />
/**
 * What the two-member review files share (heldsend, sendwords, teamsendtext, team-outbox): Lan (editor)
 * and Bảo (owner) joined with the Hub's key, Lan's posts sent for review and Bảo's decisions on them
 * waited for on the other laptop, toasts closed before a shot, a test id's text.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Role } from '../../../src-main/team';
import type { browserTeam, TeamMember } from './team';
import { callValue, themes } from './session';

export type LanAndBao = Record<'lan' | 'bao', TeamMember>;

/** Closes every toast on the page (by its close button). */
export const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));

/** Light and dark shots `dir/name` of what is on screen, toasts closed first. */
export const shotsIn = (dir: string) => async (page: Page, name: string, lang: 'en' | 'vi'): Promise<void> => {
  await closeToasts(page);
  await themes(page, `${dir}/${name}`, lang);
};

/** The text of `[data-testid=testid]`, white space folded ('' when it is not there). */
export const text = (page: Page, testid: string): Promise<string> => page.textContent(`[data-testid="${testid}"]`).then((t) => (t ?? '').replace(/\s+/g, ' ').trim()).catch(() => '');

/** Waits until `get` answers `want` (expect.poll is for tests only; this runs in beforeAll too). */
export async function settle(get: () => Promise<string | undefined>, want: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while ((await get().catch(() => '')) !== want) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${want}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * For a file: its beforeAll starts `team` and opens Lan (editor) and Bảo (`baoRole`, owner unless said) on it,
 * each joined with the Hub's key; its afterAll stops the team. Answers the members (filled once the hook ran).
 */
export function useLanAndBao(team: ReturnType<typeof browserTeam>, baoRole: 'owner' | 'approver' = 'owner'): LanAndBao {
  return useMembers(team, { lan: 'editor', bao: baoRole });
}

/** useLanAndBao with both members' roles given. */
export function useMembers(team: ReturnType<typeof browserTeam>, roles: { lan: Role; bao: Role }): LanAndBao {
  const members: LanAndBao = {} as never;
  beforeAll(async () => {
    await team.start();
    const [lan, bao] = await Promise.all([team.member('Lan', roles.lan), team.member('Bảo', roles.bao)]);
    Object.assign(members, { lan, bao });
    for (const m of [lan, bao]) await team.join(m, { key: true });
  }, 240_000);
  afterAll(() => team.stop());
  return members;
}

/** A post's review state as `page`'s laptop has it ('' while it does not have the post). */
export const reviewOn = (page: Page, id: string): Promise<string> => callValue<Record<string, { state: string }>>(page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');

/** Review steps between `members` (filled in beforeAll): Lan's post sent for review with a photo (`photo`), and Bảo's decision. */
export function reviewSteps(members: LanAndBao, photo: string) {
  /** A post of Lan's, submitted for review; Bảo sees it in review. */
  const inReview = async (caption: string): Promise<string> => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(lan.page, 'photos.add', { draftId: d.id, urls: [photo] });
    await callValue(lan.page, 'review.act', { draftId: d.id, action: 'submit' });
    await settle(() => reviewOn(bao.page, d.id), 'in_review');
    return d.id;
  };
  /** Bảo's decision, seen on Lan's laptop. */
  const decide = async (id: string, action: 'approve' | 'request_changes', state: string): Promise<void> => {
    await callValue(members.bao.page, 'review.act', { draftId: id, action, ...(action === 'request_changes' ? { comment: 'Thêm giá, please' } : {}) });
    await settle(() => reviewOn(members.lan.page, id), state);
  };
  return { inReview, decide };
}

/** Lan's drafts, each given a photo and sent for review; Bảo approves each once his laptop has it in review (in a test: expect.poll). */
export async function approvedByBao(members: LanAndBao, draftIds: readonly string[]): Promise<void> {
  const { lan, bao } = members;
  for (const id of draftIds) {
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/ca-phe.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
  }
  for (const id of draftIds) {
    await expect.poll(() => reviewOn(bao.page, id), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
  }
}
