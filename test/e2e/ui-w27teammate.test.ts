/// <reference lib="dom" />
/**
 * w27teammate (walk 23: Lan the editor and Bảo the approver on two laptops), in real browsers on one real team server
 * and one sandbox Hub (each started once for the file). Bảo's laptop sends four approved posts of Lan's: S scheduled,
 * U published, P partly published (X refuses, Instagram publishes), K scheduled but answered upstream_timeout (the
 * outcome unknown, its time ahead). Then Lan edits U's caption. What each laptop says must be true:
 * 1. Lan's teammate cards name only what Bảo's computer can still do for each state (core senderOnly): S and K "ask the
 *    Hub about it", P "retry its refused channels", U nothing (was: "withdraw it, retry it or ask the Hub" on every card).
 * 2. Lan's Compose for K never tells her to ask the Hub (she has no Ask button) nor says "At the Hub since …": Bảo's
 *    computer sent it, the outcome is unknown, only his computer can ask.
 * 3. U's Library row and `drafts list` (text and --json), on BOTH laptops, say its text is not what the Hub holds (≠).
 * 4. P's by-line: "Partly published by Bảo: 1 of 2 channels" on Lan's card, "Partly published by you: …" on Bảo's
 *    (was "Published by you").
 * Seen failing on the old code (1: the readonly line; 3: no editedSinceSent, no row mark; 4: "Published by you").
 * Shots light/dark × en/vi: Lan's Outbox, Bảo's Outbox, both Libraries, Lan's Compose of K.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';
import { daysAhead } from '../helpers/ahead';

const team = browserTeam('postroom-ui-w27teammate-', { seed: 27, faults: 'none' });
const members = useLanAndBao(team);
const DAY = daysAhead(40);
const EDITED = 'Bánh mì chảo: combo mới 59.000đ — thêm trứng ốp la!';

interface Send { draftId: string; post: { state: string }; senderOnly: string[] }
interface Row { id: string; editedSinceSent?: { approvedAt: string } | null }

const stateOn = (p: Page, id: string) => callValue<{ state: string }>(p, 'drafts.postState', { id }).then((s) => s.state);
const rowsOn = (p: Page) => callValue<{ items: Row[] }>(p, 'drafts.list', { limit: 50 }).then((x) => x.items);
async function cliList(dataDir: string): Promise<{ json: Array<{ draft: { id: string }; editedSinceSent?: { approvedAt: string } }>; text: string }> {
  let json = '';
  let text = '';
  const io = (out: (s: string) => void) => ({ stdout: out, stderr: () => undefined, stdin: async () => '', env: {} });
  expect(await runCli(['drafts', 'list', '--json', '--data-dir', dataDir], io((s) => void (json += s)))).toBe(0);
  expect(await runCli(['drafts', 'list', '--data-dir', dataDir], io((s) => void (text += s)))).toBe(0);
  return { json: json.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as never), text };
}

describe("what a teammate's laptop says about someone else's send", () => {
  it('cards, Compose, Library and drafts list on both laptops say only what is true', async () => {
    const { lan, bao } = members;
    const make = (draft: Record<string, unknown>) => callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', ...draft } }).then((d) => d.id);
    const S = await make({ platforms: ['facebook'], caption: 'Bánh chưng Tết: hẹn giờ', scheduled_at: `${DAY}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
    const U = await make({ platforms: ['instagram', 'facebook'], caption: 'Bánh mì chảo: combo mới 59.000đ' });
    // The body in `title` with no caption skips the Hub's caption check (hub-api rule 7): X measures it and refuses (over 280).
    const P = await make({ platforms: ['instagram', 'x'], caption: '', title: `Năm khung hình mùa thu\n${'Nắng vàng trên sông, bóng dài buổi chiều. '.repeat(9)}` });
    const K = await make({ platforms: ['instagram'], caption: 'Cà phê muối: hẹn giờ, Hub chưa trả lời', scheduled_at: `${DAY}T15:00`, timezone: 'Asia/Ho_Chi_Minh' });
    await approvedByBao(members, [S, U, P, K]);
    for (const id of [S, U, P, K]) await expect.poll(() => callValue<Record<string, { state: string }>>(bao.page, 'review.get', { draftIds: [id] }).then((r) => r[id]?.state), { timeout: 30_000 }).toBe('approved');

    await callValue(bao.page, 'publish.start', { draftIds: [S, U, P] });
    await expect.poll(() => Promise.all([S, U, P].map((id) => stateOn(bao.page, id))).then((x) => x.join()), { timeout: 90_000 }).toBe('scheduled,published,partial');
    team.hub().control.setFaults({ upstream_timeout: 1 });
    try {
      await callValue(bao.page, 'publish.start', { draftIds: [K] });
      await expect.poll(() => stateOn(bao.page, K), { timeout: 60_000 }).toBe('unknown');
    } finally {
      team.hub().control.setFaults('none');
    }
    await expect.poll(async () => (await callValue<Send[]>(lan.page, 'jobs.team', {})).map((s) => `${s.draftId}:${s.post.state}`).sort().join(), { timeout: 60_000 })
      .toBe([`${S}:scheduled`, `${U}:published`, `${P}:partial`, `${K}:unknown`].sort().join());

    // 1. The core's answer: only what Bảo's computer can still do, by state.
    const only = Object.fromEntries((await callValue<Send[]>(lan.page, 'jobs.team', {})).map((s) => [s.draftId, s.senderOnly.join(' ')]));
    expect(only).toEqual({ [S]: 'ask_hub', [U]: '', [P]: 'retry_refused', [K]: 'ask_hub' });

    // 3. Lan edits U after Bảo published the approved text.
    await callValue(lan.page, 'drafts.update', { id: U, patch: { caption: EDITED } });
    await expect.poll(() => callValue<{ caption: string }>(bao.page, 'drafts.get', { id: U }).then((x) => x.caption), { timeout: 30_000 }).toBe(EDITED);

    // Lan's Outbox cards.
    await lan.page.click('nav a[data-nav="outbox"]');
    await lan.page.waitForSelector('[data-testid="team-sends"]');
    const card = (id: string) => lan.page.locator(`[data-testid="team-send"][data-draft-id="${id}"]`);
    await expect.poll(() => card(K).count(), { timeout: 20_000 }).toBe(1);
    const readOnly = (id: string) => card(id).locator('[data-testid="team-send-readonly"]');
    expect(await readOnly(S).textContent()).toBe('Only Bảo’s computer can ask the Hub about it.');
    expect(await readOnly(K).textContent()).toBe('Only Bảo’s computer can ask the Hub about it.');
    expect(await readOnly(P).textContent()).toBe('Only Bảo’s computer can retry its refused channels.');
    expect(await readOnly(U).count()).toBe(0);
    // 4. The partly published post, on the teammate's card.
    // w30outbox (walk 25, 3): its badge and detail say partly published; the by-line says who sent it and when, as Bảo's card.
    expect(await card(P).locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Sent by Bảo · /);
    // 2. K's detail names the computer that can ask.
    expect(await card(K).locator('[data-testid="post-detail"]').textContent()).toMatch(/Only Bảo’s computer can ask the Hub what it holds\.$/);
    await expect.poll(() => card(U).locator('[data-testid="team-send-edited"]').count(), { timeout: 20_000 }).toBe(1);
    await closeToasts(lan.page);
    await themes(lan.page, 'w27teammate/lan-outbox', 'en');
    await card(P).scrollIntoViewIfNeeded();
    await themes(lan.page, 'w27teammate/lan-outbox-partial', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(() => readOnly(S).textContent()).toBe('Chỉ máy của Bảo mới hỏi Hub về bài này được.');
    expect(await readOnly(P).textContent()).toBe('Chỉ máy của Bảo mới thử lại các kênh đã từ chối được.');
    expect(await card(P).locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Do Bảo gửi · /);
    await closeToasts(lan.page);
    await themes(lan.page, 'w27teammate/lan-outbox', 'vi');
    await card(P).scrollIntoViewIfNeeded();
    await themes(lan.page, 'w27teammate/lan-outbox-partial', 'vi');
    await useLanguage(lan.page, 'en');

    // 4. Bảo's own card of P: never "Published by you".
    await bao.page.click('nav a[data-nav="outbox"]');
    const baoCard = bao.page.locator('[data-testid="outbox-jobs"] li.job').filter({ has: bao.page.locator('[data-post-state="partial"]') });
    await expect.poll(() => baoCard.count(), { timeout: 20_000 }).toBe(1);
    // w29resend (walk 25, 4): the card's badge and detail say the outcome; the by-line says who sent it and when, with the send word.
    expect(await baoCard.locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Sent by you · /);
    await closeToasts(bao.page);
    await themes(bao.page, 'w27teammate/bao-outbox', 'en');
    await useLanguage(bao.page, 'vi');
    await expect.poll(() => baoCard.locator('[data-testid="post-sent-by"]').textContent()).toMatch(/^Do bạn gửi · /);
    await closeToasts(bao.page);
    await themes(bao.page, 'w27teammate/bao-outbox', 'vi');
    await useLanguage(bao.page, 'en');

    // 3. U's Library row on both laptops: ≠, the one reading; nothing on the others.
    const editedOn = (p: Page) => rowsOn(p).then((rows) => rows.filter((r) => r.editedSinceSent).map((r) => r.id).join());
    await expect.poll(() => editedOn(lan.page), { timeout: 20_000 }).toBe(U);
    await expect.poll(() => editedOn(bao.page), { timeout: 20_000 }).toBe(U);
    for (const [who, m] of [['lan', lan], ['bao', bao]] as const) {
      await m.page.click('nav a[data-nav="library"]');
      const row = m.page.locator(`[data-draft-id="${U}"] [data-testid="row-edited"]`);
      await expect.poll(() => row.textContent().catch(() => ''), { timeout: 20_000 }).toBe('≠ edited since it was sent: not the Hub’s text ·');
      expect(await row.getAttribute('title')).toMatch(/^Edited since it was sent: the Hub holds the text as it was approved on .+, not this caption\.$/);
      expect(await m.page.locator('[data-testid="row-edited"]').count()).toBe(1);
      await closeToasts(m.page);
      await themes(m.page, `w27teammate/${who}-library`, 'en');
      await useLanguage(m.page, 'vi');
      await expect.poll(() => row.textContent().catch(() => '')).toBe('≠ đã sửa sau khi gửi: không phải nội dung Hub giữ ·');
      await closeToasts(m.page);
      await themes(m.page, `w27teammate/${who}-library`, 'vi');
      await useLanguage(m.page, 'en');
      // `drafts list`, text and --json, on the same laptop's data.
      const cli = await cliList(m.dataDir);
      expect(cli.json.filter((l) => l.editedSinceSent).map((l) => l.draft.id)).toEqual([U]);
      const line = cli.text.split('\n').find((l) => l.startsWith(U)) ?? '';
      expect(line).toMatch(/\[≠ edited since it was sent: the Hub holds the text approved on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, not this caption\]/);
    }

    // 2. Lan's Compose of K: no "ask the Hub" she cannot do, no "At the Hub since" as a fact.
    await lan.page.goto(`${lan.host.origin}/#/compose/${encodeURIComponent(K)}`);
    await lan.page.waitForSelector('[data-testid="composer"]');
    const composer = () => lan.page.textContent('[data-testid="composer"]').then((t) => (t ?? '').replace(/\s+/g, ' '));
    await expect.poll(composer, { timeout: 20_000 }).toMatch(/only Bảo’s computer can ask the Hub/i);
    // Publish again's why (the table's not_due), once the verdicts are read: the computer that can ask, named.
    await expect.poll(composer, { timeout: 20_000 }).toContain('Its time has not come yet: only Bảo’s computer can ask the Hub what it holds.');
    const words = await composer();
    expect(words).not.toMatch(/Ask the Hub what it holds|ask the Hub what it holds first|Ask the Hub in the Outbox/);
    expect(words).not.toContain('At the Hub since');
    await closeToasts(lan.page);
    await themes(lan.page, 'w27teammate/lan-compose-unknown', 'en');
    await useLanguage(lan.page, 'vi');
    await expect.poll(composer).toMatch(/chỉ máy của Bảo mới hỏi Hub/i);
    await expect.poll(composer).toContain('Chưa đến giờ đăng: chỉ máy của Bảo mới hỏi Hub xem nó đang giữ gì được.');
    expect(await composer()).not.toMatch(/Hãy hỏi Hub|hãy hỏi Hub xem nó đang giữ gì trước|Đã ở Hub từ/);
    await closeToasts(lan.page);
    await themes(lan.page, 'w27teammate/lan-compose-unknown', 'vi');
    await useLanguage(lan.page, 'en');
  });
});
