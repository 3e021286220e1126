/// <reference lib="dom" />
/**
 * h-retryheld (publisher/actions.ts rule 9), in real browsers: Lan's post, approved by Bảo, is refused by its channel;
 * then Bảo asks for changes on it. The team's word on the content as sent is now "no": Lan's Outbox card offers no Retry
 * and says, where Retry was, who asked for changes, when, and what to do (edit it in Compose and send it for review;
 * once approved, retry or publish again). "Fix and resend…" stays. Before, the card offered Retry (the table's
 * approved_channels_refused), and the press was refused with no who nor when. Shots light/dark × en/vi
 * (test-results/screens/hretryheld/).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { describe, expect, it } from 'vitest';
import { browserTeam } from './helpers/team';
import { approvedByBao, closeToasts, reviewOn, useLanAndBao } from './helpers/review-team';
import { callValue, themes, useLanguage } from './helpers/session';

const team = browserTeam('postroom-ui-hretryheld-', { seed: 41, faults: 'none' });
const members = useLanAndBao(team);

interface Job { id: string; actions: { row: string; verdicts: { retry_refused: { do: string; reason?: string } } }; approvalTakenBack?: { by: string; action: string } }
const postStateOf = (id: string) => callValue<{ state: string }>(members.lan.page, 'drafts.postState', { id }).then((s) => s.state);
const flat = (t: string | null): string => (t ?? '').replace(/\s+/g, ' ').trim();

describe('the Outbox card of a refused send whose approval Bảo took back', () => {
  it('offers no Retry, and says who asked for changes, when, and what to do', async () => {
    const { lan, bao } = members;
    const P = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối: giá mới' } }).then((d) => d.id);
    await approvedByBao(members, [P]);
    await expect.poll(() => reviewOn(lan.page, P), { timeout: 30_000 }).toBe('approved');
    team.hub().control.setFaults({ channel_refusal: 1 });
    try {
      await callValue(lan.page, 'publish.start', { draftIds: [P] });
      await expect.poll(() => postStateOf(P), { timeout: 150_000, interval: 1_000 }).toBe('channels_refused');
    } finally {
      team.hub().control.setFaults('none');
    }
    await callValue(bao.page, 'review.act', { draftId: P, action: 'request_changes', comment: 'Giá chưa đúng' });
    await expect.poll(() => reviewOn(lan.page, P), { timeout: 30_000 }).toBe('changes_requested');
    await expect.poll(async () => (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]?.actions.row, { timeout: 30_000 }).toBe('withdrawn_channels_refused');
    const first = (await callValue<Job[]>(lan.page, 'jobs.list', { draftId: P }))[0]!;
    expect(first.actions.verdicts.retry_refused).toEqual({ do: 'refused', reason: 'approval_withdrawn' });
    expect(first.approvalTakenBack).toMatchObject({ by: 'Bảo', action: 'request_changes' });

    const card = lan.page.locator(`[data-testid="outbox-jobs"] [data-job-id="${first.id}"]`);
    const open = async (): Promise<void> => {
      await lan.page.click('nav a[data-nav="outbox"]');
      await card.locator('[data-testid="retry-taken-back"]').waitFor();
      await card.scrollIntoViewIfNeeded();
      await closeToasts(lan.page);
    };
    await open();
    expect(await card.locator('[data-testid="retry-refused"]').count()).toBe(0);
    expect(await card.locator('[data-testid="fix-resend"]').count()).toBe(1);
    const en = flat(await card.locator('[data-testid="retry-taken-back"]').textContent());
    expect(en).toMatch(/^Bảo asked for changes on this post at .+, after it was sent: its refused channels are not retried until it is approved again\. Edit it in Compose and send it for review; once approved, retry them or publish it again\.$/);
    await themes(lan.page, 'hretryheld/outbox-retry-taken-back', 'en');
    await useLanguage(lan.page, 'vi');
    await open();
    expect(flat(await card.locator('[data-testid="retry-taken-back"]').textContent())).toMatch(/^Bảo đã yêu cầu sửa bài này lúc .+Soạn bài/);
    await themes(lan.page, 'hretryheld/outbox-retry-taken-back', 'vi');
    await useLanguage(lan.page, 'en');
  }, 300_000);
});
