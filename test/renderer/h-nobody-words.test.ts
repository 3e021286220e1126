/**
 * h-nobody (walk 41a): the campaign header and the Send tab's counts counted a post NOBODY may approve (the owner edited and
 * resubmitted it; authors may not approve their own posts; no other approver) among "2 waiting for approval by you". They say
 * the core's count (SendNow `nobody`) apart, in both languages, and the Send tab's line below says the core's counts too.
 * Failed on the old code: "2 held back (2 waiting for approval by you)".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignSplit, sendNow } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { TeamPublishPort } from '../../src-main/publisher';
import { nobodyApprovesEnglish } from '../../src-main/team/who-approves';
import { campaignWaitWho, nobodyLine } from '../../src-renderer/src/lib/campaignwaits';
import { heldNowSplit, heldReasons, heldSplit, splitParts } from '../../src-renderer/src/lib/sendwords';
import { splitWaiting } from '../../src-renderer/src/lib/reviewtruth';
import { notSentWhyLine, type NotSentWhy } from '../../src-renderer/src/lib/campaignPosts';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const draft = (id: string): Draft => ({ id, photos: [{}] }) as unknown as Draft;
const NOBODY = nobodyApprovesEnglish({ authorsMayApprove: false });
const team = { approval: (id: string) => (id === 'a' ? { waiting: 'approval', who: 'Marc' } : { waiting: 'approval', nobody: NOBODY }) } as unknown as TeamPublishPort;
/** Marc's laptop: Hạnh's post `a` (he may approve it) and `b`, the one he edited (nobody may), both in review. */
const now = sendNow({ posts: [draft('a'), draft('b')], skippedIds: new Set(['a', 'b']), sent: new Map(), team, dryHeld: null });
const members = [{ name: 'Hạnh', role: 'editor' }, { name: 'Marc', role: 'owner' }];
const rule = { approvers: ['owner', 'approver'], authorsMayApprove: false };
const reviews = [{ state: 'in_review', author: 'Hạnh', versionAuthors: ['Hạnh'] }, { state: 'in_review', author: 'Hạnh', versionAuthors: ['Hạnh', 'Marc'] }];

describe("Marc's campaign header and Send tab counts (h-nobody)", () => {
  const line = (lang: 'en' | 'vi'): string => {
    const t = tr(lang);
    const split = campaignSplit({ total: 2, withdrawn: 0, handed: 0, teamSent: 0 }, now);
    return splitParts(split, heldReasons(heldNowSplit(now), campaignWaitWho(reviews, members, rule, 'Marc', t), t), t).join(' · ');
  };
  it('English: 1 waiting for approval by you, 1 nobody in this team may approve', () => {
    expect(line('en')).toBe('2 held back (1 waiting for approval by you, 1 nobody in this team may approve)');
  });
  it('Vietnamese', () => {
    expect(line('vi')).toBe('2 bài bị giữ lại (1 bài đang chờ bạn phê duyệt, 1 bài không ai trong nhóm duyệt được)');
  });
  it("the last send's posts, held back now, as the Send tab's state line says them", () => {
    const split = heldSplit(2, now);
    expect(split).toMatchObject({ waiting: 2, nobody: 1 });
    expect(heldReasons(split!, 'you', tr('en'))).toBe('1 waiting for approval by you, 1 nobody in this team may approve');
  });
  it("the Send tab's line of them, from the core's count", () => {
    expect(nobodyLine(now.nobody ?? 0, rule, tr('en'))).toBe('1 post nobody in this team may approve: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.');
    expect(nobodyLine(0, rule, tr('en'))).toBeNull();
  });
});

describe("the Dry run tab's rows in review (h-nobody)", () => {
  it('counts the rows the core holds as nobody may approve apart (reviewtruth.ts splitWaiting)', () => {
    const rows = [
      { draftId: 'a', held: true, problems: [{ code: 'waiting_approval' }] },
      { draftId: 'b', held: true, problems: [{ code: 'waiting_approval', nobody: NOBODY }] },
      { draftId: 'b', held: true, problems: [{ code: 'waiting_approval', nobody: NOBODY }] },
    ];
    expect(splitWaiting(rows)).toEqual({ inReview: 2, toSubmit: 0, resend: 0, nobody: 1 });
  });
});

describe("the Posts tab's row of the post nobody may approve (h-nobody)", () => {
  const row = (lang: 'en' | 'vi'): string | null => {
    const w = (now.notSentWhy ?? []).find((x) => x.draftId === 'b') as NotSentWhy;
    return notSentWhyLine(w, 'Marc', campaignWaitWho(reviews, members, rule, 'Marc', tr(lang)), tr(lang), (codes) => codes.join(', '));
  };
  it('says nobody in the team may approve it, never "waits for approval by you"', () => {
    expect(row('en')).toBe('not sent (nobody in this team may approve it)');
    expect(row('vi')).toBe('chưa gửi (trong nhóm không ai duyệt được bài này)');
  });
});
