/// <reference lib="dom" />
/**
 * w10undo (walk 10, finding 3), in real browsers on one real team server and one sandbox Hub (each started once
 * for the file): Lan and Bảo (editors) in Compose on one team post.
 * - Lan ticks Facebook, types " 20k" at the end of the caption; Bảo types "[HOT] " at its start; Lan presses Undo:
 *   her " 20k" goes, Bảo's "[HOT] " stays, on both laptops, and Facebook stays ticked (before: " 20k" stayed and
 *   Undo unticked Facebook, an older, unrelated step of hers).
 * - Bảo changes the very words Lan typed (" 20k" → " 25k"); Lan presses Undo: the caption stays as Bảo left it,
 *   Facebook stays ticked, and Compose says "Bảo changed the caption since: nothing to undo there." (who: the
 *   draft's History; "A teammate" when it names none).
 *   Shots: undo-teammate/blocked-{light,dark}-{en,vi}.
 * w26dates: the post's time is in the year after today's (it was 2027-01-10), ahead of the real clock.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '../../src-main/bridge/contract';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';
import { nextYear } from '../helpers/ahead';

const team = browserTeam('postroom-ui-undo-text-');
let lan: TeamMember;
let bao: TeamMember;

beforeAll(async () => {
  await team.start();
  [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'editor')]);
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 180_000);

afterAll(async () => {
  await team.stop();
});

const draftOf = (m: TeamMember, id: string): Promise<DraftDto> => callValue<DraftDto>(m.page, 'drafts.get', { id });
const caption = (m: TeamMember): Promise<string> => m.page.inputValue('[data-testid="caption"]').catch(() => '');
const facebook = (m: TeamMember) => m.page.locator('label[data-channel="facebook"] input');
const saved = (m: TeamMember): Promise<void> =>
  expect.poll(() => m.page.getAttribute('[data-testid="save-state"]', 'class'), { timeout: 15_000 }).toContain('save-saved');

/** Opens the draft in `m`'s Compose once its laptop has `text` as the caption. */
async function openOn(m: TeamMember, id: string, text: string): Promise<void> {
  await expect.poll(() => draftOf(m, id).then((d) => d.caption).catch(() => ''), { timeout: 30_000 }).toBe(text);
  await m.page.goto(`${m.host.url}#/compose/${encodeURIComponent(id)}`);
  await expect.poll(() => caption(m), { timeout: 30_000 }).toBe(text);
}

/** Lan drafts a post with no channel, ticks Facebook and types `typed` at the end of the caption in her Compose; Bảo opens it. */
async function lanDrafts(start: string, typed: string): Promise<string> {
  const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: [], caption: start, scheduled_at: `${nextYear()}-01-10T09:00`, timezone: 'Asia/Ho_Chi_Minh' } });
  await callValue(lan.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/sua-chua.jpg'] });
  await openOn(lan, d.id, start);
  await facebook(lan).check();
  await saved(lan);
  await lan.page.click('[data-testid="caption"]');
  await lan.page.keyboard.press('Control+End');
  await lan.page.keyboard.type(typed);
  await saved(lan);
  await openOn(bao, d.id, start + typed);
  return d.id;
}

const undoButton = (m: TeamMember) => m.page.locator('button[aria-keyshortcuts="Control+Z"]');

describe("Undo while a teammate edits the caption takes back my words only, and never an older step of mine silently", () => {
  it("walk 10: Lan's \" 20k\" goes, Bảo's \"[HOT] \" stays on both laptops, Facebook stays ticked", async () => {
    const id = await lanDrafts('Sữa chua nếp cẩm', ' 20k');
    await bao.page.click('[data-testid="caption"]');
    await bao.page.keyboard.press('Control+Home');
    await bao.page.keyboard.type('[HOT] ');
    await saved(bao);
    await expect.poll(() => caption(lan), { timeout: 30_000 }).toBe('[HOT] Sữa chua nếp cẩm 20k');

    await undoButton(lan).click();
    expect(await caption(lan)).toBe('[HOT] Sữa chua nếp cẩm');
    expect(await facebook(lan).isChecked()).toBe(true);
    expect(await lan.page.locator('[data-testid="undo-note"]').count()).toBe(0);
    await saved(lan);
    for (const m of [lan, bao]) {
      await expect.poll(() => draftOf(m, id).then((d) => [d.caption, d.platforms, d.profile_id]), { timeout: 30_000 })
        .toEqual(['[HOT] Sữa chua nếp cẩm', ['facebook'], 'prof_caphe']);
    }
    await expect.poll(() => caption(bao), { timeout: 30_000 }).toBe('[HOT] Sữa chua nếp cẩm');
    expect(await facebook(bao).isChecked()).toBe(true);
  });

  it('Bảo changed the very words Lan typed: her Undo leaves the caption and Facebook as they are, and says so (en, vi)', async () => {
    for (const lang of ['en', 'vi'] as const) {
      if (lang === 'vi') await useLanguage(lan.page, 'vi');
      const start = lang === 'en' ? 'Bánh flan caramen' : 'Chè khúc bạch';
      const id = await lanDrafts(start, ' 20k');
      await bao.page.click('[data-testid="caption"]');
      await bao.page.keyboard.press('Control+End');
      await bao.page.keyboard.press('Backspace');
      await bao.page.keyboard.press('Backspace');
      await bao.page.keyboard.press('Backspace');
      await bao.page.keyboard.type('25k');
      await saved(bao);
      await expect.poll(() => caption(lan), { timeout: 30_000 }).toBe(`${start} 25k`);

      await undoButton(lan).click();
      const note = lan.page.locator('[data-testid="undo-note"]');
      await expect.poll(() => note.textContent(), { timeout: 5_000 }).toBe(lang === 'en'
        ? 'Bảo changed the caption since: nothing to undo there.'
        : 'Bảo đã sửa chú thích sau đó: không còn gì để hoàn tác ở đó.');
      expect(await caption(lan)).toBe(`${start} 25k`);
      expect(await facebook(lan).isChecked()).toBe(true);
      await lan.page.waitForTimeout(1500); // an autosave would have gone by now
      expect((await draftOf(lan, id)).platforms).toEqual(['facebook']);
      await lan.page.locator('[data-testid="undo-note"]').scrollIntoViewIfNeeded();
      await themes(lan.page, 'undo-teammate/blocked', lang);
    }
  });
});
