/// <reference lib="dom" />
/**
 * w31fields (walk 29), as the walker had it: Lan's app (web host) in a team workspace, Compose open on her draft, she types
 * in the caption; `postroom drafts edit ID --title …` runs on HER data dir (the CLI, another process). Before: the Title
 * kept the CLI's previous title. Now it follows within the watch's second while her caption keeps her typing; Bảo's
 * laptop gets both through the team; and her later saves (notes, then her own title edit) never bring an old title back —
 * the title she edits herself is built on the CLI's words, on both laptops.
 * In real browsers on one real team server and one sandbox Hub (started once for the file): Lan (editor) and Bảo (owner).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { browserTeam } from './helpers/team';
import { useLanAndBao } from './helpers/review-team';
import { callValue, themes } from './helpers/session';

const team = browserTeam('postroom-ui-w31fields-team-', { seed: 31, faults: 'none' });
const members = useLanAndBao(team);

async function cli(dataDir: string, token: string, args: string[]): Promise<void> {
  let out = '';
  const code = await runCli([...args, '--data-dir', dataDir], { stdout: (x) => (out += x), stderr: (x) => (out += x), stdin: async () => '', env: { POSTROOM_TEAM_TOKEN: token } });
  expect(code, `${args.join(' ')}: ${out}`).toBe(0);
}

type Words = { caption: string; title: string; notes: string };
const title = (page: Page): Promise<string> => page.inputValue('[data-testid="title"]', { timeout: 1_000 }).catch(() => '');
const caption = (page: Page): Promise<string> => page.inputValue('[data-testid="caption"]', { timeout: 1_000 }).catch(() => '');
const words = (page: Page, id: string): Promise<Words | null> =>
  callValue<Words>(page, 'drafts.get', { id }).then(({ caption: c, title: t, notes: n }) => ({ caption: c, title: t, notes: n })).catch(() => null);

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

describe("Lan's Compose in a team takes the CLI's title on her data dir while she types the caption", () => {
  it('the title follows; Bảo gets both; her later saves keep the CLI\'s title', async () => {
    const { lan, bao } = members;
    const d = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { platforms: ['instagram'], caption: 'Lumen Studio: chụp ảnh cưới mùa đông', title: 'Tiêu đề 1' } });
    await expect.poll(() => words(bao.page, d.id).then((w) => w?.title ?? ''), { timeout: 30_000 }).toBe('Tiêu đề 1');
    const { page } = lan;
    await page.goto(`${lan.host.url}#/compose/${encodeURIComponent(d.id)}`);
    await expect.poll(() => title(page), { timeout: 30_000 }).toBe('Tiêu đề 1');

    let typed = 'Lumen Studio: chụp ảnh cưới mùa đông';
    for (const n of [2, 3, 4]) {
      await page.click('[data-testid="caption"]');
      await page.keyboard.press('End');
      await page.keyboard.type(` — ${n}`);
      typed += ` — ${n}` + (await typeWhile(page, cli(lan.dataDir, lan.token, ['drafts', 'edit', d.id, '--title', `Tiêu đề ${n} từ CLI`])));
      // Round 2: her caption is saved half a second after her last key; then she moves on to the notes (saved at once,
      // just after the CLI's commit: the answer carries the CLI's title before the watch's tick announces it).
      if (n > 2) await page.click('#compose-notes');
      await expect.poll(() => title(page), { timeout: 5_000, interval: 100 }).toBe(`Tiêu đề ${n} từ CLI`);
      expect(await caption(page)).toBe(typed);
    }
    const both = { caption: typed, title: 'Tiêu đề 4 từ CLI', notes: '' };
    await expect.poll(() => words(page, d.id), { timeout: 10_000 }).toEqual(both);
    await expect.poll(() => words(bao.page, d.id), { timeout: 30_000 }).toEqual(both);
    await page.locator('#compose-h').scrollIntoViewIfNeeded();
    await themes(page, 'w31fields/team-compose-title-from-cli', 'en');

    await page.click('#compose-notes');
    await page.keyboard.type('Gọi Bảo trước 9 giờ');
    await expect.poll(() => words(bao.page, d.id), { timeout: 30_000 }).toEqual({ ...both, notes: 'Gọi Bảo trước 9 giờ' });
    await page.click('[data-testid="title"]');
    await page.keyboard.press('End');
    await page.keyboard.type(' — Lan');
    const last = { ...both, notes: 'Gọi Bảo trước 9 giờ', title: 'Tiêu đề 4 từ CLI — Lan' };
    await expect.poll(() => words(page, d.id), { timeout: 10_000 }).toEqual(last);
    await expect.poll(() => words(bao.page, d.id), { timeout: 30_000 }).toEqual(last);
  }, 180_000);
});
