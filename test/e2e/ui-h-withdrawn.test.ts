/// <reference lib="dom" />
/**
 * h-withdrawn (walk 44b, 6): Sam's campaign Send (3 approved posts), the Hub killed mid-send: it answered post 1, the calls
 * of posts 2 and 3 went out and no answer came (a front that cuts them and dies: test/helpers/lost-answer-hub.ts). Sam
 * pressed Cancel on their jobs (the Outbox's `jobs.cancel`; refused by this build — h-lostcancel — so written as the walk's
 * build wrote it). Olivia's Send tab offered "Send 2 posts" with no word that Sam
 * withdrew them after calls that may have reached the Hub; now it says so, and that Send keeps their keys (one post each).
 * After her Send, Sam's batch legend read "1 scheduled at the Hub · 2 cancelled (sent by Olivia)"; now it follows her send.
 * While Sam's campaign waited for the Hub, its Send tab offered no Pause/Cancel beside an intro saying "cancel withdraws the
 * posts not sent"; now the intro says where the posts are withdrawn (the Outbox). Real browsers, one real team server, one
 * sandbox Hub. Shots light/dark × en/vi: test-results/screens/h-withdrawn/.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, joinInApp, type TeamMember } from './helpers/team';
import { join } from 'node:path';
import { openLibrary, publishJobs } from '../../src-main/library';
import { call, callValue, themes, useLanguage } from './helpers/session';
import { openSend, textOf as text } from './helpers/send-tab';
import { lostAnswerHub, type LostAnswerHub } from '../helpers/lost-answer-hub';

const team = browserTeam('postroom-ui-h-withdrawn-', { seed: 4406, faults: 'none' });
let sam: TeamMember;
let olivia: TeamMember;
let front: LostAnswerHub;
let campaignId = '';
let samWord = '';

async function settle<T>(get: () => Promise<T | undefined>, want: (v: T | undefined) => boolean, ms = 60_000): Promise<T | undefined> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get().catch(() => undefined);
    if (want(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
type Status = { word?: string; withdrawnBy?: Array<{ name: string; posts: number; sameKeys: boolean }>; batches: Array<{ byState: Record<string, number> }> };
const status = (m: TeamMember) => callValue<Status>(m.page, 'campaigns.status', { id: campaignId });
type Job = { id: string; state: string; draftId: string | null };

beforeAll(async () => {
  const { server, hub } = await team.start();
  hub.control.setProcessingMs(0);
  [sam, olivia] = await Promise.all([team.member('Sam', 'editor'), team.member('Olivia', 'owner')]);
  front = await lostAnswerHub(hub.url, { answered: 1, lost: 2, reached: false });
  await joinInApp(sam, { teamUrl: server.url, hubUrl: front.url });
  await callValue(sam.page, 'key.set', { key: hub.apiKey });
  await callValue(sam.page, 'profiles.refresh', {});
  await team.join(olivia, { key: true });
  await callValue(olivia.page, 'review.setSettings', { approvalRequired: true });
  const ids: string[] = [];
  for (const caption of ['Camp12 — mở cửa 7h', 'Camp12 — bánh mì chảo', 'Camp12 — cà phê muối']) {
    const d = await callValue<{ id: string }>(sam.page, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption, scheduled_at: '2027-01-10T09:00', timezone: 'UTC' } });
    await callValue(sam.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/h-withdrawn.jpg'] });
    ids.push(d.id);
  }
  campaignId = (await callValue<{ id: string }>(sam.page, 'campaigns.create', { name: 'Camp12 cancel' })).id;
  await callValue(sam.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
  for (const id of ids) await settle(() => callValue(sam.page, 'review.act', { draftId: id, action: 'submit' }).then(() => true), (v) => v === true);
  for (const id of ids) await settle(() => callValue(olivia.page, 'review.act', { draftId: id, action: 'approve' }).then(() => true), (v) => v === true);
  // Sam's Send once his laptop has the approvals: the Hub answers one call, the next two get no answer, then it is gone.
  await settle(() => callValue<{ now: { toSend: number } }>(sam.page, 'campaigns.status', { id: campaignId }).then((s) => s.now.toSend), (n) => n === 3);
  await callValue(sam.page, 'campaigns.send', { id: campaignId });
  await settle(() => callValue<Job[]>(sam.page, 'jobs.list', {}), (js) => (js ?? []).filter((j) => j.state === 'retrying').length === 2 && front.lost() === 2);
  samWord = (await status(sam)).word ?? '';
}, 300_000);

afterAll(async () => {
  await front?.close();
  await team.stop();
});

describe('h-withdrawn: posts Sam withdrew after calls that may have reached the Hub', () => {
  it("(c) Sam's Send tab while his calls wait: Cancel offered while sending; once ended waiting for the Hub, the intro says where posts are withdrawn", async () => {
    // (c) Sam's Send tab while its calls wait (the app's send goes on retrying them: 'sending', Pause and Cancel offered; the
    // intro's waiting words are for a send that ended waiting for the Hub, as the walk's web host read after a while).
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(sam.page, lang);
      await openSend(sam.page, campaignId);
      if (samWord !== 'waitingHub') expect(await sam.page.locator('[data-testid="cancel-send"]').count()).toBe(1);
      else {
        expect(await sam.page.locator('[data-testid="cancel-send"]').count()).toBe(0);
        expect(await text(sam.page, '[data-testid="send-intro"]')).toMatch(lang === 'en' ? /^Send handed these posts to the Hub; .*press Cancel on its card in the Outbox/ : /Hộp thư đi/);
      }
      await themes(sam.page, 'h-withdrawn/sam-waiting', lang, { closeToasts: true });
    }
    await useLanguage(sam.page, 'en');
    // Sam's Outbox: Cancel on each job still waiting. This build refuses it (h-lostcancel: a lost answer's row has no Cancel,
    // the Hub may hold it); the walk's build allowed it, and such journals exist: what its Cancel wrote (the job cancelled,
    // its last error kept, a `cancelled` event) is written into Sam's library as that build did.
    const waiting = (await callValue<Job[]>(sam.page, 'jobs.list', {})).filter((x) => x.state === 'retrying');
    for (const j of waiting) expect((await call(sam.page, 'jobs.cancel', { id: j.id })).ok).toBe(false);
    const l = openLibrary(join(sam.dataDir, 'library.sqlite'));
    try {
      for (const j of waiting) publishJobs.updateJob(l.db, j.id, { state: 'cancelled', nextAt: null }, { event: { at: Date.now(), type: 'cancelled', state: 'cancelled' } });
    } finally {
      l.close();
    }
    await settle(() => status(olivia).then((s) => s.withdrawnBy?.[0]?.posts), (n) => n === 2);
  });

  it("(a) Olivia's Send tab says Sam withdrew them after calls that may have reached the Hub, and that Send keeps their keys", async () => {
    const { page } = olivia;
    const words = {
      en: '2 posts to send were withdrawn by Sam after the calls that may have reached the Hub. Send sends them under the same keys as those calls, so the Hub keeps one post each.',
      vi: '2 bài cần gửi đã bị Sam rút lại sau các lệnh gửi có thể đã tới Hub. Gửi sẽ gửi chúng với cùng khóa của các lệnh ấy, nên Hub chỉ giữ một bài cho mỗi bài.',
    } as const;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openSend(page, campaignId);
      await expect.poll(() => text(page, '[data-testid="send-withdrawn-by"]'), { timeout: 30_000 }).toBe(words[lang]);
      await themes(page, 'h-withdrawn/olivia-send', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  });

  it("(b) after Olivia's Send, Sam's batch follows it: scheduled at the Hub (sent by Olivia), never 'cancelled'", async () => {
    await callValue(olivia.page, 'campaigns.send', { id: campaignId });
    await settle(() => status(sam).then((s) => JSON.stringify(s.batches.map((b) => b.byState))), (v) => v === JSON.stringify([{ awaiting: 3 }]), 90_000);
    const { page } = sam;
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await openSend(page, campaignId);
      await expect.poll(() => text(page, '[data-testid="batches"]'), { timeout: 30_000 }).not.toMatch(lang === 'en' ? /cancelled/i : /đã hủy|đã huỷ/i);
      await themes(page, 'h-withdrawn/sam-after', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  });
});
