/// <reference lib="dom" />
/**
 * h-twotimes (walk 45a, 3), in Chromium: Lan published a post to X + Instagram (X listed first); the Hub's X refused; a
 * little later Lan retried X and it published. Before: Bảo's Library row (and Compose) said "Published by Lan ·" the
 * retry's time (the post state's `by` was its first-listed channel's deciding job, the retry), where Lan's laptop and the
 * CLI said the first call's. Now every laptop dates it by the first call (publisher post-state.ts). Real team server and
 * sandbox Hub; shots light/dark × en/vi of Bảo's Library.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { closeToasts } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { useSendingTeam } from './helpers/sends-team';
import { sendWithXRefused } from './helpers/refused-channel';

const team = browserTeam('postroom-ui-h-twotimes-pub-', { seed: 4532, faults: 'none' }, { teamName: 'Sóng Agency' });
const members = useSendingTeam(team);

interface Job { id: string; state: string; sentAt?: string | null; createdAt: string; post: { state: string } }
interface Row { id: string; state: string; sentBy?: { name: string; at: number } | null }
const rowOn = (m: typeof members.bao, id: string): Promise<Row | undefined> => callValue<{ items: Row[] }>(m.page, 'drafts.list', {}).then((p) => p.items.find((d) => d.id === id)).catch(() => undefined);
const words = { en: /^Published by Lan · .+$/, vi: /^Đã đăng bởi Lan · .+$/ };

describe('a post whose refused first-listed channel Lan retried later', () => {
  it("Bảo's Library row dates it by Lan's first call, never the retry's", async () => {
    const { lan, bao } = members;
    const id = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x', 'instagram'], caption: 'Flash sale hôm nay: mua 1 tặng 1' } }).then((d) => d.id);
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/flash.jpg'] });
    const first = await sendWithXRefused<Job>(lan.page, team.hub(), id);
    await new Promise((r) => setTimeout(r, 2_500));
    const retry = await callValue<Job>(lan.page, 'jobs.retryFailed', { id: first.id });
    await expect.poll(() => callValue<Job>(lan.page, 'jobs.get', { id: retry.id }).then((j) => j.post.state), { timeout: 60_000 }).toBe('published');
    const done = await callValue<Job>(lan.page, 'jobs.get', { id: retry.id });
    const firstAt = Date.parse(first.sentAt ?? first.createdAt);
    const retryAt = Date.parse(done.sentAt ?? done.createdAt);
    expect(retryAt - firstAt).toBeGreaterThan(2_000);
    await expect.poll(async () => (await rowOn(bao, id))?.state, { timeout: 60_000 }).toBe('published');
    const row = (await rowOn(bao, id))!;
    expect(row.sentBy?.name).toBe('Lan');
    // Was: the retry's time.
    expect(Math.abs(row.sentBy!.at - firstAt)).toBeLessThan(1_500);

    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(bao.page, lang);
      await bao.page.goto(`${bao.host.origin}/#/library`);
      const line = bao.page.locator(`[data-draft-id="${id}"] [data-testid="row-sent-by"]`).first();
      await expect.poll(() => line.textContent().then((t) => (t ?? '').replace(/\s+/g, ' ').trim().replace(/ ·$/, '')).catch(() => ''), { timeout: 60_000 }).toMatch(words[lang]);
      await closeToasts(bao.page);
      await themes(bao.page, 'h-twotimes/bao-library-published', lang);
    }
    await useLanguage(bao.page, 'en');
  }, 300_000);
});
