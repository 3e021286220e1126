/**
 * jobverdict (walk 7, found by sendasnew; issue 34): one answer to "may this be sent again?". A job as the
 * screens get it (jobs.list, jobs.get: the Outbox cards, Compose's held actions) carried the plain truth
 * table, without the team's review rules, while posts.actions had them: in a team that requires approval, a
 * post edited after its approval offered "Send again as new" on its job and the core then refused it. Now
 * the job's verdicts are the ones posts.actions gives (same function, same reason), and after a new approval
 * both allow it again.
 * Real team server and sandbox Hub, each started once for the file (core only: no screen changes here).
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue } from './helpers/session';

const team = browserTeam('postroom-core-jobverdict-', { seed: 19, faults: 'none' }, { teamName: 'Sóng Agency' });
const members: Record<'lan' | 'bao', TeamMember> = {} as never;

interface Verdict { do: string; reason?: string; ask?: string }
interface Job { id: string; post: { state: string }; actions: { verdicts: Record<string, Verdict> } }
const reviewOn = (p: Page, id: string): Promise<{ state: string; stale: boolean } | null> =>
  callValue<Record<string, { state: string; stale: boolean }>>(p, 'review.get', { draftIds: [id] }).then((r) => r[id] ?? null).catch(() => null);
const jobOf = async (p: Page, id: string): Promise<Job> => (await callValue<Job[]>(p, 'jobs.list', { draftId: id }))[0]!;
const postVerdict = async (p: Page, id: string): Promise<Verdict> =>
  (await callValue<Record<string, { verdicts: Record<string, Verdict> }>>(p, 'posts.actions', { draftIds: [id] }))[id]!.verdicts.send_again!;

beforeAll(async () => {
  await team.start();
  const [lan, bao] = await Promise.all([team.member('Lan', 'editor'), team.member('Bảo', 'approver')]);
  Object.assign(members, { lan, bao });
  for (const m of [lan, bao]) await team.join(m, { key: true });
}, 240_000);

afterAll(() => team.stop());

describe("a job's verdicts are the post's, the team's review rules included", () => {
  it('edited after its approval: jobs.list and jobs.get refuse "send again" as posts.actions does; approved again: both allow it', async () => {
    const { lan, bao } = members;
    const zone = 'Asia/Ho_Chi_Minh';
    const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toISO()!;
    const { id } = await callValue<{ id: string }>(lan.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh mì 25k', scheduled_at: at, timezone: zone } });
    await callValue(lan.page, 'photos.add', { draftId: id, urls: ['https://images.example.com/banh-mi.jpg'] });
    await callValue(lan.page, 'review.act', { draftId: id, action: 'submit' });
    await expect.poll(async () => (await reviewOn(bao.page, id))?.state, { timeout: 30_000 }).toBe('in_review');
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    expect((await callValue<{ sent: number }>(lan.page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(async () => (await jobOf(lan.page, id)).post.state, { timeout: 30_000 }).toBe('scheduled');

    // Edited afterwards: back in review; sending it again as new waits for a new approval.
    const cur = await callValue<{ revision: number }>(lan.page, 'drafts.update', { id, patch: { caption: 'Bánh mì 29k' } });
    expect(cur.revision).toBeGreaterThan(0);
    await expect.poll(async () => await reviewOn(lan.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    const held = await postVerdict(lan.page, id);
    expect(held).toEqual({ do: 'refused', reason: 'needs_new_approval' });
    const job = await jobOf(lan.page, id);
    expect(job.actions.verdicts.send_again).toEqual(held);
    expect((await callValue<Job>(lan.page, 'jobs.get', { id: job.id })).actions.verdicts.send_again).toEqual(held);

    // Bảo approves the edit, once his laptop has it: the job's verdict and the post's are one again, and both allow it.
    await expect.poll(async () => await reviewOn(bao.page, id), { timeout: 30_000 }).toMatchObject({ state: 'in_review', stale: true });
    await callValue(bao.page, 'review.act', { draftId: id, action: 'approve' });
    await expect.poll(async () => (await reviewOn(lan.page, id))?.state, { timeout: 30_000 }).toBe('approved');
    const allowed = await postVerdict(lan.page, id);
    expect(allowed.do).not.toBe('refused');
    expect((await jobOf(lan.page, id)).actions.verdicts.send_again).toEqual(allowed);
  }, 240_000);
});
