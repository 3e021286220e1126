/// <reference lib="dom" />
/**
 * bywhom (walk 3b): Lan and Bảo press Publish on one approved post at the same instant, in real
 * browsers on one real team server and one sandbox Hub (each started once for the file); Minh (a
 * viewer) watches. The Hub publishes it once. Every laptop names the SAME member (the one whose call
 * the Hub ran): that laptop reads it as its own, the other's Compose says "Published by NAME" and
 * offers its own Outbox (it holds its replayed job) without "not in this computer's Outbox"; Minh's
 * Compose says it with that line. Screens shot light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

type Member = TeamMember;
interface PostState { state: string; by?: { name: string; at: number; here?: boolean; among?: string[] } | null }

const team = browserTeam('postroom-ui-by-whom-', { seed: 17, faults: 'none' });
let hub: SandboxHandle;
const members: Record<'lan' | 'bao' | 'minh', Member> = {} as never;

const closeToasts = (page: Page): Promise<void> => page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] > button[aria-label]').forEach((b) => b.click()));
const postState = (page: Page, id: string): Promise<PostState> => callValue<PostState>(page, 'drafts.postState', { id });

beforeAll(async () => {
  ({ hub } = await team.start());
  const [lan, bao, minh] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'owner'), team.member('Minh', 'viewer')]);
  Object.assign(members, { lan, bao, minh });
  for (const m of [lan, bao, minh]) await team.join(m, { key: m !== minh });
}, 240_000);

afterAll(() => team.stop());

describe('two members publish one approved post at the same instant', () => {
  it('one post at the Hub; all three laptops name the same member; each Compose tells the truth about its own Outbox', async () => {
    const { lan, bao, minh } = members;
    const caption = 'Bánh mì: cùng lúc hai người bấm Đăng';
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banh-mi.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    const reviewOn = (p: Page) => callValue<Record<string, { state: string }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state ?? '').catch(() => '');
    await expect.poll(() => reviewOn(bao.page), { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(() => reviewOn(lan.page), { timeout: 30_000 }).toBe('approved');

    await Promise.all([lan, bao].map((m) => callValue(m.page, 'publish.start', { draftIds: [id] })));
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption).length).toBeLessThanOrEqual(1);
    for (const m of [lan, bao]) await expect.poll(async () => (await postState(m.page, id)).state, { timeout: 60_000 }).toBe('published');
    expect(hub.control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);

    // Settled once every laptop has the others' outcomes: one member, named everywhere.
    const names = async (): Promise<string> => {
      const [l, b, mi] = await Promise.all([lan, bao, minh].map((m) => postState(m.page, id)));
      return [l!.by?.name ?? 'Lan', b!.by?.name ?? 'Bảo', mi!.by?.name ?? '-'].join(' / ');
    };
    await expect.poll(names, { timeout: 60_000 }).toMatch(/^(Lan \/ Lan \/ Lan|Bảo \/ Bảo \/ Bảo)$/);
    const sender = (await names()).split(' / ')[0]!;
    const [winner, loser] = sender === 'Lan' ? [lan, bao] : [bao, lan];
    expect((await postState(winner.page, id)).by ?? null).toBeNull();
    const loserBy = (await postState(loser.page, id)).by;
    expect(loserBy).toMatchObject({ name: sender });
    // "At the same instant" on a busy machine: the other laptop's Publish may run only after the sender's outcome reached
    // it — then it is held (the team says it is sent: no call, no job of its own), else its call was the Hub's replay.
    const replayedHere = loserBy?.here === true;
    const loserJobs = await callValue<unknown[]>(loser.page, 'jobs.list', { draftId: id });
    expect(loserJobs.length).toBe(replayedHere ? 1 : 0);
    console.log(`[by-whom] sender ${sender}; the other laptop's Publish ${replayedHere ? 'was a replay (its own job)' : 'was held: the team said it was sent'}`);

    const compose = async (m: Member) => {
      await m.page.goto(`${m.host.origin}/#/compose/${encodeURIComponent(id)}`);
      await m.page.waitForSelector('[data-testid="composer"]');
      return m.page.locator('[data-testid="draft-state"]');
    };
    // The one whose call was a replay: "Published by SENDER", its own Outbox offered, no "not in this computer's Outbox";
    // held before any call: the line says whose Outbox it is in, as a viewer's does.
    let banner = await compose(loser);
    await expect.poll(() => loser.page.textContent('[data-testid="draft-sent-by"]').catch(() => ''), { timeout: 20_000 }).toMatch(new RegExp(`^Published by ${sender} · `));
    if (replayedHere) {
      expect(await banner.textContent()).not.toContain('not in this computer’s Outbox');
      expect(await banner.locator('button').count()).toBe(1);
    } else {
      expect(await banner.textContent()).toContain(`Sent from ${sender}’s computer`);
      expect(await banner.locator('button').count()).toBe(0);
    }
    await closeToasts(loser.page);
    await themes(loser.page, 'by-whom/compose-replayed-here', 'en');
    await useLanguage(loser.page, 'vi');
    await loser.page.waitForSelector('[data-testid="draft-sent-by"]');
    expect(await loser.page.textContent('[data-testid="draft-sent-by"]')).toMatch(new RegExp(`^Đã đăng bởi ${sender} · `));
    await closeToasts(loser.page);
    await themes(loser.page, 'by-whom/compose-replayed-here', 'vi');

    // Minh holds no job of it: the line says whose Outbox it is in.
    banner = await compose(minh);
    await expect.poll(() => minh.page.textContent('[data-testid="draft-sent-by"]').catch(() => ''), { timeout: 20_000 }).toMatch(new RegExp(`^Published by ${sender} · `));
    expect(await banner.textContent()).toContain(`Sent from ${sender}’s computer`);
    expect(await banner.locator('button').count()).toBe(0);
    await closeToasts(minh.page);
    await themes(minh.page, 'by-whom/compose-viewer', 'en');
    await useLanguage(minh.page, 'vi');
    await minh.page.waitForSelector('[data-testid="draft-sent-by"]');
    await closeToasts(minh.page);
    await themes(minh.page, 'by-whom/compose-viewer', 'vi');

    // The winner's Compose: its own send, "Published by you" (teamoutbox: the sender's screens say so too).
    await compose(winner);
    await expect.poll(() => winner.page.textContent('[data-testid="draft-sent-by"]').catch(() => ''), { timeout: 20_000 }).toMatch(/^Published by you · /);
    await closeToasts(winner.page);
    await themes(winner.page, 'by-whom/compose-sender', 'en');
  });
});
