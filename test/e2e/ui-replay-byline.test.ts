/// <reference lib="dom" />
/**
 * w8replay (walk 8, finding 4): with the team server cut, Lan then Bảo press "Publish now" on one approved
 * post in their open Composes; the Hub makes one post (Bảo's call is a replay of Lan's). Bảo's Compose
 * reads "Published by you" while it knows nothing else. When the server is back and the team's outcome
 * of that key arrives, his STILL-OPEN Compose says "Published by Lan" (before: it kept "by you" until
 * reopened). A real team server (restarted on its port and data) and a sandbox Hub, once for the file.
 * Bảo's Outbox → Table then counts that post as Lan's (walk 8, finding 3). Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callValue, themes, useLanguage } from './helpers/session';
import { closeToasts, useCampReplayTeam } from './helpers/camp-replay-team';

const { team, cut, bringBack, approvedPost } = useCampReplayTeam('postroom-ui-replay-byline-', 27);
const sentBy = (page: Page): Promise<string> => page.textContent('[data-testid="draft-sent-by"]', { timeout: 500 }).then((t) => t ?? '').catch(() => '');

describe("a replaying laptop's open Compose follows the team's outcome", () => {
  it('"the Hub already had it" while cut off, "Published by Lan" once the team says so, without reopening', async () => {
    const caption = 'Trà đào cam sả: hai người bấm Đăng khi mất kết nối nhóm';
    const { lan, bao, hub } = team;
    const id = await approvedPost({ caption });

    for (const m of [lan, bao]) {
      await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await m.page.waitForSelector('[data-testid="composer"]');
    }
    await cut();

    // Lan first, then Bảo: the Hub runs Lan's call and replays it for Bảo (same key).
    for (const m of [lan, bao]) {
      const publish = m.page.getByRole('button', { name: /^Publish now/ });
      await expect.poll(() => publish.isEnabled(), { timeout: 20_000 }).toBe(true);
      await publish.click();
      await expect.poll(() => callValue<{ state: string }>(m.page, 'drafts.postState', { id }).then((p) => p.state), { timeout: 60_000 }).toBe('published');
    }
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
    // Cut off, Bảo's laptop knows only its own answer: the Hub's replay (h-replaywho: never "Published by you").
    await expect.poll(() => sentBy(bao.page), { timeout: 20_000 }).toMatch(/^The Hub already had it from an earlier call under the same key \(not known here whose\); this computer’s call was a replay · /);

    await bringBack();
    // The core says Lan; the open Compose follows (no reload, no navigation).
    await expect.poll(() => callValue<{ by?: { name: string } | null }>(bao.page, 'drafts.postState', { id }).then((p) => p.by?.name ?? 'me'), { timeout: 60_000 }).toBe('Lan');
    await expect.poll(() => sentBy(bao.page), { timeout: 20_000 }).toMatch(/^Published by Lan · /);
    expect(await sentBy(lan.page)).toMatch(/^Published by you · /);

    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/compose-replayed', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => sentBy(bao.page), { timeout: 20_000 }).toMatch(/^Đã đăng bởi Lan · /);
    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/compose-replayed', 'vi');
    await useLanguage(bao.page, 'en');
  });

  it("Bảo's Outbox → Table counts the replayed post as Lan's, and its row says so", async () => {
    const { bao } = team;
    await bao.page.goto(`${bao.host.origin}/#/outbox`);
    await bao.page.click('[data-view="table"]');
    await bao.page.waitForSelector('[data-testid="desk-summary"]');
    const theirs = (o: string) => bao.page.getAttribute(`[data-testid="desk-summary-teammates"] [data-outcome="${o}"]`, 'data-n');
    await expect.poll(() => bao.page.textContent('[data-cell="total::published"]'), { timeout: 20_000 }).toBe('1');
    expect(await theirs('published')).toBe('1');
    expect(await bao.page.locator('[data-testid="desk-by"]').allTextContents()).toEqual(['sent by Lan']);
    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/table-replayed', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => bao.page.locator('[data-testid="desk-by"]').allTextContents().catch(() => [] as string[]), { timeout: 20_000 }).toEqual(['do Lan gửi']);
    await closeToasts(bao.page);
    await themes(bao.page, 'replay-byline/table-replayed', 'vi');
  });
});
