/**
 * h-reviewwords (walk 44a, 7): the app's campaign header and Send tab said "1 bài bị giữ lại (1 bài chưa được gửi để
 * duyệt)" of Hạnh's post whose approval Marc took back (she had sent it for review, he had approved it). They say the
 * core's count (SendNow `takenBack`, of `toSubmit`, from the publisher's hold `withdrawn`) apart, in both languages.
 * Failed on the old code: "1 held back (1 not sent for review yet)".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignSplit, sendNow } from '../../src-main/campaigns';
import type { Draft } from '../../src-main/library';
import type { TeamPublishPort } from '../../src-main/publisher';
import { heldNowSplit, heldReasons, heldSplit, splitParts } from '../../src-renderer/src/lib/sendwords';
import { notSentWhyLine, type NotSentWhy } from '../../src-renderer/src/lib/campaignPosts';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const draft = (id: string): Draft => ({ id, photos: [{}] }) as unknown as Draft;
const WITHDRAWN = { by: 'Marc', at: '2026-11-29T10:40:00.000Z', comment: 'not B' };
/** Hạnh's laptop: `a` taken back by Marc, `b` never sent for review. */
const team = { me: { memberId: 'm-hanh', name: 'Hạnh' }, approval: (id: string) => (id === 'a' ? { waiting: 'review', who: 'Hạnh', approvers: 'Marc', withdrawn: WITHDRAWN } : { waiting: 'review', who: 'Hạnh', approvers: 'Marc' }) } as unknown as TeamPublishPort;
const now = sendNow({ posts: [draft('a'), draft('b')], skippedIds: new Set(['a', 'b']), sent: new Map(), team, dryHeld: null });

describe("Hạnh's campaign header and Send tab counts (h-reviewwords)", () => {
  it('the core counts the taken-back post apart, of those not sent for review', () => {
    expect(now).toMatchObject({ toSubmit: 2, takenBack: 1, skipped: { toSubmit: 2, takenBack: 1 } });
  });
  const line = (lang: 'en' | 'vi'): string => {
    const t = tr(lang);
    const split = campaignSplit({ total: 2, withdrawn: 0, handed: 0, teamSent: 0 }, now);
    return splitParts(split, heldReasons(heldNowSplit(now), 'Marc', t), t).join(' · ');
  };
  it('English', () => {
    expect(line('en')).toBe('2 held back (1 not sent for review yet, 1 whose approval was taken back)');
  });
  it('Vietnamese', () => {
    expect(line('vi')).toBe('2 bài bị giữ lại (1 bài chưa được gửi để duyệt, 1 bài đã bị rút lại duyệt)');
  });
  it("the last send's held posts say the same", () => {
    expect(heldReasons(heldSplit(2, now)!, 'Marc', tr('en'))).toBe('1 not sent for review yet, 1 whose approval was taken back');
  });
  it("the Posts tab's row of the taken-back post names who took it back", () => {
    const why = now.notSentWhy?.find((w) => w.draftId === 'a') as NotSentWhy;
    expect(why).toMatchObject({ why: 'to_submit', withdrawn: WITHDRAWN });
    const row = (lang: 'en' | 'vi', me: string | null): string | null => notSentWhyLine(why, me, 'Marc', tr(lang), () => '');
    expect(row('en', 'Hạnh')).toBe('not sent (Marc took the approval back)');
    expect(row('vi', 'Hạnh')).toBe('chưa gửi (Marc đã rút lại duyệt)');
    expect(row('en', 'Marc')).toBe('not sent (you took the approval back)');
  });
});
