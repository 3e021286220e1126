/**
 * h-clientpage (walk 44a, 5 and 6): the client's page of a post whose channels went at two times, or that a channel refused.
 * 5. X published at T1, Instagram refused then; Instagram retried for a later day (the text as it was), the caption edited
 *    since. The page said "The Hub already holds this post as it was sent: 1. Goes out <T1> · X, Instagram": Instagram did
 *    not go at T1 (it refused), the later Instagram post was not listed, and "goes out" of a post already out.
 * 6. X and Threads published, Instagram refused twice: the page said "Already published", nothing said Instagram refused,
 *    and Instagram's card still said "Instagram may refuse … your agency will check it".
 * Now each Hub post is listed with its channels, state and time, from the core's post state (publisher draftSends), a
 * refused channel is said refused (with the Hub's words), and "may refuse … will check it" is said only of channels the
 * Hub does not hold yet. Built against a sandbox Hub, on the teammate's laptop (as in the walk) and the sender's.
 * Failed before: the held list named Instagram at T1 and not the later post; no refusal was said.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { drafts, type WritableDB } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, exportClientPreview, type ReviewMember } from '../../src-main/team';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops } from '../publisher/team-fixture';
import { writeJournal } from '../publisher/outcome-journal';
import { tempLibrary } from '../library/helpers';
import { lan, photo, SHORT_X } from './w27client-fixture';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 4405 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});

const ZONE = 'Europe/Berlin';
const hanh: ReviewMember = { name: 'Hạnh', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const heldOf = (html: string): string => html.slice(html.indexOf('class="held"'), html.indexOf('</section>', html.indexOf('class="held"')));
const articleOf = (html: string): string => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

describe('the client’s page of a post whose channels went at two times (walk 44a, 5)', () => {
  it('lists X published at T1, Instagram refused then, and the later Instagram post with the text it holds', async () => {
    const x = await twoLaptops(sandbox, 1);
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      const sent = drafts.get(x.a.lib.db, id).caption;
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram'] });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      sandbox.control.setFaults('none');
      expect(job.outcomes?.map((o) => [o.channel, o.success])).toEqual([['instagram', false], ['x', true]]);
      const t2 = DateTime.now().setZone(ZONE).plus({ days: 6 }).set({ hour: 4, minute: 0 }).startOf('minute');
      await p.retryFailedChannels(job.id, { when: { scheduledAt: t2.toFormat("yyyy-MM-dd'T'HH:mm"), timezone: ZONE }, wait: true });
      x.team.share(x.a);
      // Hạnh edits the caption after it was sent (the Hub keeps the text it holds).
      drafts.update(x.b.lib.db, id, { caption: `${sent} (sửa)` });
      drafts.update(x.a.lib.db, id, { caption: `${sent} (sửa)` });
      for (const lap of [x.b, x.a]) {
        const en = (await exportClientPreview(lap.lib.db, { draftIds: [id], zone: ZONE, lang: 'en', member: hanh, team: x.team.port(lap.member) })).html;
        const held = heldOf(en);
        expect(held).toContain('data-hub-posts="2"');
        const items = held.split('<li').slice(1);
        expect(items).toHaveLength(2);
        expect(items[0]).toContain('data-stage="published"');
        expect(items[0]).toMatch(/<strong>Published [^<]+<\/strong> · X/);
        expect(items[0]).not.toMatch(/· X, Instagram/);
        expect(items[0]).toContain('Instagram refused it: ');
        expect(items[1]).toContain('data-stage="scheduled"');
        expect(items[1]).toContain(`<strong>Scheduled ${t2.setLocale('en-GB').toFormat('cccc, d LLLL yyyy')} at 04:00</strong> · Instagram`);
        expect(items[1]).toContain(sent);
        expect(items[1]).not.toContain('(sửa)');
        // The post's time: each channel's, not "Goes out" of a post already out.
        const meta = en.slice(en.indexOf('<dl class="meta">'), en.indexOf('</dl>'));
        expect(meta).not.toContain('<dt>Goes out</dt>');
        expect(meta).toContain('X');
        // Instagram is at the Hub: the agency can no longer check it; it refused then, it is scheduled now (not "refused").
        expect(articleOf(en)).not.toContain('your agency will check it');
        const note = en.slice(en.indexOf('class="athub"'), en.indexOf('</p>', en.indexOf('class="athub"')));
        expect(note).toContain('Published on X; scheduled on Instagram. What the Hub holds goes out as scheduled.');
        expect(en).not.toContain('data-refused');
        const vi = (await exportClientPreview(lap.lib.db, { draftIds: [id], zone: ZONE, lang: 'vi', member: hanh, team: x.team.port(lap.member) })).html;
        const heldVi = heldOf(vi);
        expect(heldVi).toContain('Instagram đã từ chối bài: ');
        expect(heldVi).toMatch(/<strong>Đã đăng [^<]+<\/strong> · X/);
        expect(heldVi).toMatch(/<strong>Đã lên lịch [^<]+<\/strong> · Instagram/);
      }
    } finally {
      await x.close();
    }
  }, 60_000);
});

describe('the client’s page of a partly published post (walk 44a, 6)', () => {
  it('says which channels published and that Instagram refused it, never "may refuse … will check it"', async () => {
    const x = await twoLaptops(sandbox, 1, { platforms: ['instagram', 'x', 'threads'] });
    try {
      const port = x.team.port.bind(x.team);
      x.team.port = (m) => ({ ...port(m), approval: () => null });
      const id = x.draftIds[0]!;
      sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['instagram'] });
      const p = x.a.publisher();
      const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
      await p.retryFailedChannels(job.id, { wait: true });
      sandbox.control.setFaults('none');
      x.team.share(x.a);
      for (const lap of [x.b, x.a]) {
        const en = (await exportClientPreview(lap.lib.db, { draftIds: [id], zone: ZONE, lang: 'en', member: hanh, team: x.team.port(lap.member) })).html;
        const art = articleOf(en);
        const note = art.slice(art.indexOf('class="athub"'), art.indexOf('</p>', art.indexOf('class="athub"')));
        expect(note).toContain('Published on X and Threads; Instagram refused it: ');
        expect(art).not.toContain('your agency will check it');
        const ig = art.slice(art.indexOf('data-channel="instagram"'), art.indexOf('</section>', art.indexOf('data-channel="instagram"')));
        expect(ig).toContain('refused it');
        const vi = articleOf((await exportClientPreview(lap.lib.db, { draftIds: [id], zone: ZONE, lang: 'vi', member: hanh, team: x.team.port(lap.member) })).html);
        expect(vi).toContain('Đã đăng trên X và Threads; Instagram đã từ chối bài: ');
        expect(vi).not.toContain('agency của bạn sẽ kiểm tra lại');
      }
    } finally {
      await x.close();
    }
  }, 60_000);
});

describe('the client’s page of a post the Hub holds exactly as shown (walk 44a, minor)', () => {
  it('marks no "may refuse" on a channel the Hub holds, nor counts it; a channel not sent yet still is', async () => {
    const { lib, dir } = tempLibrary();
    const db = lib.db as WritableDB;
    const tall = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], caption: SHORT_X, photos: [await photo(dir, 'tall.jpg', 1080, 1920)], scheduled_at: '2027-01-15T08:00', timezone: 'UTC' });
    const before = (await exportClientPreview(db, { draftIds: [tall.id], zone: 'UTC', lang: 'en', member: lan })).html;
    expect(before).toContain('Instagram may refuse photo 1');
    writeJournal(db, [{ draftId: tall.id, workspaceId: tall.workspaceId, profileId: 'prof_caphe', platforms: ['instagram', 'facebook'], caption: SHORT_X, scheduledAt: '2027-01-15T08:00', timezone: 'UTC', at: Date.parse('2026-11-27T09:00:00Z'), patch: { state: 'awaiting', hubStatus: 'scheduled' } }]);
    for (const lang of ['en', 'vi'] as const) {
      const r = await exportClientPreview(db, { draftIds: [tall.id], zone: 'UTC', lang, member: lan });
      expect(r.html).not.toContain('class="held"');
      expect(r.html).not.toContain(lang === 'en' ? 'may refuse' : 'có thể từ chối');
      expect(r.checks).toEqual({ cannot: 0, may: 0 });
    }
    // The Hub holds it for Facebook only (Instagram not sent yet): Instagram's mark stays, and is counted.
    const half = drafts.create(db, { profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], caption: SHORT_X, photos: [await photo(dir, 'tall2.jpg', 1080, 1920)], scheduled_at: '2027-01-15T08:00', timezone: 'UTC' });
    writeJournal(db, [{ draftId: half.id, workspaceId: half.workspaceId, profileId: 'prof_caphe', platforms: ['facebook'], caption: SHORT_X, scheduledAt: '2027-01-15T08:00', timezone: 'UTC', at: Date.parse('2026-11-27T09:00:00Z'), patch: { state: 'awaiting', hubStatus: 'scheduled' } }]);
    const r = await exportClientPreview(db, { draftIds: [half.id], zone: 'UTC', lang: 'en', member: lan });
    expect(r.html).toContain('Instagram may refuse photo 1');
    expect(r.checks).toEqual({ cannot: 0, may: 1 });
  });
});
