/// <reference lib="dom" />
/**
 * w31fields (walk 29, 2 of 2 times): Lan's Compose is open on a draft in the web host, and she types in the caption; meanwhile
 * `postroom drafts edit ID --title …` runs on the same data dir (the CLI, another process). Before: 8 s later the Title field
 * still read the CLI's previous title (`drafts list` held the new one): her caption's save answered with the CLI's revision,
 * so the change the watch announced next looked old and was dropped. Now every field not being edited shows the other
 * process's change within the watch's second; the caption keeps her typing; and no later save (of the caption, of another
 * field) puts the old title back. A title she edits herself after the CLI's is hers, built on the CLI's words.
 * One web host (started once for the file) and the CLI in this process; shots light/dark × en/vi.
 *
 * Needs the keychain: run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { callValue, themes, uiSession, useLanguage } from './helpers/session';

const s = uiSession({ name: 'ui-w31fields' });

async function cli(args: string[]): Promise<void> {
  let out = '';
  const code = await runCli([...args, '--data-dir', s.dataDir], { stdout: (x) => (out += x), stderr: (x) => (out += x), stdin: async () => '', env: {} });
  expect(code, `${args.join(' ')}: ${out}`).toBe(0);
}

const title = (page: Page): Promise<string> => page.inputValue('[data-testid="title"]', { timeout: 1_000 }).catch(() => '');
const caption = (page: Page): Promise<string> => page.inputValue('[data-testid="caption"]', { timeout: 1_000 }).catch(() => '');
const stored = (page: Page, id: string) => callValue<{ caption: string; title: string; notes: string }>(page, 'drafts.get', { id });

/**
 * She types on (a key every 80 ms, so her caption's save waits) while `work` runs (the CLI's edit), and a little after;
 * answers what she typed.
 */
async function typeWhile(page: Page, work: Promise<void>): Promise<string> {
  const words = ' và thêm nữa';
  let done = false;
  const w = work.finally(() => (done = true));
  let typed = '';
  for (let i = 0; !done || i < 3; i++) {
    const ch = words[i % words.length] as string;
    await page.keyboard.type(ch);
    typed += ch;
    await page.waitForTimeout(80);
  }
  await w;
  return typed;
}

describe('Compose takes a change the CLI made on this computer while the person types in another field', () => {
  it('the title follows the CLI while the caption is typed in; later saves never put the old title back', async () => {
    const { page } = s.browser;
    await page.goto(s.host.url);
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Cà phê sáng ở Đà Lạt', title: 'Tiêu đề 1' } });
    await page.goto(`${s.host.url}#/compose/${encodeURIComponent(d.id)}`);
    await expect.poll(() => title(page), { timeout: 30_000 }).toBe('Tiêu đề 1');

    // Rounds: the person types in the caption, the CLI changes the title, the person types on (her save may answer before
    // the watch's tick, or after it: either way the title must follow).
    let typed = 'Cà phê sáng ở Đà Lạt';
    for (const n of [2, 3, 4]) {
      await page.click('[data-testid="caption"]');
      await page.keyboard.press('End');
      await page.keyboard.type(` — ${n}`);
      typed += ` — ${n}` + (await typeWhile(page, cli(['drafts', 'edit', d.id, '--title', `Tiêu đề ${n} từ CLI`])));
      // Round 2: her caption is saved half a second after her last key; then she moves on to the notes (saved at once,
      // just after the CLI's commit: the answer carries the CLI's title before the watch's tick announces it).
      if (n > 2) await page.click('#compose-notes');
      await expect.poll(() => title(page), { timeout: 5_000, interval: 100 }).toBe(`Tiêu đề ${n} từ CLI`);
      expect(await caption(page)).toBe(typed);
      await expect.poll(() => stored(page, d.id), { timeout: 10_000 }).toMatchObject({ caption: typed, title: `Tiêu đề ${n} từ CLI` });
    }
    await page.locator('#compose-h').scrollIntoViewIfNeeded();
    await themes(page, 'w31fields/compose-title-from-cli', 'en');

    // Later saves of other fields never put an old title back.
    await page.click('#compose-notes');
    await page.keyboard.type('Gọi Bảo trước 9 giờ');
    await expect.poll(() => stored(page, d.id), { timeout: 10_000 }).toMatchObject({ notes: 'Gọi Bảo trước 9 giờ', title: 'Tiêu đề 4 từ CLI', caption: typed });
    // A title she edits herself is hers, on the CLI's words.
    await page.click('[data-testid="title"]');
    await page.keyboard.press('End');
    await page.keyboard.type(' — Lan');
    await expect.poll(() => stored(page, d.id).then((x) => x.title), { timeout: 10_000 }).toBe('Tiêu đề 4 từ CLI — Lan');

    // The other way round, in Vietnamese: she types in the title while the CLI changes the caption.
    await useLanguage(page, 'vi');
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('Tiêu đề 4 từ CLI — Lan');
    await page.click('[data-testid="title"]');
    await page.keyboard.press('End');
    await page.keyboard.type(', bản 5');
    await cli(['drafts', 'edit', d.id, '--caption', 'Chú thích mới từ CLI']);
    await page.keyboard.type(' nhé');
    await expect.poll(() => caption(page), { timeout: 5_000, interval: 100 }).toBe('Chú thích mới từ CLI');
    expect(await title(page)).toBe('Tiêu đề 4 từ CLI — Lan, bản 5 nhé');
    await expect.poll(() => stored(page, d.id), { timeout: 10_000 }).toMatchObject({ caption: 'Chú thích mới từ CLI', title: 'Tiêu đề 4 từ CLI — Lan, bản 5 nhé', notes: 'Gọi Bảo trước 9 giờ' });
    await page.locator('#compose-h').scrollIntoViewIfNeeded();
    await themes(page, 'w31fields/compose-caption-from-cli', 'vi');
    await useLanguage(page, 'en');
    await page.locator('#compose-h').scrollIntoViewIfNeeded();
    await themes(page, 'w31fields/compose-caption-from-cli', 'en');
  }, 120_000);
});
