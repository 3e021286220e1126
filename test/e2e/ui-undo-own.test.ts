/// <reference lib="dom" />
/**
 * undo (session 19), in real browsers on one real team server and one sandbox Hub (each started once for the
 * file): Lan and Bảo (editors). Bảo's Compose is open on a team post while Lan changes its schedule.
 * - Bảo presses Ctrl+Z in the review comment box: the comment box's own undo; the draft keeps Bảo's typing and
 *   Lan's schedule (before: the window caught the key and undid the draft).
 * - Bảo types in the caption, Lan changes the schedule, Bảo presses Ctrl+Z in the caption: his typing goes, Lan's
 *   schedule stays on every laptop, and the History has no schedule change by Bảo (before: the whole earlier
 *   snapshot came back, Lan's schedule with it, saved as Bảo's edit).
 * - Bảo gives X its own caption, Lan gives Facebook one, Bảo presses Ctrl+Z on no text field: X shares the main
 *   caption again on both laptops, Lan's Facebook caption stays (before: the screen said X shares the main caption
 *   while the team kept X's own one: the undone caption was left out of the save, and a left-out channel is kept).
 * No screen changes: no shots. w26dates: the posts' times are in the year after today's (they were January to March
 * 2027), ahead of the real clock.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto, TeamHistoryEntryDto } from '../../src-main/bridge/contract';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const team = browserTeam('postroom-ui-undo-');
const Y = nextYear();
let lan: TeamMember;
let bao: TeamMember;
let draftId = '';

beforeAll(async () => {
  await team.start();
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'editor')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 180_000);

afterAll(async () => {
  await team.stop();
});

const draftOf = (m: TeamMember): Promise<DraftDto> => callValue<DraftDto>(m.page, 'drafts.get', { id: draftId });

/** Lan drafts a team post; Bảo opens it in Compose once his laptop has it. */
async function openPost(caption: string, at: string, draft: Record<string, unknown> = { profile_id: 'prof_lumen', platforms: ['instagram'] }): Promise<void> {
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { ...draft, caption, scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh' } });
  draftId = d.id;
  await callValue(lan.page, 'photos.add', { draftId, urls: ['https://images.example.com/ao-dai.jpg'] });
  await expect.poll(() => draftOf(bao).then((x) => x.photos.length).catch(() => 0), { timeout: 30_000 }).toBe(1);
  await bao.page.goto(`${bao.host.url}#/compose/${encodeURIComponent(draftId)}`);
  await expect.poll(() => bao.page.inputValue('[data-testid="schedule-time"]').catch(() => ''), { timeout: 30_000 }).toBe(at);
  await expect.poll(() => bao.page.inputValue('[data-testid="caption"]').catch(() => ''), { timeout: 30_000 }).toBe(caption);
}

/** Lan moves the post to `at` (from her laptop, on the revision she holds once it has `caption`). */
async function lanSchedules(at: string, caption: string): Promise<void> {
  await expect.poll(async () => (await draftOf(lan)).caption, { timeout: 30_000 }).toBe(caption);
  const d = await draftOf(lan);
  await callValue(lan.page, 'drafts.update', { id: draftId, revision: d.revision, patch: { scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false } });
  // Bảo's open Compose takes it.
  await expect.poll(() => bao.page.inputValue('[data-testid="schedule-time"]').catch(() => ''), { timeout: 30_000 }).toBe(at);
}

/** Names of the fields Bảo is recorded as changing (History, newest first). */
async function baoChanged(): Promise<string[]> {
  const h = await callValue<TeamHistoryEntryDto[]>(lan.page, 'team.history', { draftId });
  return h.filter((e) => e.member === 'Bảo').flatMap((e) => e.fields);
}

describe("Undo in Compose never takes back a teammate's change", () => {
  it("Ctrl+Z in the review comment box is the box's own undo: the draft keeps Bảo's typing and Lan's schedule", async () => {
    const { page } = bao;
    await openPost('Áo dài Hội An', `${Y}-01-10T09:00`);
    await page.click('[data-testid="caption"]');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' — Xuân 2027');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    await lanSchedules(`${Y}-02-01T18:00`, 'Áo dài Hội An — Xuân 2027');

    await page.click('[data-testid="comment-body"]');
    await page.keyboard.type('Looks good');
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(1500); // an autosave would have gone by now
    expect(await page.inputValue('[data-testid="caption"]')).toBe('Áo dài Hội An — Xuân 2027');
    expect(await page.inputValue('[data-testid="schedule-time"]')).toBe(`${Y}-02-01T18:00`);
    expect(await page.inputValue('[data-testid="comment-body"]')).not.toBe('Looks good'); // the box's own undo took the words
    const mine = await draftOf(bao);
    expect([mine.caption, mine.scheduled_at]).toEqual(['Áo dài Hội An — Xuân 2027', `${Y}-02-01T18:00`]);
    expect(await baoChanged()).toEqual(['caption']);
    await page.fill('[data-testid="comment-body"]', '');
  });

  it("Ctrl+Z in the caption takes back Bảo's typing only: Lan's newer schedule stays everywhere, no schedule line by Bảo", async () => {
    const { page } = bao;
    await openPost('Áo dài Hội An — Xuân 2027', `${Y}-01-10T09:00`);
    await page.click('[data-testid="caption"]');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' #aodai');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    await lanSchedules(`${Y}-03-08T08:30`, 'Áo dài Hội An — Xuân 2027 #aodai');

    await page.click('[data-testid="caption"]');
    await page.keyboard.press('Control+z');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('Áo dài Hội An — Xuân 2027');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    expect(await page.inputValue('[data-testid="schedule-time"]')).toBe(`${Y}-03-08T08:30`);
    await expect.poll(async () => (await draftOf(lan)).caption, { timeout: 30_000 }).toBe('Áo dài Hội An — Xuân 2027');
    expect((await draftOf(lan)).scheduled_at).toBe(`${Y}-03-08T08:30`);
    expect((await draftOf(bao)).scheduled_at).toBe(`${Y}-03-08T08:30`);
    const changed = await baoChanged();
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((f) => f !== 'caption')).toEqual([]);

    // Redo puts his words back, still only the caption.
    await page.keyboard.press('Control+Shift+z');
    expect(await page.inputValue('[data-testid="caption"]')).toBe('Áo dài Hội An — Xuân 2027 #aodai');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    expect((await draftOf(bao)).scheduled_at).toBe(`${Y}-03-08T08:30`);
    expect((await baoChanged()).filter((f) => f !== 'caption')).toEqual([]);
  });

  it("Ctrl+Z on no text field takes back the X caption Bảo gave it (X shares the main caption again, on the team too); Lan's Facebook caption stays", async () => {
    const { page } = bao;
    const main = 'Phở bò tái nạm, nước dùng ninh 12 tiếng';
    await openPost(main, `${Y}-01-10T09:00`, { profile_id: 'prof_caphe', platforms: ['facebook', 'x'] });
    await page.click('[data-testid="own-caption-start-x"]');
    expect(await page.inputValue('#own-caption-x')).toBe(main);
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    await expect.poll(async () => (await draftOf(lan)).captions.map((c) => c.channel), { timeout: 30_000 }).toEqual(['x']);
    const d = await draftOf(lan);
    await callValue(lan.page, 'drafts.update', { id: draftId, revision: d.revision, patch: { captions: { facebook: { caption: 'Lan viết cho Facebook', title: null } } } });
    await expect.poll(() => page.inputValue('#own-caption-facebook').catch(() => ''), { timeout: 30_000 }).toBe('Lan viết cho Facebook');

    await page.focus('#compose-h'); // no text field: the draft's undo
    await page.keyboard.press('Control+z');
    await page.waitForSelector('[data-testid="shares-main-x"]');
    expect(await page.inputValue('#own-caption-facebook')).toBe('Lan viết cho Facebook');
    await expect.poll(() => page.textContent('[data-testid="save-state"]'), { timeout: 10_000 }).toContain('All changes saved');
    await expect.poll(async () => (await draftOf(lan)).captions, { timeout: 30_000 }).toEqual([{ channel: 'facebook', caption: 'Lan viết cho Facebook', title: null }]);
    expect((await draftOf(bao)).captions).toEqual([{ channel: 'facebook', caption: 'Lan viết cho Facebook', title: null }]);
    expect((await baoChanged()).filter((f) => f !== 'captions')).toEqual([]);
  });
});
